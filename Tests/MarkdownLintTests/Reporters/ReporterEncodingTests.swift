import Testing
@testable import MarkdownLint

/// The encodings the CI reports rest on: the XML escaping of JUnit reports and the
/// fingerprints (SHA-256, tested in WorkspaceTests).
struct ReporterEncodingTests {
    @Test func junitEscapesMarkupLineBreaksAndCharactersXMLCannotCarry() {
        let text = "a\tb\nc\r<&>\"'\u{1}\u{7F}\u{85}\u{FFFF}é"
        #expect(JUnitReporter.attribute(text) == "a&#9;b&#10;c&#13;&lt;&amp;&gt;&quot;'\\x01\\x7F\\u{85}\\u{FFFF}é")
        #expect(JUnitReporter.text(text) == "a\tb\nc&#13;&lt;&amp;&gt;\"'\\x01\\x7F\\u{85}\\u{FFFF}é")
    }

    /// The plain text report is written into room bounded from its fields' lengths: text
    /// made only of control characters, whose escapes are the longest, and the widest
    /// column a diagnostic keeps still fit, escaped.
    @Test func textReportOfControlCharactersFitsItsBound() {
        let controls = "\u{1}\u{1B}\u{7F}\u{85}"
        let diagnostic = Diagnostic(ruleID: "MD001", ruleAlias: "heading-increment", severity: .warning, summary: controls,
                                    detail: controls, context: controls, fix: nil, range: 0..<1,
                                    line: 1_234_567_890, column: Int(Int32.max), endLine: 1, endColumn: 1)
        let file = LintReport.FileResult(path: controls, repositoryPath: controls, diagnostics: [diagnostic, diagnostic])
        let escaped = "\\x01\\x1B\\x7F\\u{85}"
        let line = "\(escaped):1234567890:2147483647: warning MD001/heading-increment \(escaped) [\(escaped)] [Context: \"\(escaped)\"]\n"
        let text = String(decoding: TextReporter(showsSource: false, usesColor: false).renderFindings(of: file), as: UTF8.self)
        #expect(text == line + line)
    }

    /// A report handed on in pieces is the whole report cut at findings: three pieces (the
    /// last one short) of real findings, plain and with source excerpts and fixes in words.
    @Test(arguments: [false, true]) func textReportInPiecesIsTheWholeReport(showsSource: Bool) throws {
        let count = 2 * TextReporter.findingsPerPiece + 5
        let text = String(repeating: "a\tb   \n", count: count)
        let diagnostics = try Linter().lint(text: text, path: "t.md")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let file = LintReport.FileResult(path: "t.md", repositoryPath: "t.md", diagnostics: diagnostics, lines: lines,
                                         source: Array(text.utf8))
        let reporter = TextReporter(showsSource: showsSource, usesColor: false, showsFixes: showsSource)
        var pieces: [[UInt8]] = []
        reporter.renderFindings(of: file, inPieces: { pieces.append($0) })
        #expect(diagnostics.count >= count * 2)
        #expect(pieces.count == (diagnostics.count + TextReporter.findingsPerPiece - 1) / TextReporter.findingsPerPiece)
        #expect(pieces.allSatisfy { $0.last == UInt8(ascii: "\n") })
        #expect(Array(pieces.joined()) == reporter.renderFindings(of: file))
    }

    /// A long line is shown around its finding, cut with `…` on the sides that go on, and
    /// the carets stay under the marked text; a short line is shown whole.
    @Test func sourceExcerptsOfLongLinesShowTheFindingsSurroundings() {
        let line = String(repeating: "a", count: 500) + "BAD" + String(repeating: "é", count: 500)
        func excerpt(column: Int, endColumn: Int, of line: String) -> String {
            let diagnostic = Diagnostic(ruleID: "X1", ruleAlias: "X1", severity: .error, summary: "s", detail: nil,
                                        context: nil, fix: nil, range: 0..<1, line: 1, column: column, endLine: 1,
                                        endColumn: endColumn)
            let file = LintReport.FileResult(path: "t.md", repositoryPath: "t.md", diagnostics: [diagnostic], lines: [line])
            let text = String(decoding: TextReporter(showsSource: true, usesColor: false).renderFindings(of: file), as: UTF8.self)
            return text.split(separator: "\n").dropFirst().joined(separator: "\n")
        }
        let context = TextReporter.excerptWidth / 4
        let shown = String(repeating: "a", count: context) + "BAD" + String(repeating: "é", count: context)
        #expect(excerpt(column: 501, endColumn: 504, of: line)
                == " 1 | …\(shown)…\n   | \(String(repeating: " ", count: context + 1))^^^")
        // At the start of the line nothing is cut before.
        let start = excerpt(column: 1, endColumn: 2, of: line)
        #expect(start.hasPrefix(" 1 | aaa") && start.hasSuffix("…\n   | ^"))
        #expect(excerpt(column: 2, endColumn: 3, of: "abc") == " 1 | abc\n   |  ^")
    }

    @Test func fingerprintsIgnoreWhiteSpaceButNotText() {
        #expect(FindingFingerprint.normalized("  a \t b  ") == "a b")
        #expect(FindingFingerprint.normalized("a b") != FindingFingerprint.normalized("ab"))
    }
}
