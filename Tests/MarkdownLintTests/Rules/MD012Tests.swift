@testable import MarkdownLint
import Testing

struct MD012Tests {
    @Test func reportsEachBlankLineBeyondTheMaximum() throws {
        let findings = try LintTesting.lint("a\n\n\n\nb\n\n\nc\n", only: "MD012")
        #expect(findings.map(\.line) == [3, 4, 7])
        #expect(findings.map(\.detail) == ["Expected: 1; Actual: 2", "Expected: 1; Actual: 3", "Expected: 1; Actual: 2"])
        #expect(findings.map(\.column) == [1, 1, 1])
        #expect(findings.allSatisfy { $0.fix?.applicability == .safe })
    }

    @Test func fixDeletesTheExtraLines() throws {
        #expect(try LintTesting.fix("a\n\n\n\nb\n\n\nc\n", only: "MD012", unsafe: false) == "a\n\nb\n\nc\n")
    }

    @Test func blankLinesAtTheEndOfTheFile() throws {
        // As in markdownlint, the empty line after the last line ending counts.
        #expect(try LintTesting.lint("a\n\n", only: "MD012").map(\.line) == [3])
        #expect(try LintTesting.fix("a\n\n", only: "MD012") == "a\n")
        #expect(try LintTesting.fix("a\n\n\n\n", only: "MD012") == "a\n")
        #expect(try LintTesting.lint("a\n", only: "MD012").isEmpty)
    }

    @Test func whitespaceOnlyLinesAreBlank() throws {
        let findings = try LintTesting.lint("a\n  \n\t\nb\n", only: "MD012")
        #expect(findings.map(\.line) == [3])
        #expect(try LintTesting.fix("a\n  \n\t\nb\n", only: "MD012") == "a\n  \nb\n")
    }

    @Test func maximum() throws {
        #expect(try LintTesting.lint("a\n\n\nb\n", only: "MD012", options: #"{"maximum": 2}"#).isEmpty)
        let findings = try LintTesting.lint("a\n\n\n\nb\n", only: "MD012", options: #"{"maximum": 2}"#)
        #expect(findings.map(\.line) == [4])
        #expect(findings.first?.detail == "Expected: 2; Actual: 3")
        // 0 means the default, as in markdownlint.
        #expect(try LintTesting.lint("a\n\nb\n\n\nc\n", only: "MD012", options: #"{"maximum": 0}"#).map(\.line) == [5])
    }

    @Test func codeBlocksAreSkipped() throws {
        #expect(try LintTesting.lint("```\n\n\n\n```\n\n    a\n\n\n    b\n", only: "MD012").isEmpty)
        // Blank lines right after the code still count.
        #expect(try LintTesting.lint("    a\n\n\nb\n", only: "MD012").map(\.line) == [3])
    }

    @Test func blockQuoteMarkersAreNotBlank() throws {
        #expect(try LintTesting.lint("> a\n>\n>\n> b\n", only: "MD012").isEmpty)
    }

    @Test func crlf() throws {
        #expect(try LintTesting.lint("a\r\n\r\n\r\nb\r\n", only: "MD012").map(\.line) == [3])
        #expect(try LintTesting.fix("a\r\n\r\n\r\nb\r\n", only: "MD012") == "a\r\n\r\nb\r\n")
    }

    @Test func insideListsAndAfterFrontMatter() throws {
        let source = "---\na: 1\n\n\n---\n- a\n\n\n  b\n"
        #expect(try LintTesting.lint(source, only: "MD012").map(\.line) == [8])
        #expect(try LintTesting.fix(source, only: "MD012") == "---\na: 1\n\n\n---\n- a\n\n  b\n")
    }

    @Test func blankLinesInRawHTMLAreUnsafeToDelete() throws {
        let findings = try LintTesting.lint("<pre>\n\n\n</pre>\n\n<!--\n\n\n-->\n", only: "MD012")
        #expect(findings.map(\.line) == [3, 8])
        #expect(findings.allSatisfy { $0.fix?.applicability == .unsafe })
    }

    @Test func otherUnicodeSpacesCountAsBlankButAreUnsafe() throws {
        let findings = try LintTesting.lint("a\n\n\u{00A0}\nb\n", only: "MD012")
        #expect(findings.map(\.line) == [3])
        #expect(findings.first?.fix?.applicability == .unsafe)
    }
}
