@testable import MarkdownLint
import MarkdownSyntax
import Testing

struct MD029Tests {
    private func summary(_ markdown: String, _ options: String = "") throws -> [String] {
        try LintTesting.lint(markdown, only: "MD029", options: options).map {
            "\($0.line):\($0.column)-\($0.endColumn) \($0.detail ?? "") \($0.fix.map { "\($0.applicability)" } ?? "nofix")"
        }
    }

    private func fix(_ markdown: String, _ options: String = "", unsafe: Bool = true) throws -> String {
        try LintTesting.fix(markdown, only: "MD029", options: options, unsafe: unsafe)
    }

    @Test func oneOrOrderedDecidesFromTheFirstTwoItems() throws {
        #expect(try summary("1. a\n1. b\n1. c\n").isEmpty)
        #expect(try summary("1. a\n2. b\n3. c\n").isEmpty)
        #expect(try summary("0. a\n1. b\n2. c\n").isEmpty)
        #expect(try summary("1. a\n1. b\n3. c\n") == ["3:1-4 Expected: 1; Actual: 3; Style: 1/1/1 safe"])
        #expect(try summary("1. a\n3. b\n") == ["2:1-4 Expected: 2; Actual: 3; Style: 1/2/3 safe"])
        // 0 then 0: counting up from 0.
        #expect(try summary("0. a\n0. b\n") == ["2:1-4 Expected: 1; Actual: 0; Style: 1/2/3 safe"])
    }

