@testable import MarkdownLint
import MarkdownSyntax
import Testing

/// Rules read MkDocs pages as Python-Markdown does: attribute-list ids are heading anchors,
/// md_in_html blocks are containers, not inline HTML.
struct MkDocsRuleTests {
    private func lines(_ markdown: String, only rule: String, options: ParseOptions = .mkdocs) throws -> [Int] {
        try LintTesting.linter(only: rule).lint(SourceFile(text: markdown), path: "page.md", options: options).map(\.line)
    }

    @Test func anAttributeListIdReplacesTheHeadingSlug() throws {
        let markdown = "# Title\n\n## Head { #custom }\n\nSee [x](#custom) and [y](#head).\n"
        #expect(try lines(markdown, only: "MD051") == [5])
        let columns = try LintTesting.linter(only: "MD051").lint(SourceFile(text: markdown), path: "page.md",
                                                                   options: .mkdocs).map(\.column)
        #expect(columns == [22], "only the slug Python-Markdown no longer gives is reported")
    }

    @Test func markdownInHTMLBlocksAreNotInlineHTML() throws {
        let markdown = "# Title\n\n<div class=\"grid\" markdown>\n*x*\n</div>\n\n<div>\nraw\n</div>\n"
        #expect(try lines(markdown, only: "MD033") == [7])
        #expect(try lines(markdown, only: "MD033", options: .gfm) == [3, 7])
    }
}
