/// A block quote (`> …`).
public struct BlockQuote: BlockMarkup, BasicBlockContainer {
    public var _data: _MarkupData

    public init(_ data: _MarkupData) { _data = data }

    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitBlockQuote(self) }

    public init<Children: Sequence>(_ children: Children, inheritSourceRange: Bool) where Children.Element == BlockMarkup {
        let (raws, range) = rawParts(children.map { $0 as Markup }, inheritSourceRange: inheritSourceRange)
        self.init(_MarkupData(root: RawMarkup(.blockQuote, parsedRange: range, raws)))
    }
}
