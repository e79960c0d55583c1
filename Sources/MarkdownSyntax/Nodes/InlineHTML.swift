/// Raw HTML inside a paragraph (a tag, comment, processing instruction, …), kept verbatim.
public struct InlineHTML: InlineMarkup {
    /// The node's storage and its place in the tree; for the library's use, not for reading directly.
    public let _data: _MarkupData
    /// Wraps storage the library hands out; use the other initializers to make nodes.
    public init(_ data: _MarkupData) { _data = data }
    /// Calls the visitor's `visitInlineHTML(_:)`.
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitInlineHTML(self) }

    /// Makes inline HTML of `rawHTML`, printed and rendered as it is.
    public init(_ rawHTML: String) { self.init(raw: RawMarkup(.inlineHTML(rawHTML))) }

    /// The HTML as written.
    public var rawHTML: String {
        guard case .inlineHTML(let html) = raw.kind else { preconditionFailure("not inline HTML") }
        return html
    }
}
