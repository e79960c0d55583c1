/// A block of raw HTML.
public struct HTMLBlock: BlockMarkup, LiteralMarkup {
    public var _data: _MarkupData

    public init(_ data: _MarkupData) { _data = data }

    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitHTMLBlock(self) }

    public init(_ literalText: String) { self.init(_MarkupData(root: .htmlBlock(parsedRange: nil, html: literalText))) }

    /// The HTML as written.
    public var rawHTML: String {
        get {
            guard case .htmlBlock(let html) = raw.markup.data else { return "" }
            return html
        }
        set { replaceData(.htmlBlock(newValue)) }
    }
}
