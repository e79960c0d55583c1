@testable import MarkdownLint
import Testing

struct MD024Tests {
    @Test func reportsRepeatedText() throws {
        let findings = try LintTesting.lint("# Some text\n\n## Some text\n", only: "MD024")
        #expect(findings.map(\.line) == [3])
        #expect(findings.first?.context == "Some text")
        #expect(findings.first?.fix == nil)
    }

    @Test func textIsComparedAsWrittenAcrossStyles() throws {
        #expect(try LintTesting.lint("# *A*\n\n## A\n", only: "MD024").isEmpty)
        #expect(try LintTesting.lint("A\n=\n\n## A ##\n", only: "MD024").map(\.line) == [4])
        #expect(try LintTesting.lint("A\nB\n===\n\n# A B\n", only: "MD024").map(\.line) == [5])
    }

    @Test func siblingsOnly() throws {
        let changelog = "# Change log\n\n## 1.0.0\n\n### Features\n\n## 2.0.0\n\n### Features\n"
        #expect(try LintTesting.lint(changelog, only: "MD024").map(\.line) == [9])
        let options = #"{"siblings_only": true}"#
        #expect(try LintTesting.lint(changelog, only: "MD024", options: options).isEmpty)
        let siblings = "# A\n\n## B\n\n### X\n\n## B\n"
        #expect(try LintTesting.lint(siblings, only: "MD024", options: options).map(\.line) == [7])
        #expect(try LintTesting.lint("# A\n## B\n# C\n## B\n", only: "MD024", options: options).isEmpty)
    }

    @Test func columnsAndContainers() throws {
        let findings = try LintTesting.lint("# 😀 Hi\n\n> # 😀 Hi\n", only: "MD024")
        #expect(findings.map(\.line) == [3] && findings.first?.column == 3)
        #expect(try LintTesting.lint("# A\n\n```\n# A\n```\n", only: "MD024").isEmpty)
    }
}
