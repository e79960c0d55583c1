@testable import MarkdownLint
import Testing

struct MD047Tests {
    @Test func reportsTheLastCharacter() throws {
        let findings = try LintTesting.lint("# Title\n\nText", only: "MD047")
        #expect(findings.map(\.line) == [3])
        #expect(findings.map(\.column) == [4])
        #expect(findings.map(\.endColumn) == [5])
        #expect(findings.first?.fix?.applicability == .safe)
        #expect(try LintTesting.fix("# Title\n\nText", only: "MD047") == "# Title\n\nText\n")
    }

    @Test func endingWithALineEndingIsFine() throws {
        #expect(try LintTesting.lint("Text\n", only: "MD047").isEmpty)
        #expect(try LintTesting.lint("Text\n\n", only: "MD047").isEmpty)
        #expect(try LintTesting.lint("", only: "MD047").isEmpty)
    }

    @Test func fixUsesTheFileLineEnding() throws {
        #expect(try LintTesting.fix("a\r\nb", only: "MD047") == "a\r\nb\r\n")
        #expect(try LintTesting.fix("a\rb", only: "MD047") == "a\rb\r")
    }

    @Test func blankLastLines() throws {
        for text in ["a\n   ", "a\n\t", "a\n>", "a\n> > ", "a\n<!-- note -->", "a\n> <!-- x --> <!-- y -->",
                     "<!--\nnote\n-->", "<!-- unclosed"] {
            #expect(try LintTesting.lint(text, only: "MD047").isEmpty, "\(text.debugDescription)")
        }
    }

    @Test func contentNextToCommentsIsNotBlank() throws {
        for text in ["a\ntext <!-- note -->", "a\n<!-- note --> text", "a\n> quote", "<!-- a -->\n<!-- b --> c"] {
            #expect(try LintTesting.lint(text, only: "MD047").count == 1, "\(text.debugDescription)")
        }
    }

    @Test func columnsCountUTF16() throws {
        let findings = try LintTesting.lint("a😀", only: "MD047")
        #expect(findings.first?.column == 2)
        #expect(try LintTesting.fix("a😀", only: "MD047") == "a😀\n")
    }
}
