/// A code span (`` `…` ``).
public struct InlineCode: InlineMarkup, LiteralMarkup {
    public var _data: _MarkupData

    public init(_ data: _MarkupData) { _data = data }

    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitInlineCode(self) }

    public init(_ literalText: String) { self.init(_MarkupData(root: .inlineCode(parsedRange: nil, code: literalText))) }

    /// The code, without the backticks.
    public var code: String {
        get {
            guard case .inlineCode(let code) = raw.markup.data else { return "" }
            return code
        }
        set { replaceData(.inlineCode(newValue)) }
    }

    public var plainText: String { "`\(code)`" }
}
