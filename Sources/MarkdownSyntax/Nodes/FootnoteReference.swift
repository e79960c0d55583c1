/// A GFM footnote reference (`[^label]`) to a footnote definition.
public struct FootnoteReference: InlineMarkup {
    public let _data: _MarkupData
    public init(_ data: _MarkupData) { _data = data }
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitFootnoteReference(self) }

    public init(label: String) { self.init(raw: RawMarkup(.footnoteReference(label: label))) }

    /// The label as written, without `[^` and `]`.
    public var label: String {
        guard case .footnoteReference(let label) = raw.kind else { preconditionFailure("not a footnote reference") }
        return label
    }
}
