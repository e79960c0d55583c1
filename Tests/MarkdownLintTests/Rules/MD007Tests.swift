@testable import MarkdownLint
import MarkdownSyntax
import Testing

struct MD007Tests {
    private func summary(_ markdown: String, _ options: String = "") throws -> [String] {
        try LintTesting.lint(markdown, only: "MD007", options: options).map {
            "\($0.line):\($0.column)-\($0.endColumn) \($0.detail ?? "") \($0.fix.map { "\($0.applicability)" } ?? "nofix")"
        }
    }

    @Test func nestedListsIndentByTwo() throws {
        #expect(try summary("* a\n  * b\n    * c\n").isEmpty)
        #expect(try summary("* a\n   * b\n") == ["2:1-6 Expected: 2; Actual: 3 safe"])
        #expect(try LintTesting.fix("* a\n   * b\n", only: "MD007") == "* a\n  * b\n")
    }

    @Test func topLevelListsStartAtColumnOne() throws {
        #expect(try summary(" * a\n * b\n") == [
            "1:1-4 Expected: 0; Actual: 1 safe",
            "2:1-4 Expected: 0; Actual: 1 safe",
        ])
        #expect(try LintTesting.fix(" * a\n * b\n", only: "MD007") == "* a\n* b\n")
    }

    @Test func mkDocsPagesNestByFour() throws {
        let linter = try LintTesting.linter(only: "MD007")
        func lint(_ markdown: String) -> [Int] {
            linter.lint(SourceFile(text: markdown), path: "page.md", options: .mkdocs).map(\.line)
        }
        #expect(lint("- a\n    - b\n").isEmpty)
        #expect(lint("- a\n  - b\n") == [2], "two spaces do not nest in Python-Markdown: a misplaced item of one list")
        #expect(lint("- a\n     - b\n") == [2])
        let configured = try LintTesting.linter(only: "MD007", options: #"{"indent": 2}"#)
        #expect(configured.lint(SourceFile(text: "- a\n    - b\n"), path: "page.md", options: .mkdocs).map(\.line) == [2])
    }

    @Test func indentOption() throws {
        #expect(try summary("- a\n    - b\n", #"{"indent": 4}"#).isEmpty)
        #expect(try summary("- a\n  - b\n", #"{"indent": 4}"#) == ["2:1-5 Expected: 4; Actual: 2 safe"])
        #expect(try LintTesting.fix("- a\n  - b\n", only: "MD007", options: #"{"indent": 4}"#) == "- a\n    - b\n")
    }

    @Test func startIndentedOptions() throws {
        #expect(try summary("  - a\n    - b\n", #"{"start_indented": true}"#).isEmpty)
        #expect(try summary("- a\n", #"{"start_indented": true}"#) == ["1:1-3 Expected: 2; Actual: 0 safe"])
        #expect(try summary(" - a\n   - b\n", #"{"start_indented": true, "start_indent": 1}"#).isEmpty)
        #expect(try summary("   - a\n", #"{"start_indented": true, "start_indent": 3, "indent": 4}"#).isEmpty)
        // start_indent is ignored unless start_indented is set.
        #expect(try summary("- a\n", #"{"start_indent": 3}"#).isEmpty)
    }

    @Test func listsUnderOrderedItemsAreSkipped() throws {
        #expect(try summary("1. a\n   - b\n      - c\n").isEmpty)
    }

    @Test func blockQuotesResetTheCount() throws {
        #expect(try summary("> * a\n>   * b\n").isEmpty)
        #expect(try summary("> * a\n>    * b\n") == ["2:1-8 Expected: 2; Actual: 3 safe"])
        #expect(try LintTesting.fix("> * a\n>    * b\n", only: "MD007") == "> * a\n>   * b\n")
        // A quote inside an ordered item: the bullet list in it is checked from level 0.
        #expect(try summary("1. > - a\n") .isEmpty)
        #expect(try summary("- > - a\n").isEmpty)
    }

    @Test func moveOutOfTheParentItemHasNoFix() throws {
        // Under "-   a" (text at column 4), two spaces would leave the item.
        #expect(try summary("-   a\n    - b\n") == ["2:1-7 Expected: 2; Actual: 4 nofix"])
    }

    @Test func deepMovesFixInSeveralPasses() throws {
        #expect(try LintTesting.fix("* a\n   * b\n      * c\n", only: "MD007") == "* a\n  * b\n    * c\n")
    }

    @Test func unsafeWhenContinuationLinesWouldMove() throws {
        // Indenting "- a" by two would leave "  more" (2 columns) outside its text.
        let markdown = "- a\n\n  more\n"
        let findings = try LintTesting.lint(markdown, only: "MD007", options: #"{"start_indented": true}"#)
        #expect(findings.map(\.line) == [1])
        #expect(findings.first?.fix?.applicability == .unsafe)
        // Moving left keeps "   more" inside the item: safe.
        #expect(try summary("* a\n * b\n\n   more\n") == ["2:1-4 Expected: 0; Actual: 1 safe"])
    }

    @Test func crlfEmojiAndCode() throws {
        #expect(try LintTesting.fix("* a\r\n   * b\r\n", only: "MD007") == "* a\r\n  * b\r\n")
        #expect(try summary("* 😀\n   * b\n") == ["2:1-6 Expected: 2; Actual: 3 safe"])
        #expect(try summary("```\n* a\n   * b\n```\n").isEmpty)
    }

    @Test func itemsOfAListMoveTogether() throws {
        // Moving "- a" alone would put "- b" inside it; the list moves as one safe fix.
        let findings = try LintTesting.lint("  - a\n  - b\n", only: "MD007")
        #expect(findings.count == 2)
        #expect(findings[0].fix == findings[1].fix)
        #expect(findings[0].fix?.applicability == .safe)
    }

    @Test func longListsCarryTheSharedFixOnce() throws {
        // Past 64 moves, only the first finding carries the list's fix (it moves them all).
        let markdown = String(repeating: " - item\n", count: 100)
        let findings = try LintTesting.lint(markdown, only: "MD007")
        #expect(findings.count == 100)
        #expect(findings.filter { $0.fix != nil }.count == 1)
        #expect(findings.first?.fix?.edits.count == 100)
        #expect(try LintTesting.fix(markdown, only: "MD007", unsafe: false) == String(repeating: "- item\n", count: 100))
    }
}
