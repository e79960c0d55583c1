@testable import MarkdownLint
import MarkdownSyntax
import Testing

/// The node index hands each list's items out through the links its walk made: the items
/// must be exactly the list's own, for nested lists and for lists without items.
struct NodeIndexListItemsTests {
    private func sources(_ items: ListItemChildren) -> [String] {
        items.map { $0.sourceText ?? "?" }
    }

    @Test func eachListGetsItsOwnItemsInOrder() {
        let text = "- a\n  1. x\n  2. y\n- b\n  * c\n\n3) z\n"
        let nodes = LintContext(path: "t.md", document: Document(parsing: text)).nodes
        #expect(nodes.unorderedLists.count == 2 && nodes.orderedLists.count == 2)
        #expect(sources(nodes.items(ofUnorderedList: 0)) == ["- a\n  1. x\n  2. y", "- b\n  * c"])
        #expect(sources(nodes.items(ofUnorderedList: 1)) == ["* c"])
        #expect(sources(nodes.items(ofOrderedList: 0)) == ["1. x", "2. y"])
        #expect(sources(nodes.items(ofOrderedList: 1)) == ["3) z"])
        #expect([nodes.items(ofUnorderedList: 0).count, nodes.items(ofUnorderedList: 1).count,
                  nodes.items(ofOrderedList: 0).count, nodes.items(ofOrderedList: 1).count] == [2, 1, 2, 1])
        for (index, list) in nodes.unorderedLists.enumerated() {
            let items = Array(nodes.items(ofUnorderedList: index))
            #expect(items.map(\.indexInParent) == Array(list.items.indices))
            #expect(items.allSatisfy { $0.parent?.isIdentical(to: list) == true })
        }
        #expect(nodes.allLists.map(\.ordered) == [false, false, true, true])
    }

    @Test func aListWithoutItemsHasNone() {
        // Only a document made in code can hold an empty list; the node after it (here the
        // next item of the list around it) must not be taken for its first item.
        let document = Document(
            UnorderedList(ListItem(Paragraph(Text("a")), OrderedList([])), ListItem(Paragraph(Text("b")))),
            UnorderedList([]))
        let nodes = LintContext(path: "t.md", document: document).nodes
        #expect(Array(nodes.items(ofOrderedList: 0)).isEmpty && nodes.items(ofOrderedList: 0).count == 0)
        #expect(nodes.items(ofUnorderedList: 0).count == 2)
        #expect(Array(nodes.items(ofUnorderedList: 0)).map(\.plainText) == ["a", "b"])
        #expect(Array(nodes.items(ofUnorderedList: 1)).isEmpty)
    }
}
