@testable import MarkdownLint
import Testing

struct MD043Tests {
    static let structure = "{\"headings\": [\"# Head\", \"## Item\", \"### Detail\"]}"

    @Test func exactStructure() throws {
        #expect(try LintTesting.lint("# Head\n## Item\n### Detail\n", only: "MD043", options: Self.structure).isEmpty)
        let findings = try LintTesting.lint("# Head\n## Other\n", only: "MD043", options: Self.structure)
        #expect(findings.map(\.line) == [2])
        #expect(findings.first?.detail == "Expected: ## Item; Actual: ## Other")
    }

    @Test func missingHeadingsAreReportedOnTheLastLine() throws {
        let findings = try LintTesting.lint("# Head\n## Item\n", only: "MD043", options: Self.structure)
        #expect(findings.map(\.line) == [3])
        #expect(findings.first?.context == "### Detail")
    }

    @Test func wildcards() throws {
        let star = "{\"headings\": [\"# Head\", \"## Item\", \"*\", \"## Foot\", \"*\"]}"
        #expect(try LintTesting.lint("# Head\n## Item\n### Detail\n## Foot\n### Notes\n", only: "MD043", options: star).isEmpty)
        #expect(try LintTesting.lint("# Head\n## Item\n## Foot\n", only: "MD043", options: star).isEmpty)
        let plus = "{\"headings\": [\"# Head\", \"+\", \"## Foot\"]}"
        #expect(try LintTesting.lint("# Head\n## A\n## B\n## Foot\n", only: "MD043", options: plus).isEmpty)
        #expect(try LintTesting.lint("# Head\n## Foot\n", only: "MD043", options: plus).first?.context == "## Foot")
        let question = "{\"headings\": [\"?\", \"## Description\", \"## Examples\"]}"
        #expect(try LintTesting.lint("# Project\n## Description\n## Examples\n", only: "MD043", options: question).isEmpty)
        #expect(try LintTesting.lint("# Project\n## Examples\n", only: "MD043", options: question).map(\.detail)
            == ["Expected: ## Description; Actual: ## Examples"])
    }

    @Test func matchCase() throws {
        let options = "{\"headings\": [\"# Head\"]}"
        #expect(try LintTesting.lint("# head\n", only: "MD043", options: options).isEmpty)
        let strict = "{\"headings\": [\"# Head\"], \"match_case\": true}"
        #expect(try LintTesting.lint("# head\n", only: "MD043", options: strict).map(\.detail)
            == ["Expected: # Head; Actual: # head"])
    }

    @Test func configurationAndStyles() throws {
        #expect(try LintTesting.lint("# Anything\n", only: "MD043").isEmpty)
        #expect(try LintTesting.lint("# A\n", only: "MD043", options: "{\"headings\": []}").map(\.detail)
            == ["Expected: [None]; Actual: # A"])
        #expect(try LintTesting.lint("Text\n", only: "MD043", options: "{\"headings\": []}").isEmpty)
        #expect(try LintTesting.lint("Head\n====\n\n## Item ##\n\n### Detail\n", only: "MD043", options: Self.structure).isEmpty)
    }
}
