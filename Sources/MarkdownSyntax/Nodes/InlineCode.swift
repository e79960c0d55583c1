/// A code span: code between two equal runs of backticks.
public struct InlineCode: InlineMarkup {
    /// The node's storage and its place in the tree; for the library's use, not for reading directly.
    public let _data: _MarkupData
    /// Wraps storage the library hands out; use the other initializers to make nodes.
    public init(_ data: _MarkupData) { _data = data }
    /// Calls the visitor's `visitInlineCode(_:)`.
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitInlineCode(self) }

    /// Makes a code span of `code` between runs of `backtickCount` backticks (use more than the longest run inside).
    public init(_ code: String, backtickCount: Int = 1) {
        self.init(raw: RawMarkup(.inlineCode(code: .string(code), backticks: Int32(clamping: backtickCount))))
    }

    private var parts: (TextContent, Int) {
        guard case .inlineCode(let code, let backticks) = raw.kind else { preconditionFailure("not inline code") }
        return (code, Int(backticks))
    }

    /// The code, with line endings turned into spaces and one padding space stripped.
    public var code: String { parts.0.string }
    /// Length of the backtick strings around the code.
    public var backtickCount: Int { parts.1 }
}
