/// Strong emphasis (`**text**` or `__text__`).
public struct Strong: InlineMarkup, InlineContainer {
    public let _data: _MarkupData
    public init(_ data: _MarkupData) { _data = data }
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitStrong(self) }

    public init(marker: Character = "*", _ children: [any InlineMarkup]) {
        self.init(raw: RawMarkup(.strong(marker: marker.asciiValue ?? UInt8(ascii: "*")), children: children.raws))
    }
    public init(marker: Character = "*", _ children: any InlineMarkup...) { self.init(marker: marker, children) }
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
