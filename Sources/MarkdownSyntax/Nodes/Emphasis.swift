/// Emphasis (`*text*` or `_text_`).
public struct Emphasis: InlineMarkup, InlineContainer {
    public let _data: _MarkupData
    public init(_ data: _MarkupData) { _data = data }
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitEmphasis(self) }

    public init(marker: Character = "*", _ children: [any InlineMarkup]) {
        self.init(raw: RawMarkup(.emphasis(marker: marker.asciiValue ?? UInt8(ascii: "*")), children: children.raws))
    }
    public init(marker: Character = "*", _ children: any InlineMarkup...) { self.init(marker: marker, children) }
    public init(marker: Character = "*", @InlineMarkupBuilder _ content: () -> [any InlineMarkup]) {
        self.init(marker: marker, content())
    }

    /// `*` or `_`.
    public var marker: Character {
        get {
            guard case .emphasis(let marker) = raw.kind else { preconditionFailure("not emphasis") }
            return Character(Unicode.Scalar(marker))
        }
        set { self = replacingKind(.emphasis(marker: newValue.asciiValue ?? UInt8(ascii: "*"))) }
    }
}
