/// Emphasis (`*…*`).
public struct Emphasis: InlineMarkup, BasicInlineContainer {
    public var _data: _MarkupData

    public init(_ data: _MarkupData) { _data = data }

    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitEmphasis(self) }

    public init<Children: Sequence>(_ children: Children, inheritSourceRange: Bool) where Children.Element == InlineMarkup {
        let (raws, range) = rawParts(children.map { $0 as Markup }, inheritSourceRange: inheritSourceRange)
        self.init(_MarkupData(root: RawMarkup(.emphasis, parsedRange: range, raws)))
    }
}
