/// The kinds of a node's ancestors, nearest first, read without making a node of each
/// (walking `parent` makes one per step, and testing its type is a dynamic cast).
package struct AncestorKinds: Sequence, IteratorProtocol {
    private var current: _MarkupData?

    init(_ node: _MarkupData) {
        current = node.parent
    }

    package mutating func next() -> MarkupKind? {
        guard let data = current else { return nil }
        current = data.parent
        return data.raw.tag
    }
}

extension Markup {
    /// The kinds of the node's ancestors, nearest first.
    package var ancestorKinds: AncestorKinds { AncestorKinds(_data) }

    /// The storage of the node's parent, read without making a node of it; nil for a root.
    package var parentRaw: RawMarkup? { _data.parent?.raw }

    /// The storage of the node's next sibling, read without making a node of it or of the
    /// parent; nil for a last child or a root.
    package var nextSiblingRaw: RawMarkup? {
        guard let siblings = _data.parent?.raw.children, _data.indexInParent + 1 < siblings.count else { return nil }
        return siblings[_data.indexInParent + 1]
    }
}
