@testable import MarkdownLint
import Testing

struct MD059Tests {
    @Test func reportsTheLinkText() throws {
        let findings = try LintTesting.lint("Docs are [here](docs.md).\n", only: "MD059")
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect((finding.line, finding.column, finding.endColumn) == (1, 11, 15))
        #expect(finding.context == "[here]")
        #expect(finding.detail == nil && finding.fix == nil)
    }

    @Test func comparisonIgnoresCasePunctuationAndMarkup() throws {
        let markdown = "[Click Here!](a) [**click** here](b) [  MORE...  ](c) [link][r] [here we go](d)\n\n[r]: e\n"
        let findings = try LintTesting.lint(markdown, only: "MD059")
        #expect(findings.map(\.column) == [2, 19, 39, 56])
    }

    @Test(arguments: [
        "![here](picture.png)\n",
        "<https://here.example>\n",
        "[`here`](a)\n",
        "[<b>here</b>](a)\n",
        "<a href=\"a\">here</a>\n",
        "[here]\n",
        "[the installation guide](a)\n",
    ])
    func notReported(markdown: String) throws {
        #expect(try LintTesting.lint(markdown, only: "MD059").isEmpty)
    }

    @Test func prohibitedTexts() throws {
        let markdown = "[hier](a) [Mehr …](b) [here](c)\n"
        let options = #"{"prohibited_texts": ["Hier", "mehr"]}"#
        #expect(try LintTesting.lint(markdown, only: "MD059", options: options).map(\.column) == [2, 12])
        #expect(try LintTesting.lint(markdown, only: "MD059", options: #"{"prohibited_texts": []}"#).isEmpty)
    }

    @Test func multiLineTextAndWideCharacters() throws {
        let findings = try LintTesting.lint("Intro\r\n日本 😀 [click\r\nhere](a)\r\n", only: "MD059")
        #expect(findings.map(\.line) == [2])
        #expect(findings.map(\.column) == [8])
        #expect(findings.map(\.context) == ["[click\nhere]"])
    }
}
