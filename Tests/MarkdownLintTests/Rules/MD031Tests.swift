@testable import MarkdownLint
import MarkdownSyntax
import Testing

struct MD031Tests {
    private func html(_ text: String) -> String { HTMLRenderer().render(Document(parsing: text)) }

    @Test func reportsFencesWithoutBlankLines() throws {
        let source = "Some text\n```\nCode block\n```\n\n```\nAnother code block\n```\nSome more text\n"
        let findings = try LintTesting.lint(source, only: "MD031")
        #expect(findings.map(\.line) == [2, 8])
        #expect(findings.map(\.context) == ["```", "```"])
        #expect(findings.allSatisfy { $0.fix?.applicability == .safe })
        let fixed = try LintTesting.fix(source, only: "MD031", unsafe: false)
        #expect(fixed == "Some text\n\n```\nCode block\n```\n\n```\nAnother code block\n```\n\nSome more text\n")
        #expect(html(fixed) == html(source))
    }

    @Test func startAndEndOfDocumentCountAsBlank() throws {
        #expect(try LintTesting.lint("```\ncode\n```\n", only: "MD031").isEmpty)
        #expect(try LintTesting.lint("```\ncode\n```", only: "MD031").isEmpty)
        // An unclosed block running to the end of the document.
        #expect(try LintTesting.lint("Text\n\n```\ncode\n", only: "MD031").isEmpty)
    }

    @Test func frontMatterCountsAsBlank() throws {
        #expect(try LintTesting.lint("---\ntitle: x\n---\n```\ncode\n```\n", only: "MD031").isEmpty)
    }

    @Test func commentsAndQuoteMarkersCountAsBlank() throws {
        #expect(try LintTesting.lint("Text\n<!-- comment -->\n```\ncode\n```\n<!-- x -->\nText\n", only: "MD031").isEmpty)
        #expect(try LintTesting.lint("> Text\n>\n> ```\n> code\n> ```\n>\n> Text\n", only: "MD031").isEmpty)
    }

    @Test func contextIsTheTrimmedLine() throws {
        let findings = try LintTesting.lint("> Text\n>   ~~~~ ruby  \n> code\n> ~~~~\n", only: "MD031")
        #expect(findings.map(\.line) == [2])
        #expect(findings.first?.context == ">   ~~~~ ruby")
        #expect(findings.first?.column == 5)
    }

    @Test func blockQuotesKeepTheirMarkers() throws {
        let source = "> Quoted text\n> ```\n> code\n> ```\n> More text\n"
        let fixed = try LintTesting.fix(source, only: "MD031", unsafe: false)
        #expect(fixed == "> Quoted text\n>\n> ```\n> code\n> ```\n>\n> More text\n")
        #expect(html(fixed) == html(source))
        // Nested quotes keep both markers.
        let nested = "> > Text\n> > ```\n> > code\n> > ```\n"
        #expect(try LintTesting.fix(nested, only: "MD031", unsafe: false) == "> > Text\n> >\n> > ```\n> > code\n> > ```\n")
        // Text outside the quote gets a line without markers.
        let outside = "> ```\n> code\n> ```\nText\n"
        let fixedOutside = try LintTesting.fix(outside, only: "MD031", unsafe: false)
        #expect(fixedOutside == "> ```\n> code\n> ```\n\nText\n")
        #expect(html(fixedOutside) == html(outside))
    }

    @Test func unclosedFenceEndedByItsBlockQuote() throws {
        // The code ends with the quote; the blank line goes outside it.
        let source = "> ```\n> code\nText\n"
        let findings = try LintTesting.lint(source, only: "MD031")
        #expect(findings.map(\.line) == [2])
        #expect(findings.first?.context == "> code")
        let fixed = try LintTesting.fix(source, only: "MD031", unsafe: false)
        #expect(fixed == "> ```\n> code\n\nText\n")
        #expect(html(fixed) == html(source))
    }

    @Test func unclosedFenceEndedByItsListItemHasNoFix() throws {
        // A blank line would still be inside the item, so inside the code.
        let source = "- ```\n  code\nText\n"
        let findings = try LintTesting.lint(source, only: "MD031")
        #expect(findings.map(\.line) == [2])
        #expect(findings.first?.fix == nil)
    }

