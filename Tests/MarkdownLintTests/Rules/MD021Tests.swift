@testable import MarkdownLint
import Testing

struct MD021Tests {
    @Test func reportsExtraBlanksOnEachSide() throws {
        let findings = try LintTesting.lint("#  Heading 1  #\n\n## Heading 2\t\t##\n\n# Fine #\n", only: "MD021")
        #expect(findings.map(\.line) == [1, 1, 3])
        #expect(findings.map(\.column) == [3, 14, 14])
        #expect(findings.map(\.endColumn) == [4, 15, 15])
        #expect(findings.allSatisfy { $0.fix?.applicability == .safe })
    }

    @Test func fixDeletesTheExtraBlanks() throws {
        #expect(try LintTesting.fix("#   Heading   #  \n> ##  Quoted  ##\n", only: "MD021", unsafe: false)
            == "# Heading #  \n> ## Quoted ##\n")
    }

    @Test func emptyClosedHeadingIsReportedOnce() throws {
        let findings = try LintTesting.lint("#   #\n", only: "MD021")
        #expect(findings.count == 1)
        #expect(try LintTesting.fix("#   #\n", only: "MD021") == "# #\n")
    }

    @Test func openHeadingsBelongToMD019() throws {
        #expect(try LintTesting.lint("#  Heading\n\n# Heading  \\#\n", only: "MD021").isEmpty)
    }

    @Test func crlfAndWideText() throws {
        let findings = try LintTesting.lint("# 😀  #\r\n", only: "MD021")
        #expect(findings.map(\.column) == [6])
        #expect(try LintTesting.fix("# 😀  #\r\n", only: "MD021") == "# 😀 #\r\n")
    }
}
