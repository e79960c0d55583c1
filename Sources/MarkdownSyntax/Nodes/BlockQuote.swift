/// A block quote (`> …`).
public struct BlockQuote: BlockMarkup, BlockContainer {
    /// The node's storage and its place in the tree; for the library's use, not for reading directly.
    public let _data: _MarkupData
    /// Wraps storage the library hands out; use the other initializers to make nodes.
    public init(_ data: _MarkupData) { _data = data }
    /// Calls the visitor's `visitBlockQuote(_:)`.
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitBlockQuote(self) }

    /// Makes a block quote, with the given child blocks.
    public init(_ children: [any BlockMarkup]) { self.init(raw: RawMarkup(.blockQuote, children: children.raws)) }
    /// Makes a block quote, with the child blocks listed.
    public init(_ children: any BlockMarkup...) { self.init(children) }
    /// Makes a block quote, with child blocks written in a builder closure.
    public init(@BlockMarkupBuilder _ content: () -> [any BlockMarkup]) { self.init(content()) }
}
