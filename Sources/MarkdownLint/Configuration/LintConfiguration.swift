import YAML

/// The linter's part of a project's configuration: the rules it knows (the registry's plus
/// `custom_rules`), the setting of every rule (`rules:`), and the `rules` of each override.
/// Everything is checked when decoded, so a mistake is reported where it is written even if
/// no file ever matches the override that holds it.
public struct LintConfiguration: Sendable {
    /// Every rule that can be configured: the built-in ones plus the `custom_rules`.
    public var registry: RuleRegistry
    /// The setting of every rule from the `rules:` section, before any override.
    public var rules: RuleConfiguration
    /// The `rules` mapping of each override, in the order written; a file's overrides are
    /// named by their indices here.
    public var overrideRules: [ConfigNode]
    /// What counts as front matter, which is never linted.
    public var frontMatter: FrontMatterPattern = .markdownlint
    /// Whether inline comments (`<!-- markdownlint-disable -->`) configure rules.
    public var readsInlineConfiguration = true

    /// Every rule of `registry` with its defaults, and no overrides.
    public init(registry: RuleRegistry = .builtIn) {
        self.registry = registry
        self.rules = RuleConfiguration(registry: registry)
        self.overrideRules = []
    }

    /// Decodes the lint keys of a configuration: `customRules` first (added to `registry`, so
    /// the rules mappings and overrides can name them), then each mapping of `rules` in order
    /// (later keys win; a markdownlint file and the files it `extends` are several), then the
    /// rules of every override.
    public init(rules: [ConfigNode], customRules: ConfigNode? = nil, overrideRules: [ConfigNode] = [],
                registry: RuleRegistry = .builtIn) throws(ConfigError) {
        var registry = registry
        if let customRules {
            registry = registry.adding(try CustomRulesConfiguration.definitions(from: customRules, registry: registry).map(\.entry))
        }
        self.init(registry: registry)
        for mapping in rules { try self.rules.apply(mapping, registry: registry) }
        for override in overrideRules {
            // Validate now, so mistakes are reported even if no file matches.
            var check = self.rules
            try check.apply(override, registry: registry)
        }
        self.overrideRules = overrideRules
    }

    /// A linter for a file whose matching overrides are `indices`, with rules turned on and
    /// off by name on top: only `selected` when given (`--select`), then `enabled` and
    /// `disabled` (`--enable`, `--disable`); all are rule IDs.
    public func linter(applyingOverrides indices: [Int], selecting selected: [String]? = nil, enabling enabled: [String] = [],
                       disabling disabled: [String] = []) throws(ConfigError) -> Linter {
        var rules = try rules(applyingOverrides: indices)
        if let selected { rules.select(ids: selected) }
        rules.setEnabled(true, ids: enabled)
        rules.setEnabled(false, ids: disabled)
        return try Linter(configuration: rules, registry: registry, frontMatter: frontMatter,
                          readsInlineConfiguration: readsInlineConfiguration)
    }

    /// The rule settings for a file, with the overrides at `indices` applied in order.
    public func rules(applyingOverrides indices: [Int]) throws(ConfigError) -> RuleConfiguration {
        var rules = self.rules
        for index in indices { try rules.apply(overrideRules[index], registry: registry) }
        return rules
    }
}
