/// A code span (`` `code` ``).
public struct InlineCode: InlineMarkup {
    public let _data: _MarkupData
    public init(_ data: _MarkupData) { _data = data }
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitInlineCode(self) }

    public init(_ code: String, backtickCount: Int = 1) {
        self.init(raw: RawMarkup(.inlineCode(code: code, backticks: backtickCount)))
    }

    private var parts: (String, Int) {
        guard case .inlineCode(let code, let backticks) = raw.kind else { preconditionFailure("not inline code") }
        return (code, backticks)
    }

    /// The code, with line endings turned into spaces and one padding space stripped.
    public var code: String { parts.0 }
    /// Length of the backtick strings around the code.
    public var backtickCount: Int { parts.1 }
}
