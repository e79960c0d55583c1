/// The children of a node, each positioned in the tree (so it knows its parent).
public struct MarkupChildren: RandomAccessCollection, Sendable {
    private let parent: _MarkupData
    private let link: _ParentLink

    init(_ parent: _MarkupData) {
        self.parent = parent
        self.link = _ParentLink(parent)
    }

    /// Always 0.
    public var startIndex: Int { 0 }
    /// The number of children.
    public var endIndex: Int { parent.raw.children.count }

    /// The child at `position`, knowing its parent and siblings.
    public subscript(position: Int) -> any Markup {
        makeMarkup(_MarkupData(raw: parent.raw.children[position], parentLink: link, indexInParent: position,
                               sourceFile: parent.sourceFile))
    }
}
