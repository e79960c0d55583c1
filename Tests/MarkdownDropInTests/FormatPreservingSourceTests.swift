import Markdown
import Testing

/// `formatPreservingSource()` keeps what the source said where `format()` rewrites it.
struct FormatPreservingSourceTests {
    let source = """
        Title
        =====

        * a __strong__ point
        * and [a reference][ref] \\* escaped

        Old paragraph &amp; entity.

        [ref]: https://example.com  'Title'

        ```swift
        let x = 1
        ```

        """

    @Test func anUnchangedDocumentIsItsSource() {
        let document = Document(parsing: source)
        #expect(document.formatPreservingSource() == source)
        #expect(document.format() != source)
    }

    @Test func onlyTheChangedBlockIsFormatted() throws {
        var paragraph = try #require(Document(parsing: source).child(at: 2) as? Paragraph)
        paragraph.setInlineChildren([Text("New "), Emphasis(Text("paragraph")), Text(".")] as [InlineMarkup])
        let document = try #require(paragraph.root as? Document)
        #expect(document.formatPreservingSource() == """
            Title
            =====

            * a __strong__ point
            * and [a reference][ref] \\* escaped

            New *paragraph*.

            [ref]: https://example.com  'Title'

            ```swift
            let x = 1
            ```

            """)
    }

    @Test func aRemovedBlockIsGoneAndDefinitionsStay() throws {
        var document = Document(parsing: source)
        let kept = document.children.enumerated().filter { $0.offset != 2 }.compactMap { $0.element as? BlockMarkup }
        document.setBlockChildren(kept)
        #expect(document.formatPreservingSource() == """
            Title
            =====

            * a __strong__ point
            * and [a reference][ref] \\* escaped

            [ref]: https://example.com  'Title'

            ```swift
            let x = 1
            ```

            """)
    }

    @Test func anInsertedBlockIsFormattedBetweenKeptOnes() throws {
        var document = Document(parsing: "# One\n\nText  \nwith a hard break.\n")
        var blocks = document.children.compactMap { $0 as? BlockMarkup }
        blocks.insert(ThematicBreak(), at: 1)
        document.setBlockChildren(blocks)
        #expect(document.formatPreservingSource() == "# One\n\n-----\n\nText  \nwith a hard break.\n")
    }

    @Test func aBuiltDocumentIsFormatted() {
        let document = Document(Paragraph(Text("Built.")))
        #expect(document.formatPreservingSource() == document.format())
    }
}
