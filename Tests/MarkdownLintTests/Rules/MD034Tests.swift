@testable import MarkdownLint
import Testing

struct MD034Tests {
    @Test func reportsURLsAndEmails() throws {
        let findings = try LintTesting.lint("Visit https://example.com now and mail team@example.com.\n", only: "MD034")
        #expect(findings.map(\.line) == [1, 1])
        #expect(findings.map(\.column) == [7, 40])
        #expect(findings.map(\.endColumn) == [26, 56])
        #expect(findings.map(\.context) == ["https://example.com", "team@example.com"])
        #expect(findings.allSatisfy { $0.fix?.applicability == .safe })
    }

    @Test func fixWrapsInAngleBrackets() throws {
        let fixed = try LintTesting.fix("Visit https://example.com/a?b=c, or mail team@example.com.\n",
                                        only: "MD034", unsafe: false)
        #expect(fixed == "Visit <https://example.com/a?b=c>, or mail <team@example.com>.\n")
        #expect(try LintTesting.lint(fixed, only: "MD034").isEmpty)
    }

    @Test func wwwNeedsAScheme() throws {
        let findings = try LintTesting.lint("Go to www.example.com today.\n", only: "MD034")
        #expect(findings.map(\.context) == ["www.example.com"])
        #expect(findings.first?.fix?.applicability == .unsafe)
        #expect(try LintTesting.fix("Go to www.example.com today.\n", only: "MD034")
                == "Go to <http://www.example.com> today.\n")
        #expect(try LintTesting.fix("Go to www.example.com today.\n", only: "MD034", unsafe: false)
                == "Go to www.example.com today.\n")
    }

    @Test func emailsCommonMarkCannotBracketAreUnsafe() throws {
        let findings = try LintTesting.lint("Write to a@b_c.example.com.\n", only: "MD034")
        #expect(findings.count == 1)
        #expect(findings.first?.fix?.applicability == .unsafe)
    }

    @Test(arguments: [
        "Visit <https://example.com>.\n",
        "Visit [https://example.com](https://example.com).\n",
        "Visit [the site](https://example.com).\n",
        "Code: `https://example.com`\n",
        "```\nhttps://example.com\n```\n",
        "<div>\nhttps://example.com\n</div>\n",
        "See <a href=\"https://example.com\">https://example.com</a>.\n",
        "See <span>https://example.com</span>.\n",
        "[https://example.com]\n",
        "See [the https://example.com page\n",
        "![https://example.com](image.png)\n",
        "<!-- https://example.com -->\n",
    ])
    func notReported(markdown: String) throws {
        #expect(try LintTesting.lint(markdown, only: "MD034").isEmpty)
    }

    @Test func urlAfterAClosedHTMLElementIsReported() throws {
        let findings = try LintTesting.lint("<b>bold</b> https://example.com\n", only: "MD034")
        #expect(findings.map(\.column) == [13])
    }

    @Test func unclosedHTMLElementDoesNotHide() throws {
        let findings = try LintTesting.lint("<br/> https://example.com\n", only: "MD034")
        #expect(findings.map(\.column) == [7])
    }

    @Test func headingsTablesQuotesAndLists() throws {
        let markdown = "# See https://a.example\n\n| x |\n|---|\n| https://b.example |\n\n> - https://c.example\n"
        let findings = try LintTesting.lint(markdown, only: "MD034")
        #expect(findings.map(\.line) == [1, 5, 7])
        #expect(findings.map(\.column) == [7, 3, 5])
    }

    @Test func longURLContextIsShortened() throws {
        let findings = try LintTesting.lint("https://example.com/a/very/long/path/to/something\n", only: "MD034")
        #expect(findings.map(\.context) == ["https://example.com/a/very/lon..."])
    }

    @Test func columnsAfterWideCharactersAndCRLF() throws {
        let findings = try LintTesting.lint("Intro\r\n\r\n日本 😀 https://example.com\r\n", only: "MD034")
        #expect(findings.map(\.line) == [3])
        #expect(findings.map(\.column) == [7])
        #expect(try LintTesting.fix("Intro\r\n\r\n日本 😀 https://example.com\r\n", only: "MD034")
                == "Intro\r\n\r\n日本 😀 <https://example.com>\r\n")
    }
}
