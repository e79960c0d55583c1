@testable import MarkdownLint
import Testing

struct MD056Tests {
    private func summary(_ markdown: String) throws -> [String] {
        try LintTesting.lint(markdown, only: "MD056")
            .map { "\($0.line):\($0.column)-\($0.endColumn) \($0.detail ?? "")" }
    }

    @Test func tooFewAndTooManyCells() throws {
        let source = "| a | b |\n| - | - |\n| 1 |\n| 1 | 2 | 3 |\n| 1 | 2 |\n"
        #expect(try summary(source) == [
            "3:5-6 Expected: 2; Actual: 1; Too few cells, row will be missing data",
            "4:9-14 Expected: 2; Actual: 3; Too many cells, extra data will be missing",
        ])
        #expect(try LintTesting.lint(source, only: "MD056").allSatisfy { $0.fix == nil })
    }

    @Test func rowsWithoutOuterPipes() throws {
        let source = "a | b | c\n--|--|--\nx\nx | y | z | w\nx | y | z |\n"
        #expect(try summary(source) == [
            "3:1-2 Expected: 3; Actual: 1; Too few cells, row will be missing data",
            "4:11-14 Expected: 3; Actual: 4; Too many cells, extra data will be missing",
        ])
    }

    @Test func emptyCellsCount() throws {
        #expect(try summary("| a | b |\n|---|---|\n| | |\n|  |\n").map { String($0.prefix(3)) } == ["4:4"])
        // "||" is one empty cell between two pipes.
        #expect(try summary("| a | b |\n|---|---|\n||\n") == [
            "3:2-3 Expected: 2; Actual: 1; Too few cells, row will be missing data",
        ])
        #expect(try summary("| a | b |\n|---|---|\n|||\n").isEmpty)
    }

    @Test func escapedPipesDoNotSplitCells() throws {
        #expect(try summary("| a | b |\n|---|---|\n| `x \\| y` | z |\n| p \\| q |\n") == [
            "4:10-11 Expected: 2; Actual: 1; Too few cells, row will be missing data",
        ])
        // An unescaped pipe splits a cell even inside a code span.
        #expect(try summary("| a | b |\n|---|---|\n| `x | y` | z |\n") == [
            "3:11-16 Expected: 2; Actual: 3; Too many cells, extra data will be missing",
        ])
    }

    @Test func trailingWhitespaceIsNotPartOfTheRow() throws {
        #expect(try summary("| a | b |\n|---|---|\n| 1 |   \n") == [
            "3:5-6 Expected: 2; Actual: 1; Too few cells, row will be missing data",
        ])
    }

    @Test func insideBlockQuotesAndListsWithWideCharacters() throws {
        #expect(try summary("> | a | b |\n> |---|---|\n> | 中文 |\n") == [
            "3:8-9 Expected: 2; Actual: 1; Too few cells, row will be missing data",
        ])
        #expect(try summary("- | a |\n  |---|\n  | 😀 | b |\n") == [
            "3:8-13 Expected: 1; Actual: 2; Too many cells, extra data will be missing",
        ])
        // CRLF line endings give the same positions.
        #expect(try summary("| a | b |\r\n|---|---|\r\n| 1 |\r\n") == [
            "3:5-6 Expected: 2; Actual: 1; Too few cells, row will be missing data",
        ])
    }

    @Test func onlyTablesAreChecked() throws {
        #expect(try summary("```\n| a | b |\n|---|---|\n| 1 |\n```\n").isEmpty)
        #expect(try summary("| a | b |\n| 1 |\n").isEmpty)
        #expect(try summary("<!-- markdownlint-disable MD056 -->\n| a | b |\n|---|---|\n| 1 |\n").isEmpty)
    }
}
