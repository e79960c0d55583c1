@testable import MarkdownLint
import Testing

struct MD027Tests {
    @Test func reportsExtraSpacesAfterTheMarker() throws {
        let findings = try LintTesting.lint(">  a\n>   b\n> c\n", only: "MD027")
        #expect(findings.map(\.line) == [1, 2])
        #expect(findings.map(\.column) == [3, 3])
        #expect(findings.map(\.endColumn) == [4, 5])
        #expect(findings.map(\.context) == [">  a", ">   b"])
        #expect(findings.first?.detail == nil)
        #expect(findings.allSatisfy { $0.fix?.applicability == .safe })
        #expect(try LintTesting.fix(">  a\n>   b\n> c\n", only: "MD027", unsafe: false) == "> a\n> b\n> c\n")
    }

    @Test func contextIsShortenedLikeMarkdownlint() throws {
        let line = ">  This line is longer than thirty characters"
        let findings = try LintTesting.lint(line + "\n", only: "MD027")
        #expect(findings.first?.context == String(line.prefix(30)) + "...")
    }

    @Test func indentedCodeInsideTheQuoteIsFine() throws {
        #expect(try LintTesting.lint(">     code\n>     more\n", only: "MD027").isEmpty)
        // A paragraph's continuation line cannot be code: it is reported.
        #expect(try LintTesting.lint("> text\n>      more\n", only: "MD027").map(\.line) == [2])
    }

    @Test func nestedQuotes() throws {
        let findings = try LintTesting.lint(">  > a\n> >  b\n", only: "MD027")
        #expect(findings.map(\.line) == [1, 2])
        #expect(findings.map(\.column) == [3, 5])
        #expect(try LintTesting.fix(">  > a\n> >  b\n", only: "MD027") == "> > a\n> > b\n")
    }

    /// Only containers that overlap a quote are read: items before and after the quotes,
    /// an item holding a quote and items inside one must leave the findings as they were.
    @Test func unquotedItemsAroundQuotes() throws {
        let source = "- a\n  - b\n\n- c\n\n  >  d\n  >   - e\n  >     f\n\n- g\n\n>  h\n\n1. i\n"
        let findings = try LintTesting.lint(source, only: "MD027")
        #expect(findings.map(\.line) == [6, 7, 12])
        #expect(findings.map(\.column) == [5, 5, 3])
    }

    @Test func listItemsInsideQuotes() throws {
        let source = ">  - a\n>    b\n"
        let findings = try LintTesting.lint(source, only: "MD027")
        // Line 2 is indented to the item's content: not a finding.
        #expect(findings.map(\.line) == [1])
        // Moving the marker can change what later lines belong to.
        #expect(findings.first?.fix?.applicability == .unsafe)
        #expect(try LintTesting.lint(source, only: "MD027", options: #"{"list_items": false}"#).isEmpty)
        #expect(try LintTesting.lint("> - a\n>   b\n>\n>     c\n", only: "MD027").isEmpty)
    }

    @Test func lazyLinesInsideAListInAQuote() throws {
        let source = "> - a\n>  b\n"
        #expect(try LintTesting.lint(source, only: "MD027").map(\.line) == [2])
        #expect(try LintTesting.lint(source, only: "MD027", options: #"{"list_items": false}"#).isEmpty)
    }

    @Test func quotesInsideLists() throws {
        let source = "- >  a\n  >  b\n"
        let findings = try LintTesting.lint(source, only: "MD027")
        #expect(findings.map(\.line) == [1, 2])
        #expect(findings.map(\.column) == [5, 5])
        #expect(try LintTesting.fix(source, only: "MD027") == "- > a\n  > b\n")
        #expect(try LintTesting.lint(source, only: "MD027", options: #"{"list_items": false}"#).isEmpty)
    }

    @Test func lazyContinuationOfANestedQuote() throws {
        #expect(try LintTesting.lint("> > a\n>  b\n", only: "MD027").map(\.line) == [2])
        // Without any marker the line is not looked at.
        #expect(try LintTesting.lint("> a\n   b\n", only: "MD027").isEmpty)
    }

    @Test func htmlBlocksOnlyTheirFirstLine() throws {
        let findings = try LintTesting.lint(">  <div>\n>  x\n>  </div>\n", only: "MD027")
        #expect(findings.map(\.line) == [1])
        #expect(findings.first?.fix?.applicability == .unsafe)
    }

    @Test func fencedCodeIndentation() throws {
        let findings = try LintTesting.lint(">  ```\n>   code\n>  ```\n", only: "MD027")
        #expect(findings.map(\.line) == [1, 2, 3])
        // On the content line only the fence's indentation is a prefix.
        #expect(findings.map(\.endColumn) == [4, 4, 4])
        #expect(findings.allSatisfy { $0.fix?.applicability == .unsafe })
        #expect(try LintTesting.fix(">  ```\n>   code\n>  ```\n", only: "MD027") == "> ```\n>  code\n> ```\n")
        // With the fence at the margin, the spaces are code, also on a line of spaces.
        #expect(try LintTesting.lint("> ```\n>  code\n>   \n> ```\n", only: "MD027").isEmpty)
        // Inside raw HTML, a line of spaces is HTML text.
        #expect(try LintTesting.lint("> <pre>\n>   \n> </pre>\n", only: "MD027").isEmpty)
    }

    @Test func blankLinesWithSpaces() throws {
        #expect(try LintTesting.lint("> a\n>  \n> b\n", only: "MD027").map(\.line) == [2])
        // Inside a list item the spaces are the item's indentation.
        #expect(try LintTesting.lint("> - a\n>  \n>   b\n", only: "MD027").isEmpty)
    }

    @Test func headingsAndTabs() throws {
        let findings = try LintTesting.lint(">  # Title\n\n> \ttab\n", only: "MD027")
        #expect(findings.map(\.line) == [1, 3])
        #expect(findings.map(\.endColumn) == [4, 4])
    }

    @Test func crlfAndWideCharacters() throws {
        let source = "> 😀\r\n>  字\r\n"
        let findings = try LintTesting.lint(source, only: "MD027")
        #expect(findings.map(\.line) == [2])
        #expect(try LintTesting.fix(source, only: "MD027") == "> 😀\r\n> 字\r\n")
    }

    @Test func codeBlocksOutsideQuotesAreIgnored() throws {
        #expect(try LintTesting.lint("```\n>  not a quote\n```\n\n    >  code\n", only: "MD027").isEmpty)
    }
}
