@testable import MarkdownLint
import MarkdownSyntax
import Testing

struct MD055Tests {
    private func html(_ text: String) -> String { HTMLRenderer().render(Document(parsing: text)) }

    private func summary(_ markdown: String, options: String = "") throws -> [String] {
        try LintTesting.lint(markdown, only: "MD055", options: options)
            .map { "\($0.line):\($0.column)-\($0.endColumn) \($0.detail ?? "")" }
    }

    private func fix(_ markdown: String, options: String = "") throws -> String {
        try LintTesting.fix(markdown, only: "MD055", options: options, unsafe: false)
    }

    @Test func consistentFollowsTheFirstRow() throws {
        let source = "| a | b |\n| - | - |\n| 1 | 2\n3 | 4 |\n5 | 6\n"
        #expect(try summary(source) == [
            "3:7-8 Expected: leading_and_trailing; Actual: leading_only; Missing trailing pipe",
            "4:1-2 Expected: leading_and_trailing; Actual: trailing_only; Missing leading pipe",
            "5:1-2 Expected: leading_and_trailing; Actual: no_leading_or_trailing; Missing leading pipe",
            "5:5-6 Expected: leading_and_trailing; Actual: no_leading_or_trailing; Missing trailing pipe",
        ])
        let fixed = try fix(source)
        #expect(fixed == "| a | b |\n| - | - |\n| 1 | 2 |\n| 3 | 4 |\n| 5 | 6 |\n")
        #expect(html(fixed) == html(source))
        #expect(try summary(fixed).isEmpty)
    }

    @Test func theFirstTableSetsTheStyleForLaterTables() throws {
        let source = "a | b\n--- | ---\n\n| c | d |\n| --- | --- |\n"
        #expect(try summary(source) == [
            "4:1-2 Expected: no_leading_or_trailing; Actual: leading_and_trailing; Unexpected leading pipe",
            "4:9-10 Expected: no_leading_or_trailing; Actual: leading_and_trailing; Unexpected trailing pipe",
            "5:1-2 Expected: no_leading_or_trailing; Actual: leading_and_trailing; Unexpected leading pipe",
            "5:13-14 Expected: no_leading_or_trailing; Actual: leading_and_trailing; Unexpected trailing pipe",
        ])
        #expect(try fix(source) == "a | b\n--- | ---\n\nc | d\n--- | ---\n")
    }

    @Test func eachStyle() throws {
        let both = "| a | b |\n| --- | --- |\n"
        let leading = "| a | b\n| --- | ---\n"
        let trailing = "a | b |\n--- | --- |\n"
        let neither = "a | b\n--- | ---\n"
        let cases: [(String, String)] = [
            ("leading_and_trailing", both), ("leading_only", leading), ("trailing_only", trailing),
            ("no_leading_or_trailing", neither),
        ]
        for (style, good) in cases {
            let options = "{\"style\": \"\(style)\"}"
            for source in [both, leading, trailing, neither] {
                let findings = try summary(source, options: options)
                #expect(findings.isEmpty == (source == good), "\(style): \(source)")
                #expect(try fix(source, options: options) == good, "\(style): \(source)")
            }
        }
    }

    @Test func detailsForFixedStyles() throws {
        #expect(try summary("a | b\n--- | ---\n", options: #"{"style": "leading_only"}"#) == [
            "1:1-2 Expected: leading_only; Actual: no_leading_or_trailing; Missing leading pipe",
            "2:1-2 Expected: leading_only; Actual: no_leading_or_trailing; Missing leading pipe",
        ])
        #expect(try summary("| a | b |\n|---|---|\n", options: #"{"style": "trailing_only"}"#) == [
            "1:1-2 Expected: trailing_only; Actual: leading_and_trailing; Unexpected leading pipe",
            "2:1-2 Expected: trailing_only; Actual: leading_and_trailing; Unexpected leading pipe",
        ])
    }

    @Test func aParagraphRightUnderATableIsARow() throws {
        let source = "| a | b |\n| - | - |\nMore text.\n"
        #expect(try summary(source) == [
            "3:1-2 Expected: leading_and_trailing; Actual: no_leading_or_trailing; Missing leading pipe",
            "3:10-11 Expected: leading_and_trailing; Actual: no_leading_or_trailing; Missing trailing pipe",
        ])
        #expect(try fix(source) == "| a | b |\n| - | - |\n| More text. |\n")
    }

    @Test func addedPipesFollowTheRowsSpacing() throws {
        #expect(try fix("|a|b|\n|-|-|\nc|d\n") == "|a|b|\n|-|-|\n|c|d|\n")
        #expect(try fix("| a | b |\n|-|-|\nc | d\n") == "| a | b |\n|-|-|\n| c | d |\n")
        // A single cell gets spaces.
        #expect(try fix("| a |\n|---|\nc\n") == "| a |\n|---|\n| c |\n")
        // A pipe right after a backslash would be escaped: a space goes between them.
        #expect(try fix("|a|b|\n|-|-|\n|c|d\\\n") == "|a|b|\n|-|-|\n|c|d\\ |\n")
    }

    @Test func removingPipesTakesTheSpaceAlong() throws {
        let options = #"{"style": "no_leading_or_trailing"}"#
        #expect(try fix("|  a  |  b  |\n| --- | --- |\n", options: options) == "a  |  b\n--- | ---\n")
        // Without its pipes, "- | -" would be a list item, not a delimiter row: no fix.
        let dashes = "| a | b |\n| - | - |\n"
        #expect(try LintTesting.lint(dashes, only: "MD055", options: options).count == 4)
        #expect(try fix(dashes, options: options) == dashes)
    }

    @Test func emptyEndCellsKeepTheirPipes() throws {
        let options = #"{"style": "no_leading_or_trailing"}"#
        let source = "a | b\n--- | ---\n| | x |\n| y | |\n"
        let findings = try LintTesting.lint(source, only: "MD055", options: options)
        #expect(findings.map(\.line) == [3, 3, 4, 4])
        #expect(findings.map { $0.fix != nil } == [false, true, true, false])
        let fixed = try fix(source, options: options)
        #expect(fixed == "a | b\n--- | ---\n| | x\ny | |\n")
        #expect(html(fixed) == html(source))
    }

    @Test func noFixWhenTheRowWouldParseDifferently() throws {
        let options = #"{"style": "no_leading_or_trailing"}"#
        // Without its pipe, "- x" would start a list and end the table.
        let list = "a | b\n--- | ---\n| - x | y |\n"
        #expect(try LintTesting.lint(list, only: "MD055", options: options).count == 2)
        #expect(try LintTesting.lint(list, only: "MD055", options: options).allSatisfy { $0.fix == nil })
        #expect(try fix(list, options: options) == list)
        // A one-column header without pipes would not start a table.
        let single = "| a |\n| - |\n"
        #expect(try LintTesting.lint(single, only: "MD055", options: options).allSatisfy { $0.fix == nil })
        // "# x" would become a heading.
        let heading = "| # x | y |\n| - | - |\n"
        #expect(try fix(heading, options: options) == heading)
        // The same among rows that need no edit (the check compares only edited rows with
        // the header and delimiter row).
        let among = "a | b\n--- | ---\nc | d\ne | f\n| - x | y |\ng | h\n"
        let findings = try LintTesting.lint(among, only: "MD055", options: options)
        #expect(findings.map(\.line) == [5, 5])
        #expect(findings.allSatisfy { $0.fix == nil })
        #expect(try fix(among, options: options) == among)
    }

    @Test func escapedPipesAreNotTheRowsPipes() throws {
        // The last cell ends in an escaped pipe: the row has no trailing pipe.
        let source = "| a | b |\n| - | - |\n| `x\\|` | y \\|\n"
        #expect(try summary(source) == [
            "3:14-15 Expected: leading_and_trailing; Actual: leading_only; Missing trailing pipe",
        ])
        let fixed = try fix(source)
        #expect(fixed == "| a | b |\n| - | - |\n| `x\\|` | y \\| |\n")
        #expect(html(fixed) == html(source))
    }

    @Test func insideBlockQuotesAndLists() throws {
        let quoted = "> | a | b |\n> | - | - |\n> c | d\n"
        #expect(try summary(quoted) == [
            "3:3-4 Expected: leading_and_trailing; Actual: no_leading_or_trailing; Missing leading pipe",
            "3:7-8 Expected: leading_and_trailing; Actual: no_leading_or_trailing; Missing trailing pipe",
        ])
        #expect(try fix(quoted) == "> | a | b |\n> | - | - |\n> | c | d |\n")
        let listed = "- item\n\n  a | b |\n  --- | --- |\n  | c | d |\n"
        let fixed = try fix(listed)
        #expect(fixed == "- item\n\n  a | b |\n  --- | --- |\n  c | d |\n")
        #expect(html(fixed) == html(listed))
    }

    @Test func wideCharactersAndCRLF() throws {
        let source = "| 中文 | 😀 |\r\n| - | - |\r\n| é | x\r\n"
        #expect(try summary(source) == [
            "3:7-8 Expected: leading_and_trailing; Actual: leading_only; Missing trailing pipe",
        ])
        #expect(try fix(source) == "| 中文 | 😀 |\r\n| - | - |\r\n| é | x |\r\n")
    }

    @Test func codeBlocksAreNotTables() throws {
        #expect(try summary("```\n| a | b\n| - | -\nc | d\n```\n").isEmpty)
        #expect(try summary("    a | b\n    - | -\n").isEmpty)
    }
}
