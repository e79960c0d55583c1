@testable import MarkdownLint
import Testing

struct MD032Tests {
    private func summary(_ markdown: String) throws -> [String] {
        try LintTesting.lint(markdown, only: "MD032").map { "\($0.line):\($0.column) \($0.context ?? "")" }
    }

    private func fix(_ markdown: String) throws -> String {
        try LintTesting.fix(markdown, only: "MD032", unsafe: false)
    }

    @Test func blankLinesBeforeAndAfter() throws {
        #expect(try summary("text\n- a\n- b\n# h\n") == ["2:1 - a", "3:1 - b"])
        #expect(try fix("text\n- a\n- b\n# h\n") == "text\n\n- a\n- b\n\n# h\n")
        #expect(try summary("- a\n").isEmpty)
        #expect(try summary("# h\n\n1. a\n\ntext\n").isEmpty)
    }

    @Test func lazyContinuationBelongsToTheList() throws {
        // "lazy" continues the item's paragraph; the heading right after it is reported.
        #expect(try summary("- a\nlazy\n# h\n") == ["2:1 lazy"])
        #expect(try fix("- a\nlazy\n# h\n") == "- a\nlazy\n\n# h\n")
    }

    @Test func nestedListsAreNotCheckedOnTheirOwn() throws {
        #expect(try summary("- a\n  text\n  - b\n  more\n").isEmpty)
        #expect(try summary("1. a\n   - b\n   ***\n").isEmpty)
    }

    @Test func adjacentListsOfDifferentKinds() throws {
        #expect(try summary("- a\n* b\n1. c\n") == ["1:1 - a", "2:1 * b", "2:1 * b", "3:1 1. c"])
        #expect(try fix("- a\n* b\n1. c\n") == "- a\n\n* b\n\n1. c\n")
    }

    @Test func commentsAndQuoteMarkersCountAsBlank() throws {
        #expect(try summary("<!-- note -->\n- a\n<!-- end\n-->\n").isEmpty)
        #expect(try summary("> text\n>\n> - a\n>\n> more\n").isEmpty)
    }

    @Test func insideBlockQuotesTheBlankLineIsAQuoteLine() throws {
        #expect(try summary("> text\n> - a\n> # h\n") == ["2:1 > - a", "2:1 > - a"])
        #expect(try fix("> text\n> - a\n> # h\n") == "> text\n>\n> - a\n>\n> # h\n")
        #expect(try fix("> > text\n> > - a\n") == "> > text\n> >\n> > - a\n")
        // A list at the end of a quote, followed by a heading outside it.
        #expect(try fix("> - a\n# h\n") == "> - a\n>\n# h\n")
    }

    @Test func footnotesAndFrontMatter() throws {
        #expect(try summary("---\ntitle: x\n---\n- a\n").isEmpty)
        #expect(try fix("[^1]: Note\n    - a\n\n[^1]\n") == "[^1]: Note\n\n    - a\n\n[^1]\n")
    }

    @Test func codeHTMLAndTables() throws {
        #expect(try summary("```\ntext\n- a\n```\n").isEmpty)
        #expect(try summary("```\ncode\n```\n- a\n") == ["4:1 - a"])
        #expect(try fix("| a |\n|---|\n- b\n") == "| a |\n|---|\n\n- b\n")
    }

    @Test func crlfAndLongContext() throws {
        #expect(try fix("text\r\n- a\r\ntext2\r\n\r\n---\r\n- b\r\n") == "text\r\n\r\n- a\r\ntext2\r\n\r\n---\r\n\r\n- b\r\n")
        let long = "- " + String(repeating: "é", count: 40)
        #expect(try summary("text\n" + long + "\n") == ["2:1 - " + String(repeating: "é", count: 28) + "..."])
    }

    @Test func blankLineIntoAnUnclosedFenceIsUnsafe() throws {
        // The item's fence is never closed: a blank line after it would become code.
        let markdown = "* a\n\n  ```swift\ncode\n  ```\n"
        let findings = try LintTesting.lint(markdown, only: "MD032")
        #expect(findings.map(\.line) == [3])
        #expect(findings.first?.fix?.applicability == .unsafe)
        #expect(try fix(markdown) == markdown)
    }
}
