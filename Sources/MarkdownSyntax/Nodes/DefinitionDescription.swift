/// A description in a definition list (`:   text`): blocks indented four spaces.
public struct DefinitionDescription: BlockMarkup, BlockContainer {
    public let _data: _MarkupData
    public init(_ data: _MarkupData) { _data = data }
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitDefinitionDescription(self) }

    public init(isLoose: Bool = false, _ children: [any BlockMarkup]) {
        self.init(raw: RawMarkup(.definitionDescription(isLoose: isLoose), children: children.raws))
    }

    public init(isLoose: Bool = false, @BlockMarkupBuilder _ content: () -> [any BlockMarkup]) {
        self.init(isLoose: isLoose, content())
    }

    /// Whether a blank line comes before the `:` line (its paragraphs are then wrapped in `<p>`).
    public var isLoose: Bool {
        guard case .definitionDescription(let isLoose) = raw.kind else { preconditionFailure("not a description") }
        return isLoose
    }
}
