import YAML

/// A rule as the registry knows it: its descriptor and how to create it from options.
/// Built-in rules are Swift types; custom rules from configuration are made by factories.
public struct RuleEntry: Sendable {
    /// The rule's identity, options and documentation.
    public let descriptor: RuleDescriptor
    private let factory: @Sendable (RuleOptions) throws(ConfigError) -> any RuleChecker

    /// The entry of a rule type: `RuleEntry(MyRule.self)`, for `RuleRegistry.adding(_:)`.
    public init<R: Rule>(_ type: R.Type) {
        descriptor = R.descriptor
        factory = { (options: RuleOptions) throws(ConfigError) -> any RuleChecker in try R(options: options) }
    }

    /// An entry made by a factory, for rules that are not types of their own (such as pattern rules from configuration).
    /// - Parameters:
    /// - descriptor: The rule's identity and options.
    /// - factory: Makes the rule from its checked options; throws when an option is invalid.
    public init(descriptor: RuleDescriptor,
                factory: @escaping @Sendable (RuleOptions) throws(ConfigError) -> any RuleChecker) {
        self.descriptor = descriptor
        self.factory = factory
    }

    /// Creates the rule with options from a configuration mapping (or the defaults).
    public func make(options node: ConfigNode?) throws(ConfigError) -> any RuleChecker {
        try factory(try RuleOptions(node, for: descriptor))
    }
}
