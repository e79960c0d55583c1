@testable import MarkdownLint
import MarkdownSyntax
import Testing

/// One blank line for every rule that asks markdownlint's question (its `isBlankLine` in
/// `helpers.js`): after HTML comments and `>` characters are taken out, JavaScript's
/// `trim()` leaves nothing. `trim()` removes every Unicode space, so a line holding only
/// U+3000 (or U+00A0, or U+FEFF) is blank for MD022, MD031, MD032, MD047 and MD058 alike,
/// and for MD012, which asks `trim()` alone.
struct MarkdownlintBlankLineTests {
    static let unicodeSpaces = ["\u{3000}", "\u{A0}", "\u{FEFF}", "\u{2003}\u{3000}"]

    @Test(arguments: unicodeSpaces)
    func aLineOfUnicodeSpacesSeparatesBlocks(_ space: String) throws {
        #expect(try LintTesting.lint("# Title\n\(space)\nText\n", only: "MD022").isEmpty)
        #expect(try LintTesting.lint("Text\n\(space)\n```\ncode\n```\n\(space)\nText\n", only: "MD031").isEmpty)
        #expect(try LintTesting.lint("Text\n\(space)\n- item\n", only: "MD032").isEmpty)
        #expect(try LintTesting.lint("Text\n\(space)\n| a |\n| - |\n", only: "MD058").isEmpty)
        #expect(try LintTesting.lint("Text\n\(space)", only: "MD047").isEmpty)
        #expect(try LintTesting.lint("Text\n\n\(space)\n\nText\n", only: "MD012").map(\.line) == [3, 4])
    }

    @Test func aLineOfTextIsNotBlank() throws {
        #expect(try LintTesting.lint("# Title\n\u{3000}x\nText\n", only: "MD022").map(\.detail)
                == ["Expected: 1; Actual: 0; Below"])
        #expect(try LintTesting.lint("Text\n\u{3000}x\n- item\n", only: "MD032").map(\.line) == [3])
    }

    /// Each line of a document, blank or not as markdownlint sees it (comment text is
    /// blanked out first, as in markdownlint's lines).
    @Test func linesAsMarkdownlintSeesThem() {
        let lines: [(String, Bool)] = [
            ("# Title", false),
            ("\u{3000}", true),
            ("\u{A0}\t", true),
            ("> >", true),
            ("<!-- one --> <!-- two -->", true),
            ("text <!-- c -->", false),
            // `<!-->` is a complete comment, but markdownlint pairs its `<!--` with the
            // `-->` inside it and keeps the rest.
            ("<!--> x", false),
            ("<!-- opens", true),
            ("inside", false),
            ("closes -->", true),
            ("Text", false),
            // Dashes and `<` that make no comment delimiter leave a line as it is.
            ("- item", false),
            ("> -- > <!- <-", false),
            // A `-->` with nothing open before it takes everything before it away.
            ("> - -->", true),
        ]
        let text = lines.map(\.0).joined(separator: "\n") + "\n"
        let context = LintContext(path: "t.md", document: Document(parsing: text))
        for (index, (line, blank)) in lines.enumerated() {
            #expect(MarkdownlintLines.isBlank(index + 1, in: context) == blank, "line \(index + 1): \(line)")
        }
        // Lines outside the document are blank, as markdownlint's missing lines are.
        #expect(MarkdownlintLines.isBlank(0, in: context))
        #expect(MarkdownlintLines.isBlank(lines.count + 2, in: context))
    }

    @Test func frontMatterLinesAreBlank() {
        let context = LintContext(path: "t.md", document: Document(parsing: "---\ntitle: x\n---\n# H\n"))
        #expect(MarkdownlintLines.isBlank(2, in: context))
        #expect(MarkdownlintLines.isBlank(3, in: context))
        #expect(!MarkdownlintLines.isBlank(4, in: context))
    }
}
