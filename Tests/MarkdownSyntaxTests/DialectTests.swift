import MarkdownSyntax
import Testing

/// Dialects name the syntax a parse recognizes; the document keeps the options it was
/// parsed with, and the renderer reads them from it.
struct DialectTests {
    @Test func eachDialectHasItsExtensions() {
        #expect(ParseOptions.commonMark.extensions.isEmpty)
        #expect(ParseOptions.gfm.extensions == [.tables, .strikethrough, .taskLists, .autolinks, .footnotes, .tagFilter,
                                                .math, .alerts])
        #expect(ParseOptions.mkdocs.extensions.isSuperset(of: [.pythonMarkdown, .admonitions, .details, .contentTabs,
                                                               .attributeLists, .definitionLists, .math]))
        #expect(ParseOptions.mkdocs.extensions.isDisjoint(with: [.strikethrough, .autolinks, .alerts, .tagFilter]))
        #expect(ParseOptions.docc.extensions.isSuperset(of: [.tables, .strikethrough, .taskLists]))
        #expect(ParseOptions.docc.extensions.isDisjoint(with: [.autolinks, .footnotes, .tagFilter]))
        #expect(ParseOptions.gfm.frontMatter && !ParseOptions.commonMark.frontMatter && !ParseOptions.docc.frontMatter)
    }

    @Test func flavorIsTheFormerNameOfDialect() {
        #expect(ParseOptions(flavor: .commonMark) == .commonMark)
        var options = ParseOptions.gfm
        options.flavor = .docc
        #expect(options.dialect == .docc && options.extensions == Dialect.docc.extensions)
        #expect(options.flavor == .docc)
        #expect(options.frontMatter, "as before, the flavor does not change the front matter setting")
    }

    @Test func theDocumentRemembersItsOptions() {
        var custom = ParseOptions.gfm
        custom.extensions.remove(.footnotes)
        let document = Document(parsing: "text\n", options: custom)
        #expect(document.parseOptions == custom)
        #expect(document.dialect == .gfm)
        #expect(Document(parsing: "x").parseOptions == .gfm)
        #expect(Document(Paragraph(Text("built"))).parseOptions == .gfm)
        #expect(Document([Paragraph(Text("built"))], options: .docc).dialect == .docc)
    }

    @Test func aRewrittenDocumentKeepsItsDialect() {
        struct Upper: MarkupRewriter {
            mutating func visitText(_ text: Text) -> (any Markup)? { Text(text.string.uppercased()) }
        }
        var rewriter = Upper()
        let rewritten = rewriter.rewrite(Document(parsing: "a *b*\n", options: .docc))
        #expect(rewritten.dialect == .docc)
    }

    @Test func anExtensionCanBeSwitchedOff() {
        var options = ParseOptions.gfm
        options.extensions.remove(.tables)
        let table = "| a |\n| - |\n| b |\n"
        #expect(Document(parsing: table, options: .gfm).child(at: 0) is Table)
        #expect(Document(parsing: table, options: options).child(at: 0) is Paragraph)
    }

    @Test func doccReadsNeitherBareURLsNorFootnotes() {
        let markdown = "See www.example.com and https://example.com [^1].\n\n[^1]: Note.\n"
        let gfm = HTMLRenderer().render(Document(parsing: markdown, options: .gfm))
        let docc = HTMLRenderer().render(Document(parsing: markdown, options: .docc))
        #expect(gfm.contains("<a href=\"http://www.example.com\">") && gfm.contains("footnote-ref"))
        // As in CommonMark, `[^1]: Note.` is a link reference definition, and `[^1]` a link.
        #expect(docc == "<p>See www.example.com and https://example.com <a href=\"Note.\">^1</a>.</p>\n")
    }

    @Test func theRendererFiltersTagsOnlyInGFMDocuments() {
        let markdown = "<script>x</script>\n"
        #expect(HTMLRenderer().render(Document(parsing: markdown, options: .gfm)) == "&lt;script>x&lt;/script>\n")
        #expect(HTMLRenderer().render(Document(parsing: markdown, options: .commonMark)) == "<script>x</script>\n")
        #expect(HTMLRenderer().render(Document(parsing: markdown, options: .docc)) == "<script>x</script>\n")
        // An explicit dialect wins over the document's.
        #expect(HTMLRenderer(dialect: .gfm).render(Document(parsing: markdown, options: .commonMark))
                == "&lt;script>x&lt;/script>\n")
    }
}