    @Test func listsMustStartAtZeroOrOne() throws {
        #expect(try summary("3. a\n") == ["1:1-4 Expected: 1; Actual: 3; Style: 1/1/1 nofix"])
        #expect(try summary("2. a\n3. b\n") == [
            "1:1-4 Expected: 1; Actual: 2; Style: 1/2/3 nofix",
            "2:1-4 Expected: 2; Actual: 3; Style: 1/2/3 nofix",
        ])
    }

    @Test func explicitStyles() throws {
        #expect(try summary("1. a\n2. b\n", #"{"style": "one"}"#) == ["2:1-4 Expected: 1; Actual: 2; Style: 1/1/1 safe"])
        #expect(try summary("1. a\n1. b\n", #"{"style": "ordered"}"#) == ["2:1-4 Expected: 2; Actual: 1; Style: 1/2/3 safe"])
        #expect(try summary("0. a\n0. b\n", #"{"style": "zero"}"#).isEmpty)
        #expect(try summary("1. a\n", #"{"style": "zero"}"#) == ["1:1-4 Expected: 0; Actual: 1; Style: 0/0/0 nofix"])
        #expect(try summary("0. a\n", #"{"style": "ordered"}"#) == ["1:1-4 Expected: 1; Actual: 0; Style: 1/2/3 nofix"])
        #expect(try fix("0. a\n5. b\n0. c\n", #"{"style": "zero"}"#) == "0. a\n0. b\n0. c\n")
    }

    @Test func zeroPaddedNumbersCountByValue() throws {
        #expect(try summary("08. a\n09. b\n10. c\n").count == 3)  // must start at 1
        #expect(try summary("01. a\n02. b\n03. c\n").isEmpty)
        #expect(try fix("01. a\n02. b\n05. c\n") == "01. a\n02. b\n03. c\n")
    }

    @Test func delimiterAndPaddingAreKept() throws {
        #expect(try fix("1) a\n1) b\n5) c\n") == "1) a\n1) b\n1) c\n")
        #expect(try fix("001. a\n002. b\n7. c\n") == "001. a\n002. b\n003. c\n")
    }

    @Test func widerMarkersReindentContinuationLines() throws {
        let items = (1...9).map { "\($0). item" }.joined(separator: "\n")
        let markdown = items + "\n1. ten\n   more text\n\n   - nested\n\n       code\n"
        let fixed = items + "\n10. ten\n    more text\n\n    - nested\n\n        code\n"
        #expect(try fix(markdown, unsafe: false) == fixed)
    }

    @Test func narrowerMarkersReindentContinuationLines() throws {
        let markdown = "1. a\n22. b\n    more\n\n    para\n"
        #expect(try summary(markdown) == ["2:1-5 Expected: 2; Actual: 22; Style: 1/2/3 safe"])
        #expect(try fix(markdown, unsafe: false) == "1. a\n2. b\n   more\n\n   para\n")
    }

    @Test func lazyLinesAreLeftAlone() throws {
        let items = (1...9).map { "\($0). item" }.joined(separator: "\n")
        #expect(try fix(items + "\n1. ten\nlazy\n", unsafe: false) == items + "\n10. ten\nlazy\n")
    }

    @Test func widthChangeThatMovesAFollowingLineIsUnsafe() throws {
        // "22." -> "2.": the item's text moves to column 3, and "   after" would join it.
        let markdown = "1. a\n22. b\n\n   after\n"
        #expect(try summary(markdown) == ["2:1-5 Expected: 2; Actual: 22; Style: 1/2/3 unsafe"])
        #expect(try fix(markdown, unsafe: false) == markdown)
    }

    @Test func blankLinesWithSpacesInsideCodeMakeReindentingUnsafe() throws {
        // The blank line's spaces are part of the indented code; they would not move.
        let items = (1...9).map { "\($0). item" }.joined(separator: "\n")
        let findings = try LintTesting.lint(items + "\n1. ten\n\n       code\n         \n       more\n", only: "MD029")
        #expect(findings.map(\.line) == [10])
        #expect(findings.first?.fix?.applicability == .unsafe)
    }

    @Test func tabsMakeReindentingUnsafe() throws {
        let items = (1...9).map { "\($0). item" }.joined(separator: "\n")
        let findings = try LintTesting.lint(items + "\n1. ten\n\t more\n", only: "MD029")
        #expect(findings.map(\.line) == [10])
        #expect(findings.first?.fix?.applicability == .unsafe)
    }

    @Test func nestedAndSeparatedListsAreRenumberedOnTheirOwn() throws {
        let markdown = "1. a\n   1. x\n   5. y\n3. b\n\n```\ncode\n```\n\n1. c\n4. d\n"
        #expect(try summary(markdown).map { $0.prefix(4) } == ["3:4-", "4:1-", "11:1"])
        #expect(try fix(markdown) == "1. a\n   1. x\n   2. y\n2. b\n\n```\ncode\n```\n\n1. c\n2. d\n")
    }

    @Test func adjacentListsWithOtherDelimitersStaySeparate() throws {
        #expect(try fix("1. a\n2. b\n1) c\n3) d\n") == "1. a\n2. b\n1) c\n2) d\n")
    }

    @Test func blockQuotesFootnotesAndTasks() throws {
        #expect(try fix("> 1. a\n> 3. b\n") == "> 1. a\n> 2. b\n")
        let items = (1...9).map { "> \($0). item" }.joined(separator: "\n")
        #expect(try fix(items + "\n> 1. ten\n>    more\n", unsafe: false) == items + "\n> 10. ten\n>     more\n")
        #expect(try fix("[^1]: Note\n\n    1. a\n    3. b\n\n[^1]\n") == "[^1]: Note\n\n    1. a\n    2. b\n\n[^1]\n")
        #expect(try fix("1. [ ] a\n3. [x] b\n") == "1. [ ] a\n2. [x] b\n")
    }

    @Test func crlfAndColumns() throws {
        #expect(try fix("1. a\r\n3. b\r\n") == "1. a\r\n2. b\r\n")
        #expect(try summary("- 😀 1. a\n  3. b\n").isEmpty)  // "3." is not a list item here (paragraph text)
        #expect(try summary("- 😀\n  1. a\n  3. b\n") == ["3:3-6 Expected: 2; Actual: 3; Style: 1/2/3 safe"])
    }

    @Test func renumberingEditsOnlyTheMarkersThatChange() throws {
        let markdown = "1. a\n1. b\n1. c\n   more\n"
        let findings = try LintTesting.lint(markdown, only: "MD029", options: #"{"style": "ordered"}"#)
        #expect(findings.map(\.line) == [2, 3])
        #expect(findings.allSatisfy { $0.fix?.applicability == .safe })
        #expect(findings.last?.fix?.edits == [TextEdit(range: 10..<12, replacement: "3.")])
        #expect(try summary(markdown, #"{"style": "one"}"#).isEmpty)
    }
}
