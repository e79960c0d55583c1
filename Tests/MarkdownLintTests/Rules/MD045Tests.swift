@testable import MarkdownLint
import Testing

struct MD045Tests {
    @Test func markdownImagesWithoutText() throws {
        let markdown = "![](a.png) ![alt](b.png) ![][logo] ![ ](c.png)\n\n[logo]: logo.png\n"
        let findings = try LintTesting.lint(markdown, only: "MD045")
        #expect(findings.map(\.column) == [1, 26])
        #expect(findings.map(\.endColumn) == [11, 35])
        #expect(findings.allSatisfy { $0.detail == nil && $0.context == nil && $0.fix == nil })
    }

    @Test func htmlImagesWithoutAlt() throws {
        let markdown = """
            <p>
            <img src="a.png"> <IMG SRC=b.png ALT="B"> <img src="c.png" alt="">
            <img alt src="d.png"> <img
            src="e.png">
            </p>

            Text <img src="f.png"> and <img src="g.png" alt="G"/>.

            """
        let findings = try LintTesting.lint(markdown, only: "MD045")
        #expect(findings.map(\.line) == [2, 3, 7])
        #expect(findings.map(\.column) == [1, 23, 6])
        // A tag spanning lines is marked on its first line.
        #expect(findings[1].endLine == 3)
        #expect(findings[1].endColumn == 27)
    }

    @Test(arguments: [
        "<!-- <img src=\"a.png\"> -->\n",
        "`<img src=\"a.png\">`\n",
        "```\n<img src=\"a.png\">\n![](a.png)\n```\n",
        "</img>\n",
        "<imgx src=\"a.png\">\n",
    ])
    func notReported(markdown: String) throws {
        #expect(try LintTesting.lint(markdown, only: "MD045").isEmpty)
    }

    @Test func imagesInLinksTablesAndQuotes() throws {
        let markdown = "[![](badge.svg)](https://ci.example)\n\n| a |\n|---|\n| ![](x.png) |\n\n> ![](y.png)\n"
        let findings = try LintTesting.lint(markdown, only: "MD045")
        #expect(findings.map(\.line) == [1, 5, 7])
        #expect(findings.map(\.column) == [2, 3, 3])
    }

    @Test func columnsAfterWideCharactersWithCRLF() throws {
        let findings = try LintTesting.lint("Intro\r\n日本 😀 ![](x.png)\r\n", only: "MD045")
        #expect(findings.map(\.line) == [2])
        #expect(findings.map(\.column) == [7])
    }
}
