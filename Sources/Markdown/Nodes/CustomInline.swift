/// Inline text of the program's own kind, never produced by parsing.
public struct CustomInline: InlineMarkup {
    public var _data: _MarkupData

    public init(_ data: _MarkupData) { _data = data }

    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitCustomInline(self) }

    public init(_ text: String) { self.init(_MarkupData(root: .customInline(parsedRange: nil, text: text))) }

    /// The text.
    public var text: String {
        guard case .customInline(let text) = raw.markup.data else { return "" }
        return text
    }

    public var plainText: String { text }
}
