/// A DocC block directive: `@Name(arguments) { blocks }`.
public struct BlockDirective: BlockContainer {
    public var _data: _MarkupData

    public init(_ data: _MarkupData) { _data = data }

    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitBlockDirective(self) }

    public init<Children: Sequence>(name: String, argumentText: String? = nil, children: Children)
    where Children.Element == BlockMarkup {
        let arguments = DirectiveArgumentText(argumentText ?? "")
        self.init(_MarkupData(root: RawMarkup(.blockDirective(name: name, nameRange: nil, argumentText: arguments),
                                              parsedRange: nil, children.map { $0.raw.markup })))
    }

    public init(name: String, argumentText: String? = nil, children: BlockMarkup...) {
        self.init(name: name, argumentText: argumentText, children: children)
    }

    private var parts: (name: String, nameRange: SourceRange?, argumentText: DirectiveArgumentText) {
        guard case .blockDirective(let name, let nameRange, let argumentText) = raw.markup.data else {
            return ("", nil, DirectiveArgumentText(segments: []))
        }
        return (name, nameRange, argumentText)
    }

    /// The directive's name (after the `@`).
    public var name: String {
        get { parts.name }
        set { replaceData(.blockDirective(name: newValue, nameRange: nil, argumentText: parts.argumentText)) }
    }

    /// Where the name is in the source, `nil` when unknown.
    public var nameRange: SourceRange? { parts.nameRange }

    /// Where the name starts in the source.
    public var nameLocation: SourceLocation? { parts.nameRange?.lowerBound }

    /// The text between the parentheses.
    public var argumentText: DirectiveArgumentText {
        get { parts.argumentText }
        set { replaceData(.blockDirective(name: parts.name, nameRange: parts.nameRange, argumentText: newValue)) }
    }
}
