@testable import MarkdownLint
import MarkdownSyntax
import Testing

struct MD058Tests {
    private func html(_ text: String) -> String { HTMLRenderer().render(Document(parsing: text)) }

    private func summary(_ markdown: String) throws -> [String] {
        try LintTesting.lint(markdown, only: "MD058").map { "\($0.line):\($0.column) \($0.context ?? "")" }
    }

    private func fix(_ markdown: String, unsafe: Bool = false) throws -> String {
        try LintTesting.fix(markdown, only: "MD058", unsafe: unsafe)
    }

    @Test func blankLinesBeforeAndAfter() throws {
        let source = "Text\n| a | b |\n| - | - |\n| 1 | 2 |\n# Heading\n"
        #expect(try summary(source) == ["2:1 | a | b |", "4:1 | 1 | 2 |"])
        let fixed = try fix(source)
        #expect(fixed == "Text\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n# Heading\n")
        #expect(html(fixed) == html(source))
        #expect(try summary(fixed).isEmpty)
    }

    @Test func documentEdgesAndFrontMatterCountAsBlank() throws {
        #expect(try summary("| a |\n|---|\n").isEmpty)
        #expect(try summary("| a |\n|---|").isEmpty)
        #expect(try summary("---\ntitle: x\n---\n| a |\n|---|\n").isEmpty)
    }

    @Test func commentsAndQuoteMarkersCountAsBlank() throws {
        #expect(try summary("<!-- note -->\n| a |\n|---|\n<!-- end -->\n").isEmpty)
        #expect(try summary("> Text\n>\n> | a |\n> |---|\n>\n> Text\n").isEmpty)
    }

    @Test func insideBlockQuotesTheBlankLineIsAQuoteLine() throws {
        let source = "> Text\n> | a |\n> |---|\n"
        #expect(try summary(source) == ["2:1 > | a |"])
        #expect(try fix(source) == "> Text\n>\n> | a |\n> |---|\n")
        let nested = "> > Text\n> > | a |\n> > |---|\n> # Heading\n"
        let fixedNested = try fix(nested)
        #expect(fixedNested == "> > Text\n> >\n> > | a |\n> > |---|\n> >\n> # Heading\n")
        #expect(html(fixedNested) == html(nested))
        // A table at the end of a quote, with a heading after the quote.
        let after = "> | a |\n> |---|\n# Heading\n"
        #expect(try summary(after) == ["2:1 > |---|"])
        #expect(try fix(after) == "> | a |\n> |---|\n>\n# Heading\n")
    }

    @Test func insideTightListsTheFixIsUnsafe() throws {
        let source = "- Item\n  | a |\n  |---|\n- Next\n"
        let findings = try LintTesting.lint(source, only: "MD058")
        #expect(findings.map(\.line) == [2, 3])
        #expect(findings.allSatisfy { $0.fix?.applicability == .unsafe })
        #expect(try fix(source) == source)
        #expect(try fix(source, unsafe: true) == "- Item\n\n  | a |\n  |---|\n\n- Next\n")
        // In a loose list the blank lines change nothing.
        let loose = "- Item\n  | a |\n  |---|\n\n- Next\n"
        #expect(try LintTesting.lint(loose, only: "MD058").map { $0.fix?.applicability } == [.safe])
        let fixedLoose = try fix(loose)
        #expect(fixedLoose == "- Item\n\n  | a |\n  |---|\n\n- Next\n")
        #expect(html(fixedLoose) == html(loose))
    }

    @Test func aTableRightAfterAnEmptyListItemMarker() throws {
        // A blank line after "-" alone would end the item: the table would leave the list.
        let source = "-\n  | a |\n  |---|\n"
        let findings = try LintTesting.lint(source, only: "MD058")
        #expect(findings.map(\.line) == [2])
        #expect(findings.first?.fix?.applicability == .unsafe)
    }

    @Test func contextIsTrimmedAndShortened() throws {
        let long = "| " + String(repeating: "é", count: 40) + " |"
        #expect(try summary("Text\n" + long + "\n|---|\n") == ["2:1 | " + String(repeating: "é", count: 28) + "..."])
        #expect(try summary("Text\n   | a |\n   |---|\n") == ["2:1 | a |"])
    }

    @Test func crlfLineEndings() throws {
        let source = "Text\r\n| a |\r\n|---|\r\nText\r\n\r\n# H\r\n| b |\r\n|---|\r\n"
        // "Text" after the first table is one of its rows, and the blank line follows it.
        #expect(try summary(source) == ["2:1 | a |", "7:1 | b |"])
        #expect(try fix(source) == "Text\r\n\r\n| a |\r\n|---|\r\nText\r\n\r\n# H\r\n\r\n| b |\r\n|---|\r\n")
    }

    @Test func tablesInCodeAreNotTables() throws {
        #expect(try summary("```\nText\n| a |\n|---|\n```\n").isEmpty)
    }
}
