/// Literal text. `string` is the decoded value (escapes and character references
/// resolved); `sourceText` is the text as written.
public struct Text: InlineMarkup {
    /// The node's storage and its place in the tree; for the library's use, not for reading directly.
    public let _data: _MarkupData
    /// Wraps storage the library hands out; use the other initializers to make nodes.
    public init(_ data: _MarkupData) { _data = data }
    /// Calls the visitor's `visitText(_:)`.
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitText(self) }

    /// Makes a text node of `string`; printers escape whatever would otherwise read as markup.
    public init(_ string: String) { self.init(raw: RawMarkup(.text(string))) }

    /// The decoded text, escapes and character references resolved.
    public var string: String {
        get {
            guard case .text(let content) = raw.kind else { preconditionFailure("not text") }
            return content.string
        }
        set { self = replacingKind(.text(newValue)) }
    }
}
