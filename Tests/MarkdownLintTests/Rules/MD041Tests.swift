@testable import MarkdownLint
import Testing

struct MD041Tests {
    @Test func reportsAFirstLineThatIsNotATitle() throws {
        let findings = try LintTesting.lint("This is a file without a heading\n", only: "MD041")
        #expect(findings.map(\.line) == [1])
        #expect(findings.first?.context == "This is a file without a headi...")
        #expect(try LintTesting.lint("## Not top\n", only: "MD041").map(\.line) == [1])
        #expect(try LintTesting.lint("> # Quoted\n", only: "MD041").map(\.line) == [1])
        #expect(try LintTesting.lint("[ref]: https://example.com\n\n# T\n", only: "MD041").map(\.line) == [1])
    }

    @Test func acceptsHeadingsAfterBlankLinesAndComments() throws {
        #expect(try LintTesting.lint("# File with heading\n\nText\n", only: "MD041").isEmpty)
        #expect(try LintTesting.lint("\n\n# Title\n", only: "MD041").isEmpty)
        #expect(try LintTesting.lint("<!-- comment -->\n# Title\n", only: "MD041").isEmpty)
        #expect(try LintTesting.lint("<!-- comment -->\nText\n", only: "MD041").map(\.line) == [2])
        #expect(try LintTesting.lint("Title\n=====\n", only: "MD041").isEmpty)
    }

    @Test func htmlHeadings() throws {
        #expect(try LintTesting.lint("<h1 align=\"center\"><img src=\"x.png\"/></h1>\n\nText\n", only: "MD041").isEmpty)
        #expect(try LintTesting.lint("<h2>Sub</h2>\n", only: "MD041").map(\.line) == [1])
        #expect(try LintTesting.lint("<h2>Sub</h2>\n", only: "MD041", options: #"{"level": 2}"#).isEmpty)
        #expect(try LintTesting.lint("<p>x</p>\n\n# T\n", only: "MD041").map(\.line) == [1])
    }

    @Test func frontMatter() throws {
        #expect(try LintTesting.lint("---\ntitle: Post\n---\nText\n", only: "MD041").isEmpty)
        #expect(try LintTesting.lint("---\nauthor: x\n---\nText\n", only: "MD041").map(\.line) == [4])
        #expect(try LintTesting.lint("---\ntitle: Post\n---\nText\n", only: "MD041",
                                     options: #"{"front_matter_title": ""}"#).map(\.line) == [4])
    }

    @Test func allowPreamble() throws {
        let options = #"{"allow_preamble": true}"#
        #expect(try LintTesting.lint("Preamble\n\n# Title\n", only: "MD041", options: options).isEmpty)
        #expect(try LintTesting.lint("Preamble\n\n## Title\n", only: "MD041", options: options).map(\.line) == [3])
        #expect(try LintTesting.lint("Preamble only\n", only: "MD041", options: options).isEmpty)
        #expect(try LintTesting.lint("<p>x</p>\n\n# T\n", only: "MD041", options: options).isEmpty)
    }

    @Test func levelOption() throws {
        #expect(try LintTesting.lint("## Title\n", only: "MD041", options: #"{"level": 2}"#).isEmpty)
        #expect(try LintTesting.lint("# Title\n", only: "MD041", options: #"{"level": 2}"#).map(\.line) == [1])
    }
}
