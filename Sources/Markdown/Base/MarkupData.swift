/// A node's place in its tree: the raw node, its identifier and the path up to the root.
public struct _MarkupData: Sendable {
    let raw: AbsoluteRawMarkup
    /// The parent's place, `nil` at the root.
    private let parentBox: ParentBox?

    private final class ParentBox: Sendable {
        let data: _MarkupData
        init(_ data: _MarkupData) { self.data = data }
    }

    /// The place of a new tree's root.
    init(root: RawMarkup) {
        raw = AbsoluteRawMarkup(markup: root, metadata: MarkupMetadata(id: .newRoot(), indexInParent: 0))
        parentBox = nil
    }

    private init(raw: AbsoluteRawMarkup, parent: _MarkupData) {
        self.raw = raw
        parentBox = ParentBox(parent)
    }

    var id: MarkupIdentifier { raw.metadata.id }
    var parent: _MarkupData? { parentBox?.data }
    var indexInParent: Int { raw.metadata.indexInParent }

    /// The place of the child at `index`, `nil` when there is none.
    func child(at index: Int) -> _MarkupData? {
        let children = raw.markup.children
        guard children.indices.contains(index) else { return nil }
        let before = children[..<index].reduce(0) { $0 + $1.subtreeCount }
        let id = MarkupIdentifier(rootId: self.id.rootId, childId: self.id.childId + 1 + before)
        return child(children[index], id: id, index: index)
    }

    /// The place of `child` given its identifier and index.
    func child(_ child: RawMarkup, id: MarkupIdentifier, index: Int) -> _MarkupData {
        _MarkupData(raw: AbsoluteRawMarkup(markup: child, metadata: MarkupMetadata(id: id, indexInParent: index)),
                    parent: self)
    }

    /// The root's place.
    var root: _MarkupData {
        var current = self
        while let parent = current.parent { current = parent }
        return current
    }

    /// The place `replacement` takes in a new tree where it replaces this node: every
    /// ancestor is rebuilt (losing its parsed range), the rest of the tree is shared.
    func replacingSelf(_ replacement: RawMarkup) -> _MarkupData {
        replacingSelf(replacement, keepingAncestorRanges: false)
    }

    /// Like `replacingSelf(_:)`; with `keepingAncestorRanges`, for edits that keep the
    /// ancestors' source text where it was (an aside's tag removed), their ranges stay.
    func replacingSelf(_ replacement: RawMarkup, keepingAncestorRanges: Bool) -> _MarkupData {
        guard let parent else { return _MarkupData(root: replacement) }
        let parentRaw = parent.raw.markup
        var siblings = parentRaw.children
        siblings[indexInParent] = replacement
        let newParentRaw = keepingAncestorRanges ? parentRaw.withChildren(siblings)
            : parentRaw.substitutingChild(replacement, at: indexInParent)
        let newParent = parent.replacingSelf(newParentRaw, keepingAncestorRanges: keepingAncestorRanges)
        return newParent.child(at: indexInParent) ?? _MarkupData(root: replacement)
    }
}
