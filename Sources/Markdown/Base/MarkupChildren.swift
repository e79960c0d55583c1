/// A node's children as a sequence, each knowing its place in the tree.
public struct MarkupChildren: Sequence {
    let parent: Markup

    init(_ parent: Markup) { self.parent = parent }

    public struct Iterator: IteratorProtocol {
        let parent: _MarkupData
        var index = 0
        var id: MarkupIdentifier

        public mutating func next() -> Markup? {
            let children = parent.raw.markup.children
            guard index < children.count else { return nil }
            let child = children[index]
            let data = parent.child(child, id: id, index: index)
            id = id.nextSibling(after: child)
            index += 1
            return makeMarkup(data)
        }
    }

    public func makeIterator() -> Iterator {
        Iterator(parent: parent._data, id: parent._data.id.firstChild)
    }

    /// The children last to first.
    public func reversed() -> ReversedChildren { ReversedChildren(parent: parent) }

    public var underestimatedCount: Int { parent.childCount }
}
