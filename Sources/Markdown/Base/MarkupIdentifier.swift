/// Where a node stands: the tree it belongs to and its position in that tree's preorder.
public struct MarkupIdentifier: Equatable, Sendable {
    /// The identifier of the tree (unique per root, new after each edit).
    var rootId: UInt64
    /// The node's preorder index in its tree (the root is 0).
    var childId: Int

    static func newRoot() -> MarkupIdentifier { MarkupIdentifier(rootId: AtomicCounter.next(), childId: 0) }

    /// The identifier of the first child.
    var firstChild: MarkupIdentifier { MarkupIdentifier(rootId: rootId, childId: childId + 1) }

    /// The identifier of the next sibling, after this node's whole subtree.
    func nextSibling(after subtree: RawMarkup) -> MarkupIdentifier {
        MarkupIdentifier(rootId: rootId, childId: childId + subtree.subtreeCount)
    }

    /// The identifier of the previous sibling, whose subtree ends right before this node.
    func previousSibling(before subtree: RawMarkup) -> MarkupIdentifier {
        MarkupIdentifier(rootId: rootId, childId: childId - subtree.subtreeCount)
    }
}

/// What a node's position adds to its raw content.
struct MarkupMetadata: Equatable, Sendable {
    var id: MarkupIdentifier
    var indexInParent: Int
}

/// A raw node at a position in a tree.
struct AbsoluteRawMarkup: Sendable {
    var markup: RawMarkup
    var metadata: MarkupMetadata
}
