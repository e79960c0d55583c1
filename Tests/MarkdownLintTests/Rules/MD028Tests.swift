@testable import MarkdownLint
import Testing

struct MD028Tests {
    @Test func blankLinesBetweenQuotes() throws {
        let findings = try LintTesting.lint("> a\n\n> b\n\n\n> c\n", only: "MD028")
        #expect(findings.map(\.line) == [2, 4, 5])
        #expect(findings.map(\.column) == [1, 1, 1])
        #expect(findings.allSatisfy { $0.fix == nil && $0.detail == nil })
    }

    @Test func quotesSeparatedByContentOrMarkers() throws {
        #expect(try LintTesting.lint("> a\n>\n> b\n", only: "MD028").isEmpty)
        #expect(try LintTesting.lint("> a\n\nText\n\n> b\n", only: "MD028").isEmpty)
        #expect(try LintTesting.lint("> a\n\n<!-- note -->\n\n> b\n", only: "MD028").isEmpty)
        #expect(try LintTesting.lint("> a\n\n[x]: /url\n\n> b\n", only: "MD028").isEmpty)
        #expect(try LintTesting.lint("> a\n", only: "MD028").isEmpty)
    }

    @Test func whitespaceOnlyLinesAreBlank() throws {
        #expect(try LintTesting.lint("> a\n  \n> b\n", only: "MD028").map(\.line) == [2])
    }

    @Test func quotesInsideListItems() throws {
        #expect(try LintTesting.lint("- > a\n\n  > b\n", only: "MD028").map(\.line) == [2])
        // Quotes in different items are not neighbours.
        #expect(try LintTesting.lint("- > a\n\n- > b\n", only: "MD028").isEmpty)
    }

    @Test func nestedQuotes() throws {
        // A line with `>` keeps the outer quote going.
        #expect(try LintTesting.lint("> > a\n>\n> > b\n", only: "MD028").isEmpty)
        #expect(try LintTesting.lint("> > a\n\n> > b\n", only: "MD028").map(\.line) == [2])
    }

    @Test func crlf() throws {
        #expect(try LintTesting.lint("> a\r\n\r\n> b\r\n", only: "MD028").map(\.line) == [2])
    }
}
