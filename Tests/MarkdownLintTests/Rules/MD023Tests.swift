@testable import MarkdownLint
import Testing

struct MD023Tests {
    @Test func reportsIndentedHeadings() throws {
        let source = "Some text\n\n  # Indented heading\n"
        let findings = try LintTesting.lint(source, only: "MD023")
        #expect(findings.map(\.line) == [3])
        #expect(findings.first?.column == 1 && findings.first?.endColumn == 3)
        #expect(findings.first?.context == "  # Indented heading")
        #expect(try LintTesting.fix(source, only: "MD023", unsafe: false) == "Some text\n\n# Indented heading\n")
    }

    @Test func setextHeadings() throws {
        #expect(try LintTesting.fix(" Setext\n  ======\n", only: "MD023") == "Setext\n  ======\n")
    }

    @Test func blockQuotes() throws {
        #expect(try LintTesting.lint("> # Fine\n", only: "MD023").isEmpty)
        let findings = try LintTesting.lint("> # Fine\n>\n>  # Indented\n", only: "MD023")
        #expect(findings.map(\.line) == [3] && findings.first?.column == 3 && findings.first?.endColumn == 4)
        #expect(try LintTesting.fix("> # Fine\n>\n>   # Indented\n", only: "MD023") == "> # Fine\n>\n> # Indented\n")
    }

    @Test func listItems() throws {
        #expect(try LintTesting.lint("- # Heading\n-  # Heading\n- Item\n\n  # In item\n", only: "MD023").isEmpty)
        let findings = try LintTesting.lint("- Item\n\n   # In item\n", only: "MD023")
        #expect(findings.map(\.column) == [3])
        #expect(try LintTesting.fix("- Item\n\n   # In item\n", only: "MD023") == "- Item\n\n  # In item\n")
        let ordered = try LintTesting.lint("1. Item\n\n    # H\n", only: "MD023")
        #expect(ordered.map(\.column) == [4])
        #expect(try LintTesting.lint("> - Item\n>\n>   # In item\n", only: "MD023").isEmpty)
        #expect(try LintTesting.lint("  - Item\n\n    # In item\n", only: "MD023").isEmpty)
    }

    @Test func crlfAndCode() throws {
        #expect(try LintTesting.fix("Text\r\n\r\n   ## H\r\n", only: "MD023") == "Text\r\n\r\n## H\r\n")
        #expect(try LintTesting.lint("```\n  # code\n```\n", only: "MD023").isEmpty)
    }
}
