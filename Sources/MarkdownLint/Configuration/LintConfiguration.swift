import MarkdownFormatting
import MarkdownLinks
import YAML

/// A project's lint configuration: which files, which rules with which options, and
/// per-file overrides. Read from `.mdtool.yml` or, failing that, a markdownlint file.
public struct LintConfiguration: Sendable {
    /// A glob as written, with where it was written (for error messages).
    public struct Pattern: Sendable, Hashable {
        public var glob: String
        public var node: ConfigNode?

        public init(_ glob: String, node: ConfigNode? = nil) {
            self.glob = glob
            self.node = node
        }
    }

    /// Rules settings that apply to files matching any of `files`.
    public struct Override: Sendable {
        public var files: [Pattern]
        public var rules: ConfigNode
    }

    /// The configuration file, or nil when built-in defaults apply.
    public var file: String?
    /// Directory that globs are relative to.
    public var baseDirectory: String
    public var registry: RuleRegistry
    public var rules: RuleConfiguration
    /// Files to lint (all Markdown files when empty).
    public var include: [Pattern] = []
    public var exclude: [Pattern] = []
    public var overrides: [Override] = []
    /// Options for `mdtool fmt` (the `format:` section).
    public var format = FormatOptions()
    /// Options for `mdtool links` (the `links:` section).
    public var links = LinkCheckOptions()

    /// Every rule with its defaults.
    public init(baseDirectory: String, registry: RuleRegistry = .builtIn) {
        self.file = nil
        self.baseDirectory = baseDirectory
        self.registry = registry
        self.rules = RuleConfiguration(registry: registry)
    }

    /// The rule settings for a file, with the overrides that match it applied in order.
    public func rules(applying matching: [Override]) throws(ConfigError) -> RuleConfiguration {
        var rules = self.rules
        for override in matching { try rules.apply(override.rules, registry: registry) }
        return rules
    }
}
