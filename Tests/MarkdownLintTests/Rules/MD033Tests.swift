@testable import MarkdownLint
import Testing

struct MD033Tests {
    private func summary(_ markdown: String, _ options: String = "") throws -> [String] {
        try LintTesting.lint(markdown, only: "MD033", options: options).map {
            "\($0.line):\($0.column)-\($0.endColumn) \($0.detail ?? "")"
        }
    }

    @Test func reportsStartTagsNotClosingTags() throws {
        #expect(try summary("Some <b>bold</b> and <br/> and <img src=\"x\" alt=\"y\">.\n") == [
            "1:6-9 Element: b",
            "1:22-27 Element: br",
            "1:32-53 Element: img",
        ])
    }

    @Test func htmlBlocksReportEveryStartTag() throws {
        let markdown = "<div class=\"note\">\n<p>Text <em>here</em></p>\n</div>\n"
        #expect(try summary(markdown) == ["1:1-19 Element: div", "2:1-4 Element: p", "2:9-13 Element: em"])
    }

    @Test func namesKeepTheirCaseAndAreAllowedWithoutIt() throws {
        #expect(try summary("A <DIV>b</DIV>\n") == ["1:3-8 Element: DIV"])
        #expect(try summary("A <DIV>b</DIV> <Span>c</Span>\n", #"{"allowed_elements": ["div", "SPAN"]}"#).isEmpty)
    }

    @Test func commentsDeclarationsAndCDATAAreNotElements() throws {
        let markdown = "<!DOCTYPE html>\n\nText <!-- <b>not</b> --> and <![CDATA[<i>]]>.\n\n<!--\n<b>\n\n<i>\n-->\n"
        #expect(try summary(markdown).isEmpty)
    }

    @Test func processingInstructionsAreReportedAsMarkdownlintDoes() throws {
        #expect(try summary("Text <?php echo 1; ?> here.\n") == ["1:6-22 Element: ?php"])
    }

    @Test func codeAndEscapesAndAutolinksAreNotHTML() throws {
        let markdown = "`<b>` and \\<b> and <https://example.com> and <me@example.com>\n\n```\n<div>\n```\n\n    <p>\n"
        #expect(try summary(markdown).isEmpty)
    }

    @Test func codeInsideHTMLBlocksIsNotHTML() throws {
        let markdown = "<details>\n\n```html\n<b>\n```\n\n</details>\n\n<div>\nsee `<span>` and <i>x</i>\n</div>\n"
        #expect(try summary(markdown) == ["1:1-10 Element: details", "9:1-6 Element: div", "10:18-21 Element: i"])
        let fenced = "<div>\n```\n<b>\n```\n</div>\n"
        #expect(try summary(fenced) == ["1:1-6 Element: div"])
    }

    @Test func multiLineTagsReportTheirFirstLine() throws {
        #expect(try summary("Text <a\nhref=\"x\">link</a>\n") == ["1:6-8 Element: a"])
    }

    @Test func tableElementsFollowTheirOwnList() throws {
        let markdown = "| a<br>b | <i>c</i> |\n|---|---|\n\nText<br>more\n"
        #expect(try summary(markdown) == ["1:4-8 Element: br", "1:12-15 Element: i", "4:5-9 Element: br"])
        // Without table_allowed_elements, allowed_elements applies in tables too.
        #expect(try summary(markdown, #"{"allowed_elements": ["br"]}"#) == ["1:12-15 Element: i"])
        // With it, only that list applies in tables.
        #expect(try summary(markdown, #"{"allowed_elements": ["br"], "table_allowed_elements": ["i"]}"#)
                == ["1:4-8 Element: br"])
        #expect(try summary(markdown, #"{"table_allowed_elements": ["br", "i"]}"#) == ["4:5-9 Element: br"])
    }

    @Test func blockQuotesListsCRLFAndWideCharacters() throws {
        #expect(try summary("> 日本 😀 <b>x</b>\r\n>\r\n> <div>\r\n> </div>\r\n") == [
            "1:9-12 Element: b",
            "3:3-8 Element: div",
        ])
        #expect(try summary("- item <kbd>K</kbd>\n") == ["1:8-13 Element: kbd"])
    }

    @Test func notFixable() throws {
        #expect(try LintTesting.lint("<b>x</b>\n", only: "MD033").allSatisfy { $0.fix == nil })
    }
}
