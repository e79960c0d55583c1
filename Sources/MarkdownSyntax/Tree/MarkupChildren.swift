/// The children of a node, each positioned in the tree (so it knows its parent).
public struct MarkupChildren: RandomAccessCollection, Sendable {
    private let raw: RawMarkup
    private let link: _ParentLink

    package init(_ parent: _MarkupData) {
        self.raw = parent.raw
        self.link = _ParentLink(parent: parent)
    }

    /// Always 0.
    public var startIndex: Int { 0 }
    /// The number of children.
    public var endIndex: Int { raw.children.count }

    /// The child at `position`, knowing its parent and siblings.
    public subscript(position: Int) -> any Markup {
        makeMarkup(data(at: position))
    }

    /// The storage and position of the child at `position`, for walks that switch on its
    /// kind themselves (no `any Markup` made).
    package func data(at position: Int) -> _MarkupData {
        _MarkupData(raw: raw.children[position], link: link, slot: position)
    }

    /// The kind of the child at `position`, read without making a node of it.
    package func tag(at position: Int) -> MarkupKind { raw.children[position].tag }
}

/// The list items among a node's children, each made straight from its storage: no
/// `any Markup` and no dynamic cast per child (list rules read every item of every list).
package struct ListItemChildren: Sequence, IteratorProtocol {
    private let children: MarkupChildren
    private var position = 0

    package init(_ children: MarkupChildren) {
        self.children = children
    }

    package mutating func next() -> ListItem? {
        while position < children.endIndex {
            let data = children.data(at: position)
            position += 1
            if case .listItem = data.raw.kind { return ListItem(data) }
        }
        return nil
    }

    /// How many items the list has, counted without making a node of each.
    package var count: Int {
        children.indices.reduce(0) { $0 + (children.tag(at: $1) == .listItem ? 1 : 0) }
    }
}

extension Markup {
    /// The node's children that are list items, in order (all of a list's).
    package var listItemChildren: ListItemChildren { ListItemChildren(children) }

    /// The same items in an array. Appended one by one: `Array(listItemChildren)` went
    /// through the sequence's witness for every call.
    package var listItemArray: [ListItem] {
        var items: [ListItem] = []
        for item in listItemChildren { items.append(item) }
        return items
    }
}
