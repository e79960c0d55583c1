import YAML

/// A rule as the registry knows it: its descriptor and how to create it from options.
/// Built-in rules are Swift types; custom rules from configuration are made by factories.
public struct RuleEntry: Sendable {
    /// The rule's identity, options and documentation.
    public let descriptor: RuleDescriptor
    /// What decides the rule's findings besides its options and the document, as text that
    /// changes whenever they may change (a pattern rule's definition); nil when unknown
    /// (a factory's closure), which keeps linters with the rule out of the lint cache. A rule
    /// type is named by its type: its code changes only with mdtool's version.
    public let cacheIdentity: String?
    private let factory: @Sendable (RuleOptions) throws(ConfigError) -> any RuleChecker

    /// The entry of a rule type: `RuleEntry(MyRule.self)`, for `RuleRegistry.adding(_:)`.
    public init<R: Rule>(_ type: R.Type) {
        descriptor = R.descriptor
        // The runtime's qualified name (what `String(reflecting:)` prints for a type), without
        // the conformance lookups that made naming the built-in rules 6% of linting 2 MB.
        cacheIdentity = _typeName(R.self, qualified: true)
        factory = { (options: RuleOptions) throws(ConfigError) -> any RuleChecker in try R(options: options) }
    }

    /// An entry made by a factory, for rules that are not types of their own (such as pattern rules from configuration).
    /// - Parameters:
    /// - descriptor: The rule's identity and options.
    /// - cacheIdentity: Text that changes whenever what the factory makes may find something
    ///   else; nil (the default) keeps the rule's linters out of the lint cache.
    /// - factory: Makes the rule from its checked options; throws when an option is invalid.
    public init(descriptor: RuleDescriptor, cacheIdentity: String? = nil,
                factory: @escaping @Sendable (RuleOptions) throws(ConfigError) -> any RuleChecker) {
        self.descriptor = descriptor
        self.cacheIdentity = cacheIdentity
        self.factory = factory
    }

    /// Creates the rule with options from a configuration mapping (or the defaults).
    public func make(options node: ConfigNode?) throws(ConfigError) -> any RuleChecker {
        try factory(try RuleOptions(node, for: descriptor))
    }
}
