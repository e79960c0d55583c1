import YAML

/// The options a configuration gives a rule, checked against the rule's declared options
/// when created: unknown names and values of the wrong type are errors at their position.
/// A rule reads each value with `options[option]`; options not given take their defaults.
public struct RuleOptions: Sendable {
    private let values: [String: ConfigNode]

    /// No options: every default applies.
    public static let defaults = RuleOptions(values: [:])

    private init(values: [String: ConfigNode]) {
        self.values = values
    }

    /// Options from a configuration mapping (`enabled` and `severity` are not options).
    public init(_ node: ConfigNode?, for descriptor: RuleDescriptor) throws(ConfigError) {
        guard let node else {
            self.init(values: [:])
            return
        }
        var values: [String: ConfigNode] = [:]
        for pair in try node.asMapping() {
            let name = try pair.key.asString()
            if name == "enabled" || name == "severity" { continue }
            guard let option = descriptor.options.first(where: { $0.name == name }) else {
                var message = "unknown option \"\(name)\" for rule \(descriptor.displayName)"
                if let suggestion = NameSuggestion.closest(to: name, among: descriptor.options.map(\.name)) {
                    message += "; did you mean \"\(suggestion)\"?"
                } else if descriptor.options.isEmpty {
                    message += " (it takes no options)"
                } else {
                    message += " (options: " + descriptor.options.map(\.name).joined(separator: ", ") + ")"
                }
                throw pair.key.error(message)
            }
            try Self.validate(pair.value, as: option.kind)
            values[name] = pair.value
        }
        self.init(values: values)
    }

    private static func validate(_ node: ConfigNode, as kind: RuleOptionDescriptor.Kind) throws(ConfigError) {
        switch kind {
        case .boolean: _ = try node.asBool()
        case .integer: _ = try node.asInt()
        case .string: _ = try node.asString()
        case .stringList: _ = try node.asStringArray()
        case .integerList:
            for item in try node.asSequence() { _ = try item.asInt() }
        case .integerOrIntegerList:
            if node.sequence == nil {
                guard case .int? = node.scalar?.value else {
                    throw node.typeMismatch(expected: "an integer or a list of integers")
                }
            } else {
                for item in try node.asSequence() { _ = try item.asInt() }
            }
        case .choice(let choices):
            let value = try node.asString()
            guard choices.contains(value) else {
                var message = "expected one of " + choices.map { "\"\($0)\"" }.joined(separator: ", ")
                    + ", found \"\(value)\""
                if let suggestion = NameSuggestion.closest(to: value, among: choices) {
                    message += "; did you mean \"\(suggestion)\"?"
                }
                throw node.error(message)
            }
        }
    }

    /// The value of `option`: the configuration's, or the option's default.
    public subscript<Value>(_ option: RuleOption<Value>) -> Value {
        configured(option) ?? option.defaultValue
    }

    /// The value the configuration gives `option`, or nil when it gives none (for options
    /// whose default depends on another option's value).
    public func configured<Value>(_ option: RuleOption<Value>) -> Value? {
        values[option.name].flatMap(Value.init(option:))
    }

    /// An error at the configuration's value of `option`, for values of the right type that
    /// the rule still refuses (a negative length, a regular expression that does not compile).
    public func invalid<Value>(_ option: RuleOption<Value>, _ message: String) -> ConfigError {
        // Only a configured value can be refused: defaults are the rule's own.
        guard let node = values[option.name] else {
            return ConfigError("\(option.name): \(message)", file: "<defaults>")
        }
        return node.error(message)
    }
}
