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
        _MarkupData(raw: raw.children[position], link: link, indexInParent: position)
    }
}
