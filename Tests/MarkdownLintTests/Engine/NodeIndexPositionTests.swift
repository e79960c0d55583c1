@testable import MarkdownLint
import MarkdownSyntax
import Testing

/// The node index hands out nodes from a table of numbers rather than from a walk: each
/// node must know the same parent, index, siblings and source as the walk's node.
struct NodeIndexPositionTests {
    private let text = """
        # Title

        Some *emphasis* and `code`, a [link](u "t") and <b>html</b>.

        > - item with **strong**\\
        >   text
        > - 1. nested
        >
        > | a | b |
        > |---|---|
        > | `c` | [d][] |

        [d]: /d
        """

    /// Every node's ancestors, as kinds and indices, up to the document.
    private func ancestry(_ node: any Markup) -> [String] {
        var steps: [String] = []
        var current: (any Markup)? = node
        while let step = current {
            steps.append("\(step.kind)#\(step.indexInParent)@\(step.byteRange.map { "\($0)" } ?? "-")")
            current = step.parent
        }
        return steps
    }

    @Test func indexedNodesArePositionedAsAWalkPositionsThem() {
        let document = Document(parsing: text)
        let nodes = LintContext(path: "t.md", document: document).nodes
        let indexed: [any Markup] = nodes.texts.map { $0 } + nodes.inlineCodes.map { $0 } + nodes.links.map { $0 }
            + nodes.strongs.map { $0 } + nodes.listItems.map { $0 } + nodes.lineBreaks.map { $0 }
        let walked = document.descendants(ofType: Text.self).map { $0 as any Markup }
            + document.descendants(ofType: InlineCode.self).map { $0 }
            + document.descendants(ofType: Link.self).map { $0 }
            + document.descendants(ofType: Strong.self).map { $0 }
            + document.descendants(ofType: ListItem.self).map { $0 }
            + document.descendants(ofType: LineBreak.self).map { $0 }
        #expect(indexed.count == walked.count && walked.count > 15)
        for (node, expected) in zip(indexed, walked) {
            #expect(node.isIdentical(to: expected))
            #expect(ancestry(node) == ancestry(expected))
            #expect(node.nextSibling?.byteRange == expected.nextSibling?.byteRange)
            #expect(node.previousSibling?.byteRange == expected.previousSibling?.byteRange)
            #expect(node.range == expected.range)
            #expect(node.root is Document)
        }
    }

    /// The lists share one array sorted by kind: each must hold exactly its kind's nodes,
    /// in document order, with kinds that have no node (images, footnotes) empty.
    @Test func everyListHoldsItsKindInDocumentOrder() {
        let document = Document(parsing: text)
        let nodes = LintContext(path: "t.md", document: document).nodes
        func starts(_ list: some Collection<some Markup>) -> [Int] { list.compactMap { $0.byteRange?.lowerBound } }
        func walked<Node: Markup>(_ type: Node.Type) -> [Int] {
            document.descendants(ofType: type).compactMap { $0.byteRange?.lowerBound }
        }
        #expect(starts(nodes.headings) == walked(Heading.self))
        #expect(starts(nodes.paragraphs) == walked(Paragraph.self))
        #expect(starts(nodes.blockQuotes) == walked(BlockQuote.self))
        #expect(starts(nodes.unorderedLists) == walked(UnorderedList.self))
        #expect(starts(nodes.orderedLists) == walked(OrderedList.self))
        #expect(starts(nodes.tables) == walked(Table.self))
        #expect(starts(nodes.linkDefinitions) == walked(LinkReferenceDefinition.self))
        #expect(starts(nodes.emphases) == walked(Emphasis.self))
        #expect(starts(nodes.inlineHTML) == walked(InlineHTML.self))
        #expect(starts(nodes.texts) == walked(Text.self))
        #expect(nodes.images.isEmpty && nodes.footnoteDefinitions.isEmpty && nodes.attributeLists.isEmpty)
        #expect(nodes.texts.count > 10 && nodes.paragraphs.count > 2 && nodes.tables.count == 1)
    }

    @Test func childrenOfAnIndexedNodeLeadBackToIt() throws {
        let nodes = LintContext(path: "t.md", document: Document(parsing: text)).nodes
        let paragraph = try #require(nodes.paragraphs.first)
        for (index, child) in paragraph.children.enumerated() {
            #expect(child.indexInParent == index)
            #expect(child.parent?.isIdentical(to: paragraph) == true)
            #expect(child.parent?.indexInParent == paragraph.indexInParent)
        }
        #expect(nodes.headings.map(\.plainText) == ["Title"])
        #expect(nodes.tables.count == 1 && nodes.linkDefinitions.count == 1)
    }
}
