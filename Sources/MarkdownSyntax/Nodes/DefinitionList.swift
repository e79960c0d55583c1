/// An MkDocs definition list (def_list): terms, each followed by its descriptions.
public struct DefinitionList: BlockMarkup, BlockContainer {
    public let _data: _MarkupData
    public init(_ data: _MarkupData) { _data = data }
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitDefinitionList(self) }

    /// `children` are `DefinitionTerm`s and `DefinitionDescription`s in order.
    public init(_ children: [any BlockMarkup]) {
        self.init(raw: RawMarkup(.definitionList, children: children.raws))
    }

    public init(@BlockMarkupBuilder _ content: () -> [any BlockMarkup]) { self.init(content()) }
}
