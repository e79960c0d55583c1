/// A node's children last to first.
public struct ReversedChildren: Sequence {
    let parent: Markup

    public struct Iterator: IteratorProtocol {
        let parent: _MarkupData
        var index: Int
        var id: MarkupIdentifier

        public mutating func next() -> Markup? {
            guard index >= 0 else { return nil }
            let child = parent.raw.markup.children[index]
            let childId = MarkupIdentifier(rootId: id.rootId, childId: id.childId - child.subtreeCount + 1)
            let data = parent.child(child, id: childId, index: index)
            id = MarkupIdentifier(rootId: id.rootId, childId: childId.childId - 1)
            index -= 1
            return makeMarkup(data)
        }
    }

    public func makeIterator() -> Iterator {
        let data = parent._data
        // The last node of the parent's subtree ends the last child's subtree.
        let lastId = MarkupIdentifier(rootId: data.id.rootId, childId: data.id.childId + data.raw.markup.subtreeCount - 1)
        return Iterator(parent: data, index: data.raw.markup.children.count - 1, id: lastId)
    }
}
