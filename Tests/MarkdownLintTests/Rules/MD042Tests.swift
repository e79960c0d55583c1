@testable import MarkdownLint
import Testing

struct MD042Tests {
    @Test func reportsEmptyDestinations() throws {
        let findings = try LintTesting.lint("[a]() [b](#) [c](<>) [d]( # ) [e](#x)\n", only: "MD042")
        #expect(findings.map(\.column) == [1, 7, 14, 22])
        #expect(findings.map(\.endColumn) == [6, 13, 21, 30])
        #expect(findings.map(\.context) == ["[a]()", "[b](#)", "[c](<>)", "[d]( # )"])
        #expect(findings.allSatisfy { $0.fix == nil && $0.detail == nil })
    }

    @Test func referenceLinksToAnEmptyFragment() throws {
        let markdown = "[top][home] and [home][] and [home]\n\n[home]: #\n"
        let findings = try LintTesting.lint(markdown, only: "MD042")
        #expect(findings.map(\.column) == [1, 17, 30])
    }

    @Test(arguments: [
        "![empty image]()\n",
        "[text](#fragment)\n",
        "[text](https://example.com)\n",
        "<https://example.com> and https://example.com\n",
        "`[a]()`\n",
        "[text][ref]\n\n[ref]: https://example.com\n",
    ])
    func notReported(markdown: String) throws {
        #expect(try LintTesting.lint(markdown, only: "MD042").isEmpty)
    }

    @Test func multiLineLinkContext() throws {
        let findings = try LintTesting.lint("Intro\r\n[a\r\nb]()\r\n", only: "MD042")
        #expect(findings.map(\.line) == [2])
        #expect(findings.map(\.context) == ["[a\nb]()"])
    }

    @Test func longLinkContextIsShortened() throws {
        let findings = try LintTesting.lint("[a link with a rather long text here]()\n", only: "MD042")
        #expect(findings.map(\.context) == ["[a link with a rather long tex..."])
    }

    @Test func columnsAfterWideCharacters() throws {
        let findings = try LintTesting.lint("- 日本 😀 [x]()\n", only: "MD042")
        #expect(findings.map(\.column) == [9])
    }
}
