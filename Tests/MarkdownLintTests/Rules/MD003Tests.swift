@testable import MarkdownLint
import Testing

struct MD003Tests {
    @Test func consistentTakesTheFirstHeadingsStyle() throws {
        let source = "# ATX\n\n## Closed ##\n\nSetext\n======\n"
        let findings = try LintTesting.lint(source, only: "MD003")
        #expect(findings.map(\.line) == [3, 5])
        #expect(findings.map(\.detail) == ["Expected: atx; Actual: atx_closed", "Expected: atx; Actual: setext"])
        #expect(try LintTesting.fix(source, only: "MD003", unsafe: false) == "# ATX\n\n## Closed\n\n# Setext\n")
    }

    @Test func setextStyleConvertsLowLevelsAndReportsDeepOnes() throws {
        let source = "# One\n\n## Two ##\n\n### Three\n"
        let findings = try LintTesting.lint(source, only: "MD003", options: #"{"style": "setext"}"#)
        #expect(findings.map(\.line) == [1, 3, 5])
        #expect(findings.map(\.detail) == ["Expected: setext; Actual: atx", "Expected: setext; Actual: atx_closed",
                                          "Expected: setext; Actual: atx"])
        #expect(findings[2].fix == nil)
        let fixed = try LintTesting.fix(source, only: "MD003", options: #"{"style": "setext"}"#)
        #expect(fixed == "One\n===\n\nTwo\n---\n\n### Three\n")
    }

    @Test func setextWithATXAllowsATXFromLevelThree() throws {
        let options = #"{"style": "setext_with_atx"}"#
        #expect(try LintTesting.lint("One\n===\n\nTwo\n---\n\n### Three\n", only: "MD003", options: options).isEmpty)
        let findings = try LintTesting.lint("One\n===\n\n### Three ###\n\n## Two\n", only: "MD003", options: options)
        #expect(findings.map(\.detail) == ["Expected: atx; Actual: atx_closed", "Expected: setext; Actual: atx"])
        let closed = #"{"style": "setext_with_atx_closed"}"#
        #expect(try LintTesting.lint("One\n===\n\n### Three ###\n", only: "MD003", options: closed).isEmpty)
        #expect(try LintTesting.fix("One\n===\n\n### Three\n", only: "MD003", options: closed)
            == "One\n===\n\n### Three ###\n")
    }

    @Test func atxClosedStyleAddsClosingSequences() throws {
        let options = #"{"style": "atx_closed"}"#
        let fixed = try LintTesting.fix("# One\n\nTwo\n---\n\n### Three   \n\n##\n", only: "MD003", options: options)
        #expect(fixed == "# One #\n\n## Two ##\n\n### Three ###   \n\n## ##\n")
    }

    @Test func atxStyleRemovesClosingSequences() throws {
        let fixed = try LintTesting.fix("# One #\n\n## C# ##\n\n## ##\n", only: "MD003", options: #"{"style": "atx"}"#)
        #expect(fixed == "# One\n\n## C#\n\n##\n")
    }

    @Test func noFixWhereTheTextWouldChange() throws {
        let atx = #"{"style": "atx"}"#
        // Without the closing sequence, the `#` at the end of the text would close the heading.
        let findings = try LintTesting.lint("## a # ##\n", only: "MD003", options: atx)
        #expect(findings.count == 1 && findings[0].fix == nil)
        // A setext heading over two lines cannot be one ATX line.
        let multi = try LintTesting.lint("Two\nlines\n===\n", only: "MD003", options: atx)
        #expect(multi.count == 1 && multi[0].fix == nil)
        let setext = #"{"style": "setext"}"#
        // Text that would start a list item, or continue the paragraph above.
        #expect(try LintTesting.lint("## - item\n", only: "MD003", options: setext).first?.fix == nil)
        #expect(try LintTesting.lint("## 1. item\n", only: "MD003", options: setext).first?.fix == nil)
        #expect(try LintTesting.lint("Para\n## Heading\n", only: "MD003", options: setext).first?.fix == nil)
        #expect(try LintTesting.lint("## a | b\n", only: "MD003", options: setext).first?.fix == nil)
    }

    @Test func containersKeepTheirPrefixes() throws {
        let setext = #"{"style": "setext"}"#
        #expect(try LintTesting.fix("> ## Quoted\n", only: "MD003", options: setext) == "> Quoted\n> ------\n")
        #expect(try LintTesting.fix("- # Item\n", only: "MD003", options: setext) == "- Item\n  ====\n")
        #expect(try LintTesting.fix("> Quoted\n> ---\n", only: "MD003", options: #"{"style": "atx"}"#) == "> ## Quoted\n")
    }

    @Test func crlfAndWideCharacters() throws {
        let fixed = try LintTesting.fix("# 日本語😀\r\n", only: "MD003", options: #"{"style": "setext"}"#)
        #expect(fixed == "日本語😀\r\n========\r\n")
        let findings = try LintTesting.lint("# A\n\n> 😀 B\n> ---\n", only: "MD003")
        #expect(findings.first?.line == 3 && findings.first?.column == 3)
    }

    @Test func headingsInCodeAndHTMLAreIgnored() throws {
        #expect(try LintTesting.lint("# A\n\n```\nB\n---\n```\n\n<div>\n\n</div>\n", only: "MD003").isEmpty)
    }
}
