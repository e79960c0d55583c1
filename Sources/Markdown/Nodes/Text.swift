/// Plain text.
public struct Text: InlineMarkup, LiteralMarkup {
    public var _data: _MarkupData

    public init(_ data: _MarkupData) { _data = data }

    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitText(self) }

    public init(_ literalText: String) { self.init(_MarkupData(root: .text(parsedRange: nil, string: literalText))) }

    /// The text.
    public var string: String {
        get {
            guard case .text(let string) = raw.markup.data else { return "" }
            return string
        }
        set { replaceData(.text(newValue)) }
    }

    public var plainText: String { string }
}
