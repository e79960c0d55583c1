/// A thematic break (`---`, `***`, `___`).
public struct ThematicBreak: BlockMarkup {
    /// The node's storage and its place in the tree; for the library's use, not for reading directly.
    public let _data: _MarkupData
    /// Wraps storage the library hands out; use the other initializers to make nodes.
    public init(_ data: _MarkupData) { _data = data }
    /// Calls the visitor's `visitThematicBreak(_:)`.
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitThematicBreak(self) }

    /// Makes a thematic break of `marker` (`-`, `*` or `_`) written three times.
    public init(marker: Character = "-") {
        self.init(raw: RawMarkup(.thematicBreak(marker: marker.asciiValue ?? UInt8(ascii: "-"))))
    }

    /// `-`, `*` or `_`.
    public var marker: Character {
        guard case .thematicBreak(let marker) = raw.kind else { preconditionFailure("not a thematic break") }
        return Character(Unicode.Scalar(marker))
    }
}
