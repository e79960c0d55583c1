/// One `name: value` argument of a block directive.
public struct DirectiveArgument: Equatable, Sendable {
    public var name: String
    /// Where the name is in the source, `nil` when unknown.
    public var nameRange: SourceRange?
    public var value: String
    /// Where the value is in the source (its quotes excluded), `nil` when unknown.
    public var valueRange: SourceRange?

    public init(name: String, nameRange: SourceRange? = nil, value: String, valueRange: SourceRange? = nil) {
        self.name = name
        self.nameRange = nameRange
        self.value = value
        self.valueRange = valueRange
    }
}
