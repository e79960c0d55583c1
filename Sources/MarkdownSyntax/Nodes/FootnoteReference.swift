/// A GFM footnote reference (`[^label]`) to a footnote definition.
public struct FootnoteReference: InlineMarkup {
    /// The node's storage and its place in the tree; for the library's use, not for reading directly.
    public let _data: _MarkupData
    /// Wraps storage the library hands out; use the other initializers to make nodes.
    public init(_ data: _MarkupData) { _data = data }
    /// Calls the visitor's `visitFootnoteReference(_:)`.
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitFootnoteReference(self) }

    /// Makes a reference to the footnote defined with `label` (without `[^` and `]`).
    /// - Precondition: `LinkLabel.problem(with: label)` is `nil`.
    public init(label: String) {
        LinkLabel.require(label)
        self.init(raw: RawMarkup(.footnoteReference(label: label)))
    }

    /// The label as written, without `[^` and `]`.
    public var label: String {
        guard case .footnoteReference(let label) = raw.kind else { preconditionFailure("not a footnote reference") }
        return label
    }
}
