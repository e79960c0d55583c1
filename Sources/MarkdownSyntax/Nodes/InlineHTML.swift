/// Raw HTML inside a paragraph (a tag, comment, processing instruction, …), kept verbatim.
public struct InlineHTML: InlineMarkup {
    public let _data: _MarkupData
    public init(_ data: _MarkupData) { _data = data }
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitInlineHTML(self) }

    public init(_ rawHTML: String) { self.init(raw: RawMarkup(.inlineHTML(rawHTML))) }

    public var rawHTML: String {
        guard case .inlineHTML(let html) = raw.kind else { preconditionFailure("not inline HTML") }
        return html
    }
}
