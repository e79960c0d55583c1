/// A thematic break (`---`).
public struct ThematicBreak: BlockMarkup {
    public var _data: _MarkupData

    public init(_ data: _MarkupData) { _data = data }

    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitThematicBreak(self) }

    public init() { self.init(_MarkupData(root: .thematicBreak(parsedRange: nil))) }
}
