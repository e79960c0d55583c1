import MarkdownLint
import MarkdownSyntax

/// Findings as LSP diagnostics, and text edits, written straight to JSON text. A document
/// version's diagnostics are written once and spliced whole into each push and pull:
/// building them as `JSON` trees, writing and freeing those took about as long as linting
/// the document.
enum DiagnosticText {
    /// The diagnostics of `findings`, as a JSON array. Many findings are written in runs on
    /// all cores: a large document's report is written on every edit, while the client waits.
    static func diagnostics(_ findings: [Diagnostic], in document: TextDocument) -> EncodedJSON {
        let runs = stride(from: 0, to: findings.count, by: runLength).map { $0..<min($0 + runLength, findings.count) }
        let written = ParallelMap.map(runs) { run in
            var output: [UInt8] = []
            output.reserveCapacity(run.count * 320)
            for index in run {
                if index > run.lowerBound { output.append(UInt8(ascii: ",")) }
                appendDiagnostic(findings[index], in: document, to: &output)
            }
            return output
        }
        var output: [UInt8] = [UInt8(ascii: "[")]
        output.reserveCapacity(written.reduce(written.count + 1) { $0 + $1.count })
        for (index, run) in written.enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            output.append(contentsOf: run)
        }
        output.append(UInt8(ascii: "]"))
        return EncodedJSON(output)
    }

    /// Findings per run of `diagnostics`: enough that handing a run to a thread costs little
    /// next to writing it.
    private static let runLength = 256

    /// One finding as a diagnostic: the rule ID as `code`, its page as `codeDescription`,
    /// and its fix as `data`.
    static func diagnostic(_ finding: Diagnostic, in document: TextDocument) -> EncodedJSON {
        var output: [UInt8] = []
        appendDiagnostic(finding, in: document, to: &output)
        return EncodedJSON(output)
    }

    /// A text edit replacing the bytes `range` of the document.
    static func textEdit(_ range: Range<Int>, _ replacement: String, in document: TextDocument) -> EncodedJSON {
        var output: [UInt8] = []
        appendTextEdit(range, replacement, in: document, to: &output)
        return EncodedJSON(output)
    }

    /// Where a finding is, as LSP counts. With UTF-16 positions these are the line and
    /// UTF-16 columns the linter worked out on the same text, one less each; but in a file
    /// with a byte-order mark, which LSP counts as a character of the first line and the
    /// linter does not, and with UTF-8 positions, they are counted from the bytes.
    static func range(of finding: Diagnostic, in document: TextDocument) -> TextRange {
        guard document.lines.encoding == .utf16 && document.source.contentStart == 0 else {
            return document.range(of: finding.range)
        }
        return TextRange(start: Position(line: finding.line - 1, character: finding.column - 1),
                         end: Position(line: finding.endLine - 1, character: finding.endColumn - 1))
    }

    private static func appendDiagnostic(_ finding: Diagnostic, in document: TextDocument, to output: inout [UInt8]) {
        append(#"{"range":"#, to: &output)
        appendRange(range(of: finding, in: document), to: &output)
        append(finding.severity == .error ? #","severity":1,"code":"# : #","severity":2,"code":"#, to: &output)
        JSONWriter.writeString(finding.ruleID, to: &output)
        append(#","source":"mdtool","message":"#, to: &output)
        JSONWriter.writeString("\(finding.ruleAlias): \(finding.message)", to: &output)
        if let page = RuleCatalog.pageURL(for: finding.ruleID) {
            append(#","codeDescription":{"href":"#, to: &output)
            JSONWriter.writeString(page, to: &output)
            output.append(UInt8(ascii: "}"))
        }
        if let fix = finding.fix {
            append(#","data":{"fix":{"applicability":"#, to: &output)
            JSONWriter.writeString(fix.applicability.rawValue, to: &output)
            append(#","edits":["#, to: &output)
            for (index, edit) in fix.edits.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                appendTextEdit(edit.range, edit.replacement, in: document, to: &output)
            }
            append("]}}", to: &output)
        }
        output.append(UInt8(ascii: "}"))
    }

    private static func appendTextEdit(_ range: Range<Int>, _ replacement: String, in document: TextDocument,
                                       to output: inout [UInt8]) {
        append(#"{"range":"#, to: &output)
        appendRange(document.range(of: range), to: &output)
        append(#","newText":"#, to: &output)
        JSONWriter.writeString(replacement, to: &output)
        output.append(UInt8(ascii: "}"))
    }

    private static func appendRange(_ range: TextRange, to output: inout [UInt8]) {
        append(#"{"start":"#, to: &output)
        appendPosition(range.start, to: &output)
        append(#","end":"#, to: &output)
        appendPosition(range.end, to: &output)
        output.append(UInt8(ascii: "}"))
    }

    private static func appendPosition(_ position: Position, to output: inout [UInt8]) {
        append(#"{"line":"#, to: &output)
        DecimalText.append(position.line, to: &output)
        append(#","character":"#, to: &output)
        DecimalText.append(position.character, to: &output)
        output.append(UInt8(ascii: "}"))
    }

    private static func append(_ text: StaticString, to output: inout [UInt8]) {
        text.withUTF8Buffer { output.append(contentsOf: $0) }
    }
}
