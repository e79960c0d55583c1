@testable import MarkdownLint
import Testing

struct MD019Tests {
    @Test func reportsExtraBlanksAfterTheHashes() throws {
        let findings = try LintTesting.lint("#  Heading 1\n\n##\t\tHeading 2\n\n### Fine\n", only: "MD019")
        #expect(findings.map(\.line) == [1, 3])
        #expect(findings.map(\.column) == [3, 4])
        #expect(findings.map(\.endColumn) == [4, 5])
        #expect(findings.first?.context == "#  Heading 1")
    }

    @Test func fixDeletesOnlyTheExtraBlanks() throws {
        #expect(try LintTesting.fix("#   Heading  \r\n", only: "MD019", unsafe: false) == "# Heading  \r\n")
        #expect(try LintTesting.fix("> ##    Quoted\n- #  Item\n", only: "MD019") == "> ## Quoted\n- # Item\n")
    }

    @Test func closedHeadingsBelongToMD021() throws {
        #expect(try LintTesting.lint("#  Heading  #\n", only: "MD019").isEmpty)
    }

    @Test func emptyHeadingWithTrailingBlanks() throws {
        let findings = try LintTesting.lint("#   \n", only: "MD019")
        #expect(findings.map(\.column) == [3])
        #expect(findings.first?.endColumn == 5)
    }

    @Test func codeBlocksAreIgnoredAndColumnsCountUTF16() throws {
        #expect(try LintTesting.lint("```\n#  Not a heading\n```\n", only: "MD019").isEmpty)
        let findings = try LintTesting.lint("- 😀\n\n  ##  Item\n", only: "MD019")
        #expect(findings.map(\.line) == [3] && findings.first?.column == 6)
    }
}
