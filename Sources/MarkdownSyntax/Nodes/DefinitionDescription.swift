/// A description in a definition list (`:   text`): blocks indented four spaces.
public struct DefinitionDescription: BlockMarkup, BlockContainer {
    /// The node's storage and its place in the tree; for the library's use, not for reading directly.
    public let _data: _MarkupData
    /// Wraps storage the library hands out; use the other initializers to make nodes.
    public init(_ data: _MarkupData) { _data = data }
    /// Calls the visitor's `visitDefinitionDescription(_:)`.
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitDefinitionDescription(self) }

    /// Makes a description, with the given child blocks; `isLoose` as the property says.
    public init(isLoose: Bool = false, _ children: [any BlockMarkup]) {
        self.init(raw: RawMarkup(.definitionDescription(isLoose: isLoose), children: children.raws))
    }

    /// Makes a description, with child blocks written in a builder closure.
    public init(isLoose: Bool = false, @BlockMarkupBuilder _ content: () -> [any BlockMarkup]) {
        self.init(isLoose: isLoose, content())
    }

    /// Whether a blank line comes before the `:` line (its paragraphs are then wrapped in `<p>`).
    public var isLoose: Bool {
        guard case .definitionDescription(let isLoose) = raw.kind else { preconditionFailure("not a description") }
        return isLoose
    }
}
