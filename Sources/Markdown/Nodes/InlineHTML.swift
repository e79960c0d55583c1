/// Raw HTML inside a paragraph.
public struct InlineHTML: InlineMarkup, LiteralMarkup {
    public var _data: _MarkupData

    public init(_ data: _MarkupData) { _data = data }

    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitInlineHTML(self) }

    public init(_ literalText: String) { self.init(_MarkupData(root: .inlineHTML(parsedRange: nil, html: literalText))) }

    /// The HTML as written.
    public var rawHTML: String {
        get {
            guard case .inlineHTML(let html) = raw.markup.data else { return "" }
            return html
        }
        set { replaceData(.inlineHTML(newValue)) }
    }

    public var plainText: String { rawHTML }
}
