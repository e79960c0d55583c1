/// The storage behind every node: an immutable class, so unchanged subtrees are shared
/// between a tree and the trees rewritten from it. Public node types wrap it.
@usableFromInline package final class RawMarkup: Sendable {
    package let kind: RawKind
    package let children: [RawMarkup]
    // The byte range as two 32-bit offsets (-1 for none) keeps nodes small: documents
    // are limited to 2 GiB.
    @usableFromInline let start: Int32
    @usableFromInline let end: Int32

    package init(_ kind: RawKind, children: [RawMarkup] = [], range: Range<Int>? = nil) {
        self.kind = kind
        self.children = children
        if let range {
            start = Int32(truncatingIfNeeded: range.lowerBound)
            end = Int32(truncatingIfNeeded: range.upperBound)
        } else {
            start = -1
            end = -1
        }
    }

    /// UTF-8 byte range in the source the node was parsed from; nil for built nodes.
    @inlinable package var range: Range<Int>? {
        start < 0 ? nil : Int(start)..<Int(end)
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
