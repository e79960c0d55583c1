import MarkdownLint
import MarkdownSyntax
import Testing

/// Automatic variants of every `bad` example on the rule pages (as SwiftLint derives
/// them from its examples): the same example inside a code block, after a disable
/// comment, with CRLF line endings, with wide characters before the finding, and nested
/// in a block quote must behave predictably.
struct RuleVariantTests {
    /// Rules that check code blocks (or every line) by design, so wrapping an example in a
    /// fence does not silence them.
    static let checksInsideCode: Set<String> = [
        "MD010", // hard tabs: code_blocks defaults to true
        "MD013", // line length: code_blocks defaults to true
        "MD014", "MD031", "MD038", "MD040", "MD046", "MD048", // rules about code
        "MD044", // proper names: code_blocks defaults to true
        "MD047", // the end of the file is the end of the file
        "MD009", // trailing spaces are trailing spaces, in code too unless disabled
        "MD041", "MD043", // about the document's headings: a document of one code block has none
    ]

    /// Rules whose findings legitimately change inside a block quote: those about the
    /// document's first line or structure, blank lines, or the quote markers themselves.
    static let changesInBlockQuote: Set<String> = [
        "MD041", "MD043", "MD047", "MD012", "MD022", "MD027", "MD028", "MD031", "MD032", "MD058",
        "MD013", "MD046", "MD007", "MD005", "MD023", "MD014", "MD001", "MD025",
        // markdownlint looks for these at the start of a line, so not inside block quotes.
        "MD018", "MD019", "MD020", "MD021",
        // Only paragraphs directly in the document look like headings.
        "MD036",
        // DocC reads directives only on lines of their own, never inside block quotes.
        "MDT101", "MDT102", "MDT103", "MDT105",
        // A page's title is its first block; quoted, the page documents no symbol.
        "MDT106",
    ]

    static let badExamples = RuleExample.all.filter { $0.kind == .bad }

    @Test(arguments: badExamples)
    func insideACodeBlockNothingIsReported(_ example: RuleExample) throws {
        guard !Self.checksInsideCode.contains(example.ruleID) else { return }
        let wrapped = "`````text\n" + example.markdown + (example.markdown.hasSuffix("\n") ? "" : "\n") + "`````\n"
        let findings = try LintTesting.lint(wrapped, only: example.ruleID, options: example.options)
        #expect(findings.isEmpty, "\(findings.map { "\($0.line):\($0.column) \($0.message)" })")
    }

    @Test(arguments: badExamples)
    func afterADisableCommentNothingIsReported(_ example: RuleExample) throws {
        for prefix in ["markdownlint", "mdtool"] {
            let text = "<!-- \(prefix)-disable \(example.ruleID) -->\n" + example.markdown
            let findings = try LintTesting.lint(text, only: example.ruleID, options: example.options)
            #expect(findings.isEmpty, "\(prefix): \(findings.map { "\($0.line):\($0.column) \($0.message)" })")
        }
    }

    @Test(arguments: badExamples)
    func crlfLineEndingsGiveTheSamePositions(_ example: RuleExample) throws {
        let lf = try LintTesting.lint(example.markdown, only: example.ruleID, options: example.options)
        let crlf = try LintTesting.lint(example.markdown.replacingLineEndings("\r\n"), only: example.ruleID,
                                        options: example.options)
        #expect(crlf.map(Position.init) == lf.map(Position.init))
    }

    @Test(arguments: badExamples)
    func wideCharactersBeforeAFindingShiftItsColumn(_ example: RuleExample) throws {
        let findings = try LintTesting.lint(example.markdown, only: example.ruleID, options: example.options)
        let document = Document(parsing: example.markdown)
        let texts = NodeCollector.texts(in: document)
        // The first finding preceded on its line by text we can widen.
        for finding in findings {
            let lineStart = finding.range.lowerBound - utf8Offset(ofColumn: finding.column, in: example.markdown, line: finding.line)
            guard let text = texts.first(where: { node in
                guard let range = node.byteRange else { return false }
                return range.lowerBound >= lineStart && range.upperBound <= finding.range.lowerBound && !range.isEmpty
            }), let insertion = text.byteRange?.lowerBound else { continue }
            var bytes = Array(example.markdown.utf8)
            bytes.insert(contentsOf: Array("😀中".utf8), at: insertion)
            let widened = try LintTesting.lint(String(decoding: bytes, as: UTF8.self), only: example.ruleID,
                                               options: example.options)
            #expect(widened.contains { $0.line == finding.line && $0.column == finding.column + 3 },
                    "expected a finding at \(finding.line):\(finding.column + 3), got \(widened.map(Position.init))")
            return
        }
    }

    @Test(arguments: badExamples)
    func insideABlockQuoteFindingsMoveWithTheText(_ example: RuleExample) throws {
        guard !Self.changesInBlockQuote.contains(example.ruleID), !example.markdown.hasPrefix("---") else { return }
        let findings = try LintTesting.lint(example.markdown, only: example.ruleID, options: example.options)
        var quoted = example.markdown.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? ">" : "> " + $0 }.joined(separator: "\n")
        if example.markdown.hasSuffix("\n") { quoted = String(quoted.dropLast()) }
        let nested = try LintTesting.lint(quoted, only: example.ruleID, options: example.options)
        #expect(nested.count == findings.count, "\(nested.map(Position.init)) vs \(findings.map(Position.init))")
        #expect(nested.map(\.line) == findings.map(\.line))
    }

    private func utf8Offset(ofColumn column: Int, in text: String, line: Int) -> Int {
        let lineText = text.split(separator: "\n", omittingEmptySubsequences: false)[line - 1]
        return String(decoding: Array(lineText.utf16.prefix(column - 1)), as: UTF16.self).utf8.count
    }
}

/// A finding's position, for comparing runs.
struct Position: Equatable, CustomStringConvertible {
    var line: Int
    var column: Int
    var endLine: Int
    var endColumn: Int
    var rule: String

    init(_ diagnostic: Diagnostic) {
        line = diagnostic.line
        column = diagnostic.column
        endLine = diagnostic.endLine
        endColumn = diagnostic.endColumn
        rule = diagnostic.ruleID
    }

    var description: String { "\(rule)@\(line):\(column)-\(endLine):\(endColumn)" }
}

/// Finds Text nodes in a document.
enum NodeCollector {
    static func texts(in markup: any Markup) -> [Text] {
        var found: [Text] = []
        var pending: [any Markup] = [markup]
        while let node = pending.popLast() {
            if let text = node as? Text { found.append(text) }
            pending.append(contentsOf: node.children.reversed())
        }
        return found
    }
}

private extension String {
    func replacingLineEndings(_ ending: String) -> String {
        split(separator: "\n", omittingEmptySubsequences: false).joined(separator: ending)
    }
}
