/// A paragraph of inline content.
public struct Paragraph: BlockMarkup, InlineContainer {
    /// The node's storage and its place in the tree; for the library's use, not for reading directly.
    public let _data: _MarkupData
    /// Wraps storage the library hands out; use the other initializers to make nodes.
    public init(_ data: _MarkupData) { _data = data }
    /// Calls the visitor's `visitParagraph(_:)`.
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitParagraph(self) }

    /// Makes a paragraph, with the given inline children.
    public init(_ children: [any InlineMarkup]) { self.init(raw: RawMarkup(.paragraph, children: children.raws)) }
    /// Makes a paragraph, with the inline children listed.
    public init(_ children: any InlineMarkup...) { self.init(children) }
    /// Makes a paragraph, with inline children written in a builder closure.
    public init(@InlineMarkupBuilder _ content: () -> [any InlineMarkup]) { self.init(content()) }
}
