/// A term of a definition list: one line of inline content.
public struct DefinitionTerm: BlockMarkup, InlineContainer {
    public let _data: _MarkupData
    public init(_ data: _MarkupData) { _data = data }
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitDefinitionTerm(self) }

    public init(_ children: [any InlineMarkup]) {
        self.init(raw: RawMarkup(.definitionTerm, children: children.raws))
    }

    public init(_ children: any InlineMarkup...) { self.init(children) }

    public init(@InlineMarkupBuilder _ content: () -> [any InlineMarkup]) { self.init(content()) }
}
