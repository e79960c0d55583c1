@testable import MarkdownLint
import Testing

struct MD036Tests {
    @Test func reportsEmphasisParagraphs() throws {
        let source = "**My document**\n\nLorem ipsum dolor sit amet...\n\n_Another section_\n\nConsectetur.\n"
        let findings = try LintTesting.lint(source, only: "MD036")
        #expect(findings.map(\.line) == [1, 5])
        #expect(findings.map(\.context) == ["My document", "Another section"])
        #expect(findings.allSatisfy { $0.fix == nil })
    }

    @Test func ignoresEverythingElse() throws {
        let source = """
        **Note:** text

        **Done.**

        **a** b

        *multi
        line*

        - **In list**

        > **Quoted**

        **`code`**

        **[link](x)**

        **a\\*b**

        **a &amp; b**

        ***both***

        """
        #expect(try LintTesting.lint(source, only: "MD036").isEmpty)
    }

    @Test func punctuationOption() throws {
        #expect(try LintTesting.lint("**Done.**\n", only: "MD036", options: #"{"punctuation": ""}"#).count == 1)
        #expect(try LintTesting.lint("**Why?**\n", only: "MD036", options: #"{"punctuation": "."}"#).count == 1)
        #expect(try LintTesting.lint("**Fin。**\n", only: "MD036").isEmpty)
    }

    @Test func positions() throws {
        let findings = try LintTesting.lint("Text\n\n**😀 Title**\r\n", only: "MD036")
        #expect(findings.map(\.line) == [3] && findings.first?.column == 1 && findings.first?.endColumn == 13)
        #expect(try LintTesting.lint("```\n**Code**\n```\n", only: "MD036").isEmpty)
    }
}
