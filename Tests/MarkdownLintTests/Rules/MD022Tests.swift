@testable import MarkdownLint
import MarkdownSyntax
import Testing

struct MD022Tests {
    @Test func reportsMissingLinesAboveAndBelow() throws {
        let source = "# Heading 1\nSome text\n\nSome more text\n## Heading 2\n"
        let findings = try LintTesting.lint(source, only: "MD022")
        #expect(findings.map(\.line) == [1, 5])
        #expect(findings.map(\.detail) == ["Expected: 1; Actual: 0; Below", "Expected: 1; Actual: 0; Above"])
        #expect(findings.map(\.context) == ["# Heading 1", "## Heading 2"])
        #expect(try LintTesting.fix(source, only: "MD022", unsafe: false)
            == "# Heading 1\n\nSome text\n\nSome more text\n\n## Heading 2\n")
    }

    @Test func setextHeadingsAreCheckedBelowTheirUnderline() throws {
        let source = "```\ncode\n```\nHeading\n=======\nMore\n"
        let findings = try LintTesting.lint(source, only: "MD022")
        #expect(findings.map(\.line) == [4, 4])
        #expect(try LintTesting.fix(source, only: "MD022") == "```\ncode\n```\n\nHeading\n=======\n\nMore\n")
    }

    @Test func adjacentHeadingsGetOneBlankLine() throws {
        #expect(try LintTesting.fix("# A\n## B\n", only: "MD022") == "# A\n\n## B\n")
    }

    @Test func blockQuotesKeepTheirMarkers() throws {
        let source = "> Text\n> # Heading\n> More\n"
        #expect(try LintTesting.fix(source, only: "MD022", unsafe: false) == "> Text\n>\n> # Heading\n>\n> More\n")
        // A heading ending a block quote: the line below is outside it.
        #expect(try LintTesting.fix("> # Heading\nOutside\n", only: "MD022") == "> # Heading\n\nOutside\n")
        // Lines of only `>` count as blank.
        #expect(try LintTesting.lint("> Text\n>\n> # Heading\n>\n> More\n", only: "MD022").isEmpty)
    }

    @Test func insideListsTheFixIsUnsafe() throws {
        let source = "- Item\n  # Heading\n  Text\n"
        let findings = try LintTesting.lint(source, only: "MD022")
        #expect(findings.count == 2 && findings.allSatisfy { $0.fix?.applicability == .unsafe })
        #expect(try LintTesting.fix(source, only: "MD022", unsafe: false) == source)
        #expect(try LintTesting.fix(source, only: "MD022") == "- Item\n\n  # Heading\n\n  Text\n")
        #expect(try LintTesting.fix("- > Text\n  > # H\n", only: "MD022") == "- > Text\n  >\n  > # H\n")
    }

    @Test func numbersOfLines() throws {
        let options = #"{"lines_above": 2, "lines_below": 0}"#
        let findings = try LintTesting.lint("Text\n\n# H\nText\n", only: "MD022", options: options)
        #expect(findings.map(\.detail) == ["Expected: 2; Actual: 1; Above"])
        #expect(try LintTesting.fix("Text\n\n# H\nText\n", only: "MD022", options: options) == "Text\n\n\n# H\nText\n")
        #expect(try LintTesting.lint("Text\n# H\n\nText\n", only: "MD022", options: #"{"lines_above": -1}"#).isEmpty)
        let below = try LintTesting.lint("# H\n\nText\n", only: "MD022", options: #"{"lines_below": 2}"#)
        #expect(below.map(\.detail) == ["Expected: 2; Actual: 1; Below"])
    }

    @Test func perLevelNumbers() {
        // Lists of numbers are read per level (missing levels take 1).
        let rule = MD022BlanksAroundHeadings(linesAbove: MD022BlanksAroundHeadings.perLevel(nil).enumerated()
            .map { $0.offset == 1 ? 0 : $0.element }, linesBelow: Array(repeating: 1, count: 6))
        let context = LintContext(path: "t.md", document: Document(parsing: SourceFile(text: "# A\n\nText\n## B\n\n### C\nText\n")))
        let findings = rule.check(context)
        #expect(findings.map { context.lineNumber(at: $0.range.lowerBound) } == [6])
        #expect(findings.map(\.detail) == ["Expected: 1; Actual: 0; Below"])
    }

    @Test func commentsCountAsBlank() throws {
        #expect(try LintTesting.lint("<!-- comment -->\n# H\n<!-- another -->\n", only: "MD022").isEmpty)
        #expect(try LintTesting.lint("Text <!-- comment -->\n# H\n", only: "MD022").count == 1)
    }

    @Test func frontMatter() throws {
        let source = "---\ntitle: x\n---\n# H\n"
        #expect(try LintTesting.lint(source, only: "MD022").isEmpty)
        let options = #"{"include_front_matter": true}"#
        let findings = try LintTesting.lint(source, only: "MD022", options: options)
        #expect(findings.map(\.line) == [4])
        #expect(findings.first?.detail == "Expected: 1; Actual: 0; Above")
        #expect(try LintTesting.fix(source, only: "MD022", options: options) == "---\ntitle: x\n---\n\n# H\n")
    }

    @Test func crlfAndEndOfFile() throws {
        #expect(try LintTesting.fix("# H\r\nText\r\n", only: "MD022") == "# H\r\n\r\nText\r\n")
        #expect(try LintTesting.lint("Text\n\n# H", only: "MD022").isEmpty)
    }

    @Test func headingsInCodeAreIgnored() throws {
        #expect(try LintTesting.lint("```\ntext\n# Not a heading\ntext\n```\n", only: "MD022").isEmpty)
    }
}
