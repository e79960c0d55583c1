@testable import MarkdownLint
import Testing

struct MD053Tests {
    @Test func unusedDefinition() throws {
        let markdown = "Text.\n\n[unused]: https://example.com/unused\n"
        let findings = try LintTesting.lint(markdown, only: "MD053")
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect((finding.line, finding.column, finding.endColumn) == (3, 1, 37))
        #expect(finding.detail == "Unused link or image reference definition: \"unused\"")
        #expect(finding.context == "[unused]: https://example.com/...")
        #expect(finding.fix?.applicability == .safe)
        #expect(try LintTesting.fix(markdown, only: "MD053", unsafe: false) == "Text.\n\n")
    }

    @Test func usedByEveryReferenceForm() throws {
        let markdown = """
            [a][Full Label] [b][] [c] ![d][e] ![f][] ![g]

            [full   label]: 1
            [B]: 2
            [c]: 3
            [e]: 4
            [f]: 5
            [g]: 6
            [//]: # (A comment)

            """
        #expect(try LintTesting.lint(markdown, only: "MD053").isEmpty)
    }

    @Test func duplicatesAreReportedEvenWhenUsed() throws {
        let markdown = "[a] [b]\n\n[a]: 1\n[b]: 2\n[A]: 3\n[c]: 4\n"
        let findings = try LintTesting.lint(markdown, only: "MD053")
        #expect(findings.map(\.line) == [5, 6])
        #expect(findings.map(\.detail) == [
            "Duplicate link or image reference definition: \"a\"",
            "Unused link or image reference definition: \"c\"",
        ])
        #expect(try LintTesting.fix(markdown, only: "MD053") == "[a] [b]\n\n[a]: 1\n[b]: 2\n")
    }

    @Test func ignoredDefinitions() throws {
        let markdown = "Text.\n\n[//]: # (comment)\n[Keep Me]: 1\n"
        #expect(try LintTesting.lint(markdown, only: "MD053").map(\.line) == [4])
        #expect(try LintTesting.lint(markdown, only: "MD053", options: #"{"ignored_definitions": ["keep me"]}"#)
                .map(\.line) == [3])
    }

    @Test func footnoteDefinitions() throws {
        let markdown = "Text[^1].\n\n[^1]: Used.\n[^2]: Unused.\n"
        let findings = try LintTesting.lint(markdown, only: "MD053")
        #expect(findings.map(\.detail) == ["Unused link or image reference definition: \"^2\""])
        #expect(try LintTesting.fix(markdown, only: "MD053") == "Text[^1].\n\n[^1]: Used.\n")
    }

    @Test func multiLineDefinitionIsDeletedWhole() throws {
        let markdown = "Text.\n\n[a]:\n  https://example.com\n  \"Title\"\nMore.\n"
        let findings = try LintTesting.lint(markdown, only: "MD053")
        #expect(findings.map(\.line) == [3])
        #expect(try LintTesting.fix(markdown, only: "MD053") == "Text.\n\nMore.\n")
    }

    @Test func definitionsInContainers() throws {
        let quoted = "> Quote.\n>\n> [a]: 1\n"
        #expect(try LintTesting.lint(quoted, only: "MD053").first?.fix?.applicability == .unsafe)
        #expect(try LintTesting.fix(quoted, only: "MD053") == "> Quote.\n>\n")
        let listed = "- [a]: 1\n"
        #expect(try LintTesting.lint(listed, only: "MD053").map(\.line) == [1])
        #expect(try LintTesting.lint(listed, only: "MD053").first?.fix == nil)
    }

    @Test func crlfAndWideCharacters() throws {
        let markdown = "Text.\r\n\r\n[日本 😀]: https://example.com\r\nEnd.\r\n"
        let findings = try LintTesting.lint(markdown, only: "MD053")
        #expect(findings.map(\.line) == [3])
        #expect(findings.map(\.endColumn) == [29])
        #expect(findings.map(\.detail) == ["Unused link or image reference definition: \"日本 😀\""])
        #expect(try LintTesting.fix(markdown, only: "MD053") == "Text.\r\n\r\nEnd.\r\n")
    }
}
