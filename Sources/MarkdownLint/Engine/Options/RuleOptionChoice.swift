import YAML

/// A string option with a fixed set of values: a `CaseIterable` enum whose raw values are
/// what configuration writes, in the order the documentation lists them.
public protocol RuleOptionChoice: RuleOptionValue, CaseIterable, RawRepresentable where RawValue == String {
    /// What the value means, for the rule's page; nil when its name says it.
    var help: String? { get }
}

extension RuleOptionChoice {
    public var help: String? { nil }

    public static var optionKind: RuleOptionDescriptor.Kind { .choice(allCases.map(\.rawValue)) }

    public static var optionChoiceHelp: [String: String] {
        var help: [String: String] = [:]
        for value in allCases { help[value.rawValue] = value.help }
        return help
    }

    public init?(option node: ConfigNode) {
        guard let text = try? node.asString() else { return nil }
        self.init(rawValue: text)
    }

    public var optionLiteral: String { "\"\(rawValue)\"" }
}
