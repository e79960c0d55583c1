/// One configurable parameter of a rule as the catalogue and the rule's page show it;
/// rules declare it as a typed `RuleOption`, which makes this.
public struct RuleOptionDescriptor: Sendable, Hashable {
    /// The type of value an option takes, which configuration is checked against.
    public enum Kind: Sendable, Hashable {
        /// `true` or `false`.
        case boolean
        /// A whole number.
        case integer
        /// Any string.
        case string
        /// A string from a fixed set.
        case choice([String])
        /// A list of strings.
        case stringList
        /// A list of whole numbers.
        case integerList
        /// One integer, or a list of them (e.g. one per heading level).
        case integerOrIntegerList
    }

    /// The key in configuration (`line_length`).
    public var name: String
    /// The type of value the key takes.
    public var kind: Kind
    /// The default as markdownlint documents it, e.g. `80`, `"consistent"`, `[]`.
    public var defaultValue: String
    /// What the option does, in one line.
    public var summary: String
    /// For choices: what values mean, by value (only values that need saying).
    public var choiceHelp: [String: String]

    /// Makes a descriptor; rules get one from their typed `RuleOption` instead of writing it.
    public init(_ name: String, _ kind: Kind, default defaultValue: String, _ summary: String,
                choiceHelp: [String: String] = [:]) {
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
        self.summary = summary
        self.choiceHelp = choiceHelp
    }
}
