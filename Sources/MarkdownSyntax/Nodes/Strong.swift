/// Strong emphasis (`**text**` or `__text__`).
public struct Strong: InlineMarkup, InlineContainer {
    /// The node's storage and its place in the tree; for the library's use, not for reading directly.
    public let _data: _MarkupData
    /// Wraps storage the library hands out; use the other initializers to make nodes.
    public init(_ data: _MarkupData) { _data = data }
    /// Calls the visitor's `visitStrong(_:)`.
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitStrong(self) }

    /// Makes strong emphasis written with `marker` twice (`**` or `__`), with the given inline children.
    public init(marker: Character = "*", _ children: [any InlineMarkup]) {
        self.init(raw: RawMarkup(.strong(marker: marker.asciiValue ?? UInt8(ascii: "*")), children: children.raws))
    }
    /// Makes strong emphasis written with `marker` twice (`**` or `__`), with the inline children listed.
    public init(marker: Character = "*", _ children: any InlineMarkup...) { self.init(marker: marker, children) }
    /// Makes strong emphasis written with `marker` twice (`**` or `__`), with inline children written in a builder closure.
    public init(marker: Character = "*", @InlineMarkupBuilder _ content: () -> [any InlineMarkup]) {
        self.init(marker: marker, content())
    }

    /// `*` or `_` (written twice).
    public var marker: Character {
        get {
            guard case .strong(let marker) = raw.kind else { preconditionFailure("not strong") }
            return Character(Unicode.Scalar(marker))
        }
        set { self = replacingKind(.strong(marker: newValue.asciiValue ?? UInt8(ascii: "*"))) }
    }
}
