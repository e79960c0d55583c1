/// The storage behind every node: an immutable class, so unchanged subtrees are shared
/// between a tree and the trees rewritten from it. Public node types wrap it.
package final class RawMarkup: Sendable {
    package let kind: RawKind
    package let children: [RawMarkup]
    /// UTF-8 byte range in the source the node was parsed from; nil for built nodes.
    package let range: Range<Int>?

    package init(_ kind: RawKind, children: [RawMarkup] = [], range: Range<Int>? = nil) {
        self.kind = kind
        self.children = children
        self.range = range
    }

    /// The same node with other children; no longer tied to a source range.
    package func withChildren(_ children: [RawMarkup]) -> RawMarkup {
        RawMarkup(kind, children: children, range: nil)
    }

    /// The same children with another payload; no longer tied to a source range.
    package func withKind(_ kind: RawKind) -> RawMarkup {
        RawMarkup(kind, children: children, range: nil)
    }
}
