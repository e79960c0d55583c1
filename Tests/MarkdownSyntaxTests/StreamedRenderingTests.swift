import MarkdownSyntax
import Testing

/// `HTMLRenderer.render(_:to:)` hands out a large document's HTML in pieces; put together,
/// they are exactly `renderUTF8`'s bytes, line breaks at the seams included.
struct StreamedRenderingTests {
    /// Blocks whose HTML starts with a line break only when something precedes it (a quote
    /// after a paragraph, a list after a code block), and footnotes, whose section follows
    /// the last piece of the body.
    static let section = """
        A paragraph with a footnote[^note] and *emphasis*.

        > quoted

        ```
        code
        ```

        - item
        - item with `code`

        <div>html</div>

        """

    @Test func piecesMakeTheWholeHTML() {
        var text = ""
        while text.utf8.count < 3 << 20 { text += Self.section }
        text += "[^note]: The note, referenced from every section.\n"
        let document = Document(parsing: text)
        var pieces: [[UInt8]] = []
        HTMLRenderer().render(document) { pieces.append(Array($0)) }
        #expect(pieces.count > 2, "a 3 MB document's HTML comes in several pieces")
        #expect(pieces.dropLast().allSatisfy { $0.count >= 1 << 20 })
        #expect(Array(pieces.joined()) == HTMLRenderer().renderUTF8(document))
    }

    @Test func aSmallDocumentIsOnePiece() {
        let document = Document(parsing: "# Title\n\nText.\n")
        var pieces: [[UInt8]] = []
        HTMLRenderer().render(document) { pieces.append(Array($0)) }
        #expect(pieces == [HTMLRenderer().renderUTF8(document)])
    }

    @Test func anEmptyDocumentHandsOutNothing() {
        var pieces = 0
        HTMLRenderer().render(Document(parsing: "")) { _ in pieces += 1 }
        #expect(pieces == 0)
    }
}
