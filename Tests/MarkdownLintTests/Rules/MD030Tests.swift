@testable import MarkdownLint
import MarkdownSyntax
import Testing

struct MD030Tests {
    private func summary(_ markdown: String, _ options: String = "") throws -> [String] {
        try LintTesting.lint(markdown, only: "MD030", options: options).map {
            "\($0.line):\($0.column)-\($0.endColumn) \($0.detail ?? "") \($0.fix.map { "\($0.applicability)" } ?? "nofix")"
        }
    }

    private let multi = #"{"ul_single": 1, "ol_single": 1, "ul_multi": 3, "ol_multi": 2}"#

    @Test func mkDocsPagesMayPutContentFourColumnsIn() throws {
        let linter = try LintTesting.linter(only: "MD030")
        func lint(_ markdown: String) -> [Int] {
            linter.lint(SourceFile(text: markdown), path: "page.md", options: .mkdocs).map(\.line)
        }
        #expect(lint("-   a\n-   b\n\n1.  one\n2.  two\n").isEmpty)
        #expect(lint("- a\n- b\n").isEmpty)
        #expect(lint("-  a\n") == [1])
        #expect(try LintTesting.lint("-   a\n", only: "MD030").count == 1, "elsewhere one space")
    }

    @Test func defaultsToOneSpace() throws {
        #expect(try summary("- a\n* b\n\n1. c\n1) d\n").isEmpty)
        // The range covers the marker and the spaces after it.
        #expect(try summary("-  a\n") == ["1:1-4 Expected: 1; Actual: 2 safe"])
        #expect(try summary("10.   a\n") == ["1:1-7 Expected: 1; Actual: 3 safe"])
        #expect(try LintTesting.fix("-  a\n1.    b\n", only: "MD030") == "- a\n1. b\n")
    }

    @Test func singleLineListsUseTheSingleOptions() throws {
        #expect(try summary("- a\n- b\n\n1. c\n2. d\n", multi).isEmpty)
        #expect(try summary("-  a\n", #"{"ul_single": 2}"#).isEmpty)
        #expect(try summary("1.  a\n", #"{"ol_single": 2}"#).isEmpty)
    }

    @Test func listsWithMoreLinesThanItemsUseTheMultiOptions() throws {
        // A blank line between items, a wrapped item, a sublist: multi.
        #expect(try summary("- a\n\n- b\n", multi) == [
            "1:1-3 Expected: 3; Actual: 1 safe", "3:1-3 Expected: 3; Actual: 1 safe",
        ])
        #expect(try summary("1. a\n   wrapped\n", multi) == ["1:1-4 Expected: 2; Actual: 1 safe"])
        // The outer list spans two lines for one item (multi); the sublist is single-line.
        #expect(try summary("*   a\n    * b\n", multi).isEmpty)
        #expect(try summary("* a\n  *   b\n", multi) == ["1:1-3 Expected: 3; Actual: 1 unsafe", "2:3-7 Expected: 1; Actual: 3 safe"])
        #expect(try summary("*   a\n\n    more\n", multi).isEmpty)
        #expect(try summary("1.  a\n\n    more\n", multi).isEmpty)
    }

    @Test func trailingBlankLinesWithSpacesOrQuoteMarkersCount() throws {
        // As in markdownlint, a blank line holding spaces right after the list is part of it.
        #expect(try summary("- a\n- b\n  \ntext\n", multi).count == 2)
        #expect(try summary("- a\n- b\n\ntext\n", multi).isEmpty)
        #expect(try summary("> - a\n> - b\n>\n> text\n", multi).count == 2)
        #expect(try summary("> - a\n> - b\n\ntext\n", multi).isEmpty)
    }

    @Test func emptyItemsAndIndentedCode() throws {
        #expect(try summary("-\n-\n").isEmpty)
        #expect(try summary("1.\n   text\n").isEmpty)
        // Five or more spaces: indented code; the one separating space is what counts.
        #expect(try summary("-      code\n").isEmpty)
        let findings = try LintTesting.lint("-      code\n", only: "MD030", options: #"{"ul_single": 2}"#)
        #expect(findings.map(\.detail) == ["Expected: 2; Actual: 1"])
        #expect(findings.first?.fix?.applicability == .unsafe)
    }

    @Test func fixIsUnsafeWhenLinesWouldMove() throws {
        // Widening "* a" would leave "  more" (column 2) outside the item.
        let markdown = "* a\n\n  more\n"
        let findings = try LintTesting.lint(markdown, only: "MD030", options: multi)
        #expect(findings.map(\.line) == [1])
        #expect(findings.first?.fix?.applicability == .unsafe)
        #expect(try LintTesting.fix(markdown, only: "MD030", options: multi, unsafe: false) == markdown)
        // Narrowing "-   a" keeps "    b" inside it.
        #expect(try LintTesting.fix("-   a\n\n    b\n", only: "MD030", unsafe: false) == "- a\n\n    b\n")
        // Narrowing would pull "  after" into the item.
        let pulled = "-   a\n\n  after\n"
        #expect(try summary(pulled) == ["1:1-5 Expected: 1; Actual: 3 unsafe"])
    }

    @Test func tabsAreUnsafe() throws {
        // Two tabs reach past four columns: the content is code and one tab separates it.
        #expect(try summary("-\t\ta\n").isEmpty)
        let tab = try LintTesting.lint("- \ta\n", only: "MD030")
        #expect(tab.map(\.detail) == ["Expected: 1; Actual: 2"])
        #expect(tab.first?.fix?.applicability == .unsafe)
    }

    @Test func blockQuotesCRLFAndColumns() throws {
        #expect(try summary("> -  a\n") == ["1:3-6 Expected: 1; Actual: 2 safe"])
        #expect(try LintTesting.fix("> -  a\r\n> -  b\r\n", only: "MD030") == "> - a\r\n> - b\r\n")
        #expect(try summary("- 😀\n  -  b\n") == ["2:3-6 Expected: 1; Actual: 2 safe"])
        #expect(try summary("```\n-  a\n```\n").isEmpty)
    }

    @Test func taskItems() throws {
        #expect(try LintTesting.fix("-  [ ] a\n-  [x] b\n", only: "MD030") == "- [ ] a\n- [x] b\n")
    }
}
