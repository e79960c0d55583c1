/// An MkDocs definition list (def_list): terms, each followed by its descriptions.
public struct DefinitionList: BlockMarkup, BlockContainer {
    /// The node's storage and its place in the tree; for the library's use, not for reading directly.
    public let _data: _MarkupData
    /// Wraps storage the library hands out; use the other initializers to make nodes.
    public init(_ data: _MarkupData) { _data = data }
    /// Calls the visitor's `visitDefinitionList(_:)`.
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitDefinitionList(self) }

    /// `children` are `DefinitionTerm`s and `DefinitionDescription`s in order.
    public init(_ children: [any BlockMarkup]) {
        self.init(raw: RawMarkup(.definitionList, children: children.raws))
    }

    /// Makes a definition list, with terms and descriptions written in a builder closure.
    public init(@BlockMarkupBuilder _ content: () -> [any BlockMarkup]) { self.init(content()) }
}
