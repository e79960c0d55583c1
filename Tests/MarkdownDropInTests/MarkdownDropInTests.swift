import Markdown
import Testing

/// The `Markdown` product as swift-markdown users meet it (its own suite runs through
/// scripts/test-swift-markdown); these pin what the README promises.
struct MarkdownDropInTests {
    @Test func seedArticleTreeDump() {
        let document = Document(parsing: "This is **bold** and *italic* text.")
        #expect(document.debugDescription() == """
            Document
            └─ Paragraph
               ├─ Text "This is "
               ├─ Strong
               │  └─ Text "bold"
               ├─ Text " and "
               ├─ Emphasis
               │  └─ Text "italic"
               └─ Text " text."
            """)
    }

    @Test func rangesAreUTF8Columns() throws {
        let document = Document(parsing: "é **x**")
        let strong = try #require(document.child(through: 0, 1) as? Strong)
        #expect(strong.range == SourceLocation(line: 1, column: 4, source: nil)..<SourceLocation(line: 1, column: 9, source: nil))
    }

    @Test func editsShareUnchangedSubtrees() throws {
        let document = Document(parsing: "First *one*.\n\nSecond.\n")
        var text = try #require(document.child(through: 0, 1, 0) as? Text)
        text.string = "two"
        let edited = text.root
        #expect(edited.format() == "First *two*.\n\nSecond.")
        #expect(edited.child(at: 1)!.hasSameStructure(as: document.child(at: 1)!))
        #expect(document.format() == "First *one*.\n\nSecond.")
    }

    @Test func rewriterRemovesNodes() {
        struct EmphasisRemover: MarkupRewriter {
            mutating func visitEmphasis(_ emphasis: Emphasis) -> Markup? { nil }
        }
        var remover = EmphasisRemover()
        let rewritten = remover.visit(Document(parsing: "Keep *drop* this."))
        #expect(rewritten.map { HTMLFormatter.format($0) } == "<p>Keep  this.</p>\n")
    }

    @Test func asideAndDoxygenAreDerivedViews() throws {
        let quote = try #require(Document(parsing: "> Warning: Hot.").child(at: 0) as? BlockQuote)
        let aside = Aside(quote)
        #expect(aside.kind == .warning)
        #expect(aside.content.first?.format() == "Hot.")

        let doxygen = Document(parsing: "\\param x The value.", options: .parseMinimalDoxygen)
        let parameter = try #require(doxygen.child(at: 0) as? DoxygenParameter)
        #expect(parameter.name == "x")
        #expect(parameter.format() == "\\param x The value.")
    }
}
