import YAML

/// A string option with a fixed set of values: a `CaseIterable` enum whose raw values are
/// what configuration writes, in the order the documentation lists them.
public protocol RuleOptionChoice: RuleOptionValue, CaseIterable, RawRepresentable where RawValue == String {
    /// What the value means, for the rule's page; nil when its name says it.
    var help: String? { get }
}

extension RuleOptionChoice {
    /// By default, no help: the value's name says it.
    public var help: String? { nil }

    /// The enum's raw values, in declaration order.
    public static var optionKind: RuleOptionDescriptor.Kind { .choice(allCases.map(\.rawValue)) }

    /// The `help` of each case that has one, by raw value.
    public static var optionChoiceHelp: [String: String] {
        var help: [String: String] = [:]
        for value in allCases { help[value.rawValue] = value.help }
        return help
    }

    /// The case whose raw value the node's string is; nil for any other value.
    public init?(option node: ConfigNode) {
        guard let text = try? node.asString() else { return nil }
        self.init(rawValue: text)
    }

    /// The raw value in quotes (`"consistent"`).
    public var optionLiteral: String { "\"\(rawValue)\"" }
}
