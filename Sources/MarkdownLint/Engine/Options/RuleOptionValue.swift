import YAML

/// A type a rule option's value can have: how configuration writes it, how it is checked,
/// and how the documentation shows it. Booleans, integers, strings, lists of strings or
/// integers, `IntegerOrList`, and string enums (`RuleOptionChoice`) are option values.
public protocol RuleOptionValue: Sendable {
    /// What the configuration's value is checked against before the rule is created.
    static var optionKind: RuleOptionDescriptor.Kind { get }
    /// For choices: what each value means, by value (only values that need saying).
    static var optionChoiceHelp: [String: String] { get }
    /// The value from a configuration node already checked against `optionKind`.
    init?(option node: ConfigNode)
    /// The value as markdownlint's documentation writes it (`80`, `"consistent"`, `["x"]`).
    var optionLiteral: String { get }
}

extension RuleOptionValue {
    /// By default none: only choices have per-value help.
    public static var optionChoiceHelp: [String: String] { [:] }
}

extension Bool: RuleOptionValue {
    /// `true` or `false`.
    public static var optionKind: RuleOptionDescriptor.Kind { .boolean }
    /// Reads a YAML or JSON boolean.
    public init?(option node: ConfigNode) {
        guard let value = try? node.asBool() else { return nil }
        self = value
    }
    /// `true` or `false`.
    public var optionLiteral: String { self ? "true" : "false" }
}

extension Int: RuleOptionValue {
    /// A whole number.
    public static var optionKind: RuleOptionDescriptor.Kind { .integer }
    /// Reads an integer.
    public init?(option node: ConfigNode) {
        guard let value = try? node.asInt() else { return nil }
        self = value
    }
    /// The number in decimal.
    public var optionLiteral: String { String(self) }
}

extension String: RuleOptionValue {
    /// Any string.
    public static var optionKind: RuleOptionDescriptor.Kind { .string }
    /// Reads a string scalar.
    public init?(option node: ConfigNode) {
        guard let value = try? node.asString() else { return nil }
        self = value
    }
    /// The text in quotes, as written (not escaped).
    public var optionLiteral: String { "\"\(self)\"" }
}

extension Array: RuleOptionValue where Element: RuleOptionListElement {
    /// A list of the element type: strings or integers.
    public static var optionKind: RuleOptionDescriptor.Kind { Element.listKind }
    /// Reads a sequence; items of the wrong type are skipped.
    public init?(option node: ConfigNode) {
        guard let items = node.sequence else { return nil }
        self = items.compactMap(Element.init(option:))
    }
    /// The items' literals in brackets (`["TODO", "FIXME"]`).
    public var optionLiteral: String { "[" + map(\.optionLiteral).joined(separator: ", ") + "]" }
}