    @Test func tightListsMakeTheFixUnsafe() throws {
        let source = "- Item\n  ```sh\n  make\n  ```\n- Next item\n"
        let findings = try LintTesting.lint(source, only: "MD031")
        #expect(findings.map(\.line) == [2, 4])
        #expect(findings.allSatisfy { $0.fix?.applicability == .unsafe })
        #expect(try LintTesting.fix(source, only: "MD031", unsafe: false) == source)
        #expect(try LintTesting.fix(source, only: "MD031") == "- Item\n\n  ```sh\n  make\n  ```\n\n- Next item\n")
    }

    @Test func looseListsKeepTheFixSafe() throws {
        let source = "- Item\n  ```sh\n  make\n  ```\n\n- Next item\n"
        let findings = try LintTesting.lint(source, only: "MD031")
        #expect(findings.map(\.line) == [2])
        #expect(findings.allSatisfy { $0.fix?.applicability == .safe })
        let fixed = try LintTesting.fix(source, only: "MD031", unsafe: false)
        #expect(fixed == "- Item\n\n  ```sh\n  make\n  ```\n\n- Next item\n")
        #expect(html(fixed) == html(source))
    }

    @Test func blankLinesOutsideTheListAreSafe() throws {
        // The list ends before the fence: a blank line there does not make it loose.
        let source = "- Item\n```\ncode\n```\n"
        let findings = try LintTesting.lint(source, only: "MD031")
        #expect(findings.map(\.line) == [2])
        #expect(findings.first?.fix?.applicability == .safe)
        let fixed = try LintTesting.fix(source, only: "MD031", unsafe: false)
        #expect(html(fixed) == html(source))
        // A fence starting a list item after a paragraph.
        let item = "Text\n- ```\n  code\n  ```\n"
        #expect(try LintTesting.lint(item, only: "MD031").first?.fix?.applicability == .safe)
        #expect(html(try LintTesting.fix(item, only: "MD031", unsafe: false)) == html(item))
    }

    @Test func emptyMarkerLineMakesTheFixUnsafe() throws {
        // A second blank line after an empty marker line would end the item.
        let source = "1.\n   ```\n   code\n   ```\n\n2. x\n"
        let findings = try LintTesting.lint(source, only: "MD031")
        #expect(findings.map(\.line) == [2])
        #expect(findings.first?.fix?.applicability == .unsafe)
    }

    @Test func listItemsOption() throws {
        let source = "- Item\n  ```\n  code\n  ```\n- Item\n"
        #expect(try LintTesting.lint(source, only: "MD031", options: #"{"list_items": false}"#).isEmpty)
        #expect(try LintTesting.lint("> - x\n>   ```\n>   y\n>   ```\n", only: "MD031",
                                     options: #"{"list_items": false}"#).isEmpty)
        // Outside lists the option changes nothing.
        #expect(try LintTesting.lint("Text\n```\ncode\n```\n", only: "MD031",
                                     options: #"{"list_items": false}"#).count == 1)
    }

    @Test func quoteInsideListKeepsTheIndentation() throws {
        let source = "- > Text\n  > ```\n  > code\n  > ```\n"
        #expect(try LintTesting.fix(source, only: "MD031") == "- > Text\n  >\n  > ```\n  > code\n  > ```\n")
    }

    @Test func crlfLineEndings() throws {
        let source = "Text\r\n```\r\ncode\r\n```\r\nText\r\n"
        #expect(try LintTesting.lint(source, only: "MD031").map(\.line) == [2, 4])
        #expect(try LintTesting.fix(source, only: "MD031") == "Text\r\n\r\n```\r\ncode\r\n```\r\n\r\nText\r\n")
    }

    @Test func columnsCountUTF16() throws {
        let findings = try LintTesting.lint("- 😀 x\n  ```\n  code\n  ```\n", only: "MD031")
        #expect(findings.map(\.line) == [2] && findings.map(\.column) == [3])
    }

    @Test func indentedCodeIsNotChecked() throws {
        #expect(try LintTesting.lint("# H\n    code\nText\n", only: "MD031").isEmpty)
    }
}
