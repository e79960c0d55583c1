/// A term of a definition list: one line of inline content.
public struct DefinitionTerm: BlockMarkup, InlineContainer {
    /// The node's storage and its place in the tree; for the library's use, not for reading directly.
    public let _data: _MarkupData
    /// Wraps storage the library hands out; use the other initializers to make nodes.
    public init(_ data: _MarkupData) { _data = data }
    /// Calls the visitor's `visitDefinitionTerm(_:)`.
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitDefinitionTerm(self) }

    /// Makes a term, with the given inline children.
    public init(_ children: [any InlineMarkup]) {
        self.init(raw: RawMarkup(.definitionTerm, children: children.raws))
    }

    /// Makes a term, with the inline children listed.
    public init(_ children: any InlineMarkup...) { self.init(children) }

    /// Makes a term, with inline children written in a builder closure.
    public init(@InlineMarkupBuilder _ content: () -> [any InlineMarkup]) { self.init(content()) }
}
