/// Literal text. `string` is the decoded value (escapes and character references
/// resolved); `sourceText` is the text as written.
public struct Text: InlineMarkup {
    public let _data: _MarkupData
    public init(_ data: _MarkupData) { _data = data }
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitText(self) }

    public init(_ string: String) { self.init(raw: RawMarkup(.text(string))) }

    public var string: String {
        get {
            guard case .text(let string) = raw.kind else { preconditionFailure("not text") }
            return string
        }
        set { self = replacingKind(.text(newValue)) }
    }
}
