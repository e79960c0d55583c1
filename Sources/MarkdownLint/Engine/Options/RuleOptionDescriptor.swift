/// One configurable parameter of a rule as the catalogue and the rule's page show it;
/// rules declare it as a typed `RuleOption`, which makes this.
public struct RuleOptionDescriptor: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case boolean
        case integer
        case string
        /// A string from a fixed set.
        case choice([String])
        case stringList
        case integerList
        /// One integer, or a list of them (e.g. one per heading level).
        case integerOrIntegerList
    }

    public var name: String
    public var kind: Kind
    /// The default as markdownlint documents it, e.g. `80`, `"consistent"`, `[]`.
    public var defaultValue: String
    public var summary: String
    /// For choices: what values mean, by value (only values that need saying).
    public var choiceHelp: [String: String]

    public init(_ name: String, _ kind: Kind, default defaultValue: String, _ summary: String,
                choiceHelp: [String: String] = [:]) {
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
        self.summary = summary
        self.choiceHelp = choiceHelp
    }
}
