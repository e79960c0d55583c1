/// A block of the program's own kind, never produced by parsing.
public struct CustomBlock: BlockMarkup, BasicBlockContainer {
    public var _data: _MarkupData

    public init(_ data: _MarkupData) { _data = data }

    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitCustomBlock(self) }

    public init<Children: Sequence>(_ children: Children, inheritSourceRange: Bool) where Children.Element == BlockMarkup {
        let (raws, range) = rawParts(children.map { $0 as Markup }, inheritSourceRange: inheritSourceRange)
        self.init(_MarkupData(root: RawMarkup(.customBlock, parsedRange: range, raws)))
    }
}
