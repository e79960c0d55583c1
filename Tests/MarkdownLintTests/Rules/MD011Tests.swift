@testable import MarkdownLint
import Testing

struct MD011Tests {
    @Test func reportsReversedLinkWithItsText() throws {
        let findings = try LintTesting.lint("Text (link)[https://example.com] end\n", only: "MD011")
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding.line == 1)
        #expect(finding.column == 6)
        #expect(finding.endColumn == 33)
        #expect(finding.detail == "(link)[https://example.com]")
        #expect(finding.fix?.applicability == .unsafe)
    }

    @Test func fixSwapsTheHalvesAndNothingElse() throws {
        let fixed = try LintTesting.fix("Text  (link)[https://example.com]  end\n", only: "MD011")
        #expect(fixed == "Text  [link](https://example.com)  end\n")
        #expect(try LintTesting.fix("Text (link)[https://example.com]\n", only: "MD011", unsafe: false)
                == "Text (link)[https://example.com]\n")
    }

    @Test func severalOnOneLine() throws {
        let findings = try LintTesting.lint("(a)[b] and (c)[d]\n", only: "MD011")
        #expect(findings.map(\.column) == [1, 12])
        #expect(try LintTesting.fix("(a)[b] and (c)[d]\n", only: "MD011") == "[a](b) and [c](d)\n")
    }

    @Test func innermostParenthesisStartsTheMatch() throws {
        let findings = try LintTesting.lint("((a)[b]\n", only: "MD011")
        #expect(findings.map(\.column) == [2])
    }

    @Test(arguments: [
        "Gravity is weak (compared to magnetism)[^1].\n",   // footnote reference
        "\\(a)[b]\n",                                       // escaped parenthesis
        "(a\\)[b]\n",                                       // text ends with a backslash
        "(a)[b\\]\n",                                       // destination ends with a backslash
        "(a)[b](c)\n",                                      // `[b](c)` is a link of its own
        "()[b] and (a)[]\n",                                // empty text or destination
        "Code `(a)[b]` here\n",
        "```\n(a)[b]\n```\n",
        "    (a)[b]\n",
        "<!-- (a)[b] -->\n",
    ])
    func notReported(markdown: String) throws {
        #expect(try LintTesting.lint(markdown, only: "MD011").isEmpty)
    }

    @Test func touchingACodeSpanIsNotReported() throws {
        // markdownlint treats a match adjoining a code span as overlapping it.
        #expect(try LintTesting.lint("`x`(a)[b]\n", only: "MD011").isEmpty)
        #expect(try LintTesting.lint("`x` (a)[b]\n", only: "MD011").map(\.column) == [5])
    }

    @Test func inContainersAndAfterWideCharacters() throws {
        #expect(try LintTesting.lint("> - (a)[b]\n", only: "MD011").map(\.column) == [5])
        // Columns count UTF-16 units: CJK is one each, the emoji two.
        let findings = try LintTesting.lint("日本 😀 (a)[b]\n", only: "MD011")
        #expect(findings.map(\.column) == [7])
    }

    @Test func crlfLineEndings() throws {
        let findings = try LintTesting.lint("Intro\r\n\r\nSee (a)[b].\r\n", only: "MD011")
        #expect(findings.map(\.line) == [3])
        #expect(findings.map(\.column) == [5])
        #expect(try LintTesting.fix("Intro\r\n\r\nSee (a)[b].\r\n", only: "MD011") == "Intro\r\n\r\nSee [a](b).\r\n")
    }

    @Test func linkFollowedByParenthesesIsSkipped() throws {
        // `(a)[b](c)` is no reversed link (`[b](c)` is a link), but `(c)[d]` after it is.
        let findings = try LintTesting.lint("(a)[b](c)[d]\n", only: "MD011")
        #expect(findings.map(\.column) == [7])
    }
}
