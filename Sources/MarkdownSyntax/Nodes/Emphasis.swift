/// Emphasis (`*text*` or `_text_`).
public struct Emphasis: InlineMarkup, InlineContainer {
    /// The node's storage and its place in the tree; for the library's use, not for reading directly.
    public let _data: _MarkupData
    /// Wraps storage the library hands out; use the other initializers to make nodes.
    public init(_ data: _MarkupData) { _data = data }
    /// Calls the visitor's `visitEmphasis(_:)`.
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitEmphasis(self) }

    /// Makes emphasis written with `marker` (`*` or `_`), with the given inline children.
    public init(marker: Character = "*", _ children: [any InlineMarkup]) {
        self.init(raw: RawMarkup(.emphasis(marker: marker.asciiValue ?? UInt8(ascii: "*")), children: children.raws))
    }
    /// Makes emphasis written with `marker` (`*` or `_`), with the inline children listed.
    public init(marker: Character = "*", _ children: any InlineMarkup...) { self.init(marker: marker, children) }
    /// Makes emphasis written with `marker` (`*` or `_`), with inline children written in a builder closure.
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
