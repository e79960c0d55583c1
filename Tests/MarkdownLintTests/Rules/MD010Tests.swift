@testable import MarkdownLint
import Testing

struct MD010Tests {
    @Test func reportsEachRunOfTabs() throws {
        let findings = try LintTesting.lint("a\tb\t\tc\n\n# Head\ting\n", only: "MD010")
        #expect(findings.map(\.line) == [1, 1, 3])
        #expect(findings.map(\.detail) == ["Column: 2", "Column: 4", "Column: 7"])
        #expect(findings.map(\.column) == [2, 4, 7])
        #expect(findings.map(\.endColumn) == [3, 6, 8])
    }

    @Test func fixReplacesEachTabBySpaces() throws {
        #expect(try LintTesting.fix("a\tb\t\tc\n", only: "MD010") == "a b  c\n")
        #expect(try LintTesting.fix("a\tb\t\tc\n", only: "MD010", options: #"{"spaces_per_tab": 4}"#)
            == "a    b        c\n")
        #expect(try LintTesting.fix("a\tb\n", only: "MD010", options: #"{"spaces_per_tab": 0}"#) == "ab\n")
    }

    @Test func tabsInTextAreUnsafeToReplace() throws {
        // A tab in text renders like a space, but the HTML would differ.
        #expect(try LintTesting.lint("a\tb\n", only: "MD010").first?.fix?.applicability == .unsafe)
        #expect(try LintTesting.fix("a\tb\n", only: "MD010", unsafe: false) == "a\tb\n")
        // A line of tabs stays blank.
        #expect(try LintTesting.fix("a\n\t\nb\n", only: "MD010", unsafe: false) == "a\n \nb\n")
    }

    @Test func indentationFixIsSafeOnlyWhenItKeepsTheColumns() throws {
        let source = "- item\n\n\tmore\n"
        // One space instead of a tab stop of four would leave the item.
        #expect(try LintTesting.lint(source, only: "MD010").first?.fix?.applicability == .unsafe)
        #expect(try LintTesting.fix(source, only: "MD010", unsafe: false) == source)
        let four = try LintTesting.lint(source, only: "MD010", options: #"{"spaces_per_tab": 4}"#)
        #expect(four.first?.fix?.applicability == .safe)
        #expect(try LintTesting.fix(source, only: "MD010", options: #"{"spaces_per_tab": 4}"#, unsafe: false)
            == "- item\n\n    more\n")
        // After two spaces a tab reaches column 4: two spaces keep it there.
        let two = try LintTesting.lint("- a\n\n  \tx\n", only: "MD010", options: #"{"spaces_per_tab": 2}"#)
        #expect(two.map(\.line) == [3])
        #expect(two.first?.fix?.applicability == .safe)
    }

    @Test func tabsAfterMarkersOrAtTheEndAreUnsafe() throws {
        let findings = try LintTesting.lint("-\titem\n\n>\tquote\n\ntext\t\n", only: "MD010")
        #expect(findings.map(\.line) == [1, 3, 5])
        #expect(findings.allSatisfy { $0.fix?.applicability == .unsafe })
    }

    @Test func codeIsCheckedByDefault() throws {
        let source = "```\n\tcode\n```\n\nSome `a\tb` span\n\n    indented\there\n"
        let findings = try LintTesting.lint(source, only: "MD010")
        #expect(findings.map(\.line) == [2, 5, 7])
        // Tabs in code are code: replacing them changes it.
        #expect(findings.allSatisfy { $0.fix?.applicability == .unsafe })
    }

    @Test func codeBlocksFalseSkipsCodeBlocksAndSpans() throws {
        let source = "```\n\tcode\n```\n\nSome `a\tb` span\n\n    indented\there\n\ntext\there\n"
        let findings = try LintTesting.lint(source, only: "MD010", options: #"{"code_blocks": false}"#)
        #expect(findings.map(\.line) == [9])
    }

    @Test func fenceLinesAreCheckedEvenWithoutCodeBlocks() throws {
        let findings = try LintTesting.lint("```\tjs\ncode\n```\n", only: "MD010", options: #"{"code_blocks": false}"#)
        #expect(findings.map(\.line) == [1])
    }

    @Test func ignoredLanguages() throws {
        let source = "```Go\n\tx\n```\n\n```js\n\ty\n```\n\n```\n\tz\n```\n\n    \tindented\n"
        let findings = try LintTesting.lint(source, only: "MD010", options: #"{"ignore_code_languages": ["go"]}"#)
        // As in markdownlint, a fence without a language is ignored too once any language is;
        // indented code is still checked.
        #expect(findings.map(\.line) == [6, 13])
    }

    @Test func columnsCountUTF16() throws {
        let findings = try LintTesting.lint("😀字\tx\n", only: "MD010")
        #expect(findings.first?.detail == "Column: 4")
        #expect(findings.first?.column == 4)
    }

    @Test func blockQuotesListsAndCRLF() throws {
        let findings = try LintTesting.lint("> a\tb\r\n\r\n- c\td\r\n", only: "MD010")
        #expect(findings.map(\.line) == [1, 3])
        #expect(findings.map(\.column) == [4, 4])
        #expect(try LintTesting.fix("> a\tb\r\n\r\n- c\td\r\n", only: "MD010") == "> a b\r\n\r\n- c d\r\n")
    }

    @Test func commentsAndFrontMatterAreNotLinted() throws {
        #expect(try LintTesting.lint("---\na:\tb\n---\n\n<!--\ttab\t-->\n\ntext <!--\t--> more\n", only: "MD010").isEmpty)
    }

    @Test func tabsInsideHTMLAreUnsafe() throws {
        let findings = try LintTesting.lint("<div>\n<p>a\tb</p>\n</div>\n\nText <span\tclass=\"x\">a</span>\n", only: "MD010")
        #expect(findings.map(\.line) == [2, 5])
        #expect(findings.allSatisfy { $0.fix?.applicability == .unsafe })
    }
}
