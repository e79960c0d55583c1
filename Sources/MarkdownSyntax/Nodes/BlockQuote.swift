/// A block quote (`> …`).
public struct BlockQuote: BlockMarkup, BlockContainer {
    public let _data: _MarkupData
    public init(_ data: _MarkupData) { _data = data }
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitBlockQuote(self) }

    public init(_ children: [any BlockMarkup]) { self.init(raw: RawMarkup(.blockQuote, children: children.raws)) }
    public init(_ children: any BlockMarkup...) { self.init(children) }
    public init(@BlockMarkupBuilder _ content: () -> [any BlockMarkup]) { self.init(content()) }
}
