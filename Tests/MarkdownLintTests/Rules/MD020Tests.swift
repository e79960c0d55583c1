@testable import MarkdownLint
import Testing

struct MD020Tests {
    @Test func reportsMissingSpaceOnEitherSide() throws {
        let source = "#Heading 1#\n\n## Heading 2##\n\n###Heading 3 ###\n\n# Fine #\n"
        let findings = try LintTesting.lint(source, only: "MD020")
        #expect(findings.map(\.line) == [1, 3, 5])
        #expect(findings.map(\.column) == [1, 12, 1])
        #expect(findings.map(\.endColumn) == [3, 15, 5])
        #expect(findings.allSatisfy { $0.fix?.applicability == .unsafe })
    }

    @Test func fixRewritesTheLine() throws {
        let fixed = try LintTesting.fix("#Heading 1#\n## Heading 2##   \n###Heading  3   ###\r\n", only: "MD020")
        #expect(fixed == "# Heading 1 #\n## Heading 2 ##\n### Heading  3 ###\r\n")
        #expect(try LintTesting.fix("#Heading#\n", only: "MD020", unsafe: false) == "#Heading#\n")
    }

    @Test func escapedHashBeforeTheClosingSequence() throws {
        let findings = try LintTesting.lint("# Heading \\##\n", only: "MD020")
        #expect(findings.count == 1)
        #expect(try LintTesting.fix("# Heading \\##\n", only: "MD020") == "# Heading \\# #\n")
        #expect(try LintTesting.lint("# Heading \\#\n", only: "MD020").isEmpty)
    }

    @Test func ignoresTextWithHashesCodeAndIndentation() throws {
        let source = "# C# and F# #\n\n  #Indented#\n\n```\n#Code#\n```\n\n<!--\n#Comment#\n-->\n\n> #Quoted#\n"
        #expect(try LintTesting.lint(source, only: "MD020").isEmpty)
    }

    @Test func contextKeepsTheImportantEnd() throws {
        let long = "## " + String(repeating: "x", count: 40) + "##"
        #expect(try LintTesting.lint(long + "\n", only: "MD020").first?.context
            == "..." + String(repeating: "x", count: 28) + "##")
    }
}
