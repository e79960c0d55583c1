import MarkdownSyntax
import Testing

/// Moving around a parsed tree: parent, children, siblings, index, root.
struct NavigationTests {
    static let source = "# Title\n\n> quoted *emph* text\n\n- one\n- two\n\nlast\n"

    @Test func topLevelChildren() throws {
        let document = Document(parsing: Self.source)
        #expect(document.childCount == 4)
        #expect(document.children.count == 4)
        #expect(document.child(at: 0) is Heading)
        #expect(document.child(at: 1) is BlockQuote)
        #expect(document.child(at: 2) is UnorderedList)
        #expect(document.child(at: 3) is Paragraph)
        #expect(document.child(at: 4) == nil)
        #expect(document.child(at: -1) == nil)
        for (index, child) in document.children.enumerated() {
            #expect(child.indexInParent == index)
            #expect(child.parent is Document)
        }
    }

    @Test func parentsAndRootFromADeepNode() throws {
        let document = Document(parsing: Self.source)
        let emphasisText = try #require(document.nodes(of: Emphasis.self).first?.child(at: 0) as? Text)
        #expect(emphasisText.string == "emph")
        let emphasis = try #require(emphasisText.parent as? Emphasis)
        let paragraph = try #require(emphasis.parent as? Paragraph)
        let quote = try #require(paragraph.parent as? BlockQuote)
        #expect(quote.parent is Document)
        #expect(quote.parent?.parent == nil)
        #expect(emphasisText.root is Document)
        #expect(emphasisText.root.isIdentical(to: document))
        #expect(document.root.isIdentical(to: document))
        #expect(document.parent == nil)
        #expect(document.indexInParent == 0)
        #expect(emphasis.indexInParent == 1)
    }

    @Test func siblings() throws {
        let document = Document(parsing: Self.source)
        let paragraph = try #require(document.nodes(of: BlockQuote.self).first?.child(at: 0))
        let kinds = paragraph.children.map { "\(type(of: $0))" }
        #expect(kinds == ["Text", "Emphasis", "Text"])
        let middle = try #require(paragraph.child(at: 1))
        #expect((middle.previousSibling as? Text)?.string == "quoted ")
        #expect((middle.nextSibling as? Text)?.string == " text")
        #expect(middle.nextSibling?.nextSibling == nil)
        #expect(paragraph.child(at: 0)?.previousSibling == nil)
        #expect(document.nextSibling == nil && document.previousSibling == nil)

        let items = try #require(document.child(at: 2) as? UnorderedList).items
        #expect(items.count == 2)
        #expect(items[0].nextSibling?.isIdentical(to: items[1]) == true)
        #expect(items[1].previousSibling?.isIdentical(to: items[0]) == true)
    }

    @Test func childrenAreTheSameStorageEachTime() throws {
        let document = Document(parsing: Self.source)
        let first = try #require(document.child(at: 1))
        let again = document.children[1]
        #expect(first.isIdentical(to: again))
        #expect(!first.isIdentical(to: try #require(document.child(at: 0))))
    }

    @Test func detachedNodeKeepsItsStorageButForgetsItsParent() throws {
        let document = Document(parsing: Self.source)
        let quote = try #require(document.child(at: 1) as? BlockQuote)
        let detached = quote.detachedFromParent
        #expect(detached.parent == nil)
        #expect(detached.indexInParent == 0)
        #expect(detached.isIdentical(to: quote))
        #expect(detached.root.isIdentical(to: quote))
        // Its byte range is still known from the storage, but it no longer knows its file,
        // so line/column ranges and source text are gone.
        #expect(detached.byteRange == quote.byteRange)
        #expect(detached.range == nil)
        #expect(detached.sourceText == nil)
    }

    @Test func typedAccessors() throws {
        let document = Document(parsing: "1. a\n2. b\n\n| x | y |\n|:-|-:|\n| 1 | 2 |\n")
        let list = try #require(document.child(at: 0) as? OrderedList)
        #expect(list.items.map(\.marker) == ["1.", "2."])
        let table = try #require(document.child(at: 1) as? Table)
        #expect(table.columnCount == 2)
        #expect(table.columnAlignments == [.left, .right])
        #expect(table.head.cells.map(\.plainText) == ["x", "y"])
        let rows = try #require(table.body).rows
        #expect(rows.count == 1)
        #expect(rows[0].cells.map(\.alignment) == [.left, .right])
        #expect(table.delimiterRowRange?.lowerBound.line == 5)
        #expect(table.delimiterCellByteRanges.count == 2)
    }

    @Test func plainTextFlattensInlines() throws {
        let document = Document(parsing: "A *b* `c` [d](/u) ![e](/i)<span>\\\nf\n")
        let paragraph = try #require(document.child(at: 0) as? Paragraph)
        #expect(paragraph.plainText == "A b c d e\nf")
    }
}
