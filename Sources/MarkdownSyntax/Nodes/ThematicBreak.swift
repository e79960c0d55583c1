/// A thematic break (`---`, `***`, `___`).
public struct ThematicBreak: BlockMarkup {
    public let _data: _MarkupData
    public init(_ data: _MarkupData) { _data = data }
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitThematicBreak(self) }

    public init(marker: Character = "-") {
        self.init(raw: RawMarkup(.thematicBreak(marker: marker.asciiValue ?? UInt8(ascii: "-"))))
    }

    /// `-`, `*` or `_`.
    public var marker: Character {
        guard case .thematicBreak(let marker) = raw.kind else { preconditionFailure("not a thematic break") }
        return Character(Unicode.Scalar(marker))
    }
}
