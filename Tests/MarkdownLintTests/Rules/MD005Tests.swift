@testable import MarkdownLint
import Testing

struct MD005Tests {
    private func summary(_ markdown: String) throws -> [String] {
        try LintTesting.lint(markdown, only: "MD005").map {
            "\($0.line):\($0.column)-\($0.endColumn) \($0.detail ?? "") \($0.fix.map { "\($0.applicability)" } ?? "nofix")"
        }
    }

    @Test func bulletItemsOutOfLineAreReportedWithoutFix() throws {
        // The range covers the line from its start to the end of the marker's spaces.
        #expect(try summary("* a\n* b\n * c\n") == ["3:1-4 Expected: 0; Actual: 1 nofix"])
        #expect(try summary("* a\n  * b\n   * c\n") == ["3:1-6 Expected: 2; Actual: 3 nofix"])
    }

    @Test func orderedItemsLeftAligned() throws {
        #expect(try summary("1. a\n 2. b\n3. c\n") == ["2:1-5 Expected: 0; Actual: 1 safe"])
        #expect(try LintTesting.fix("1. a\n 2. b\n3. c\n", only: "MD005") == "1. a\n2. b\n3. c\n")
    }

    @Test func orderedItemsRightAligned() throws {
        #expect(try summary(" 8. a\n 9. b\n10. c\n11. d\n").isEmpty)
        #expect(try summary("8. a\n9. b\n10. c\n").isEmpty)
        // Once right-aligned, later items must stay right-aligned.
        #expect(try summary(" 9. a\n10. b\n 11. c\n") == ["3:1-6 Expected: (3); Actual: (4) safe"])
        #expect(try LintTesting.fix(" 9. a\n10. b\n 11. c\n", only: "MD005") == " 9. a\n10. b\n11. c\n")
    }

    @Test func orderedFixAddsSpaces() throws {
        #expect(try summary("  1. a\n 2. b\n") == ["2:1-5 Expected: 2; Actual: 1 safe"])
        #expect(try LintTesting.fix("  1. a\n 2. b\n", only: "MD005") == "  1. a\n  2. b\n")
    }

    @Test func insideBlockQuotesColumnsAreAbsolute() throws {
        #expect(try summary("> 1. a\n>  2. b\n") == ["2:1-7 Expected: 2; Actual: 3 safe"])
        #expect(try LintTesting.fix("> 1. a\n>  2. b\n", only: "MD005") == "> 1. a\n> 2. b\n")
    }

    @Test func columnsCountUTF16() throws {
        // The nested list starts after an emoji on its parent's line.
        let findings = try LintTesting.lint("- 😀 - a\n", only: "MD005")
        #expect(findings.isEmpty)
        let nested = try summary("1. 😀\n   1. a\n    2. b\n")
        #expect(nested == ["3:1-8 Expected: 3; Actual: 4 safe"])
    }

    @Test func fixMovingContentLinesIsUnsafe() throws {
        // Moving the marker of "2." left would pull "   more" (3 columns) into it: unsafe.
        let markdown = "1. a\n 2. b\n\n   more\n"
        #expect(try summary(markdown) == ["2:1-5 Expected: 0; Actual: 1 unsafe"])
        #expect(try LintTesting.fix(markdown, only: "MD005", unsafe: false) == markdown)
    }

    @Test func crlfAndCodeBlocks() throws {
        #expect(try summary("1. a\r\n 2. b\r\n") == ["2:1-5 Expected: 0; Actual: 1 safe"])
        #expect(try LintTesting.fix("1. a\r\n 2. b\r\n", only: "MD005") == "1. a\r\n2. b\r\n")
        #expect(try summary("```\n1. a\n 2. b\n```\n").isEmpty)
    }
}
