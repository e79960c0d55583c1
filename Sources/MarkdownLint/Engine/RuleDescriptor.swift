import MarkdownSyntax

/// A rule's identity and documentation, declared once by the rule.
public struct RuleDescriptor: Sendable, Hashable {
    /// `MD001`.
    public var id: String
    /// Readable names usable wherever the ID is (`heading-increment`).
    public var aliases: [String]
    /// Groups the rule belongs to (`headings`); a tag in configuration selects all its rules.
    public var tags: [String]
    /// One line: what the rule wants.
    public var summary: String
    /// The rule's options, as the catalogue and its page list them.
    public var options: [RuleOptionDescriptor]
    /// Whether `--fix` can resolve (most of) its findings.
    public var isFixable: Bool
    /// Whether the rule runs unless configuration turns it off; a rule off by default runs only when named (by ID, alias or tag), not with `default: true`.
    public var isEnabledByDefault: Bool
    /// The severity of its findings unless a configuration says `"error"` or `"warning"`.
    public var defaultSeverity: Severity
    /// The rule's page for `mdtool rules ID` (Markdown), for rules without a page under
    /// `rules/` (custom rules); nil for a short page made from the descriptor.
    public var documentation: String?
    /// The dialects whose files the rule checks (DocC's rules: `[.docc]`); empty for all.
    public var dialects: [Dialect]
    /// Whether the rule's findings depend on more than the file's text and the configuration:
    /// other files (whether they exist, their anchors) or the working directory. The lint
    /// cache never keeps such findings; it recomputes them.
    public var readsOtherFiles: Bool

    /// Makes a descriptor; a rule declares it once, as `static let descriptor`.
    /// - Parameters:
    /// - id: The rule's ID (`MD001`).
    /// - aliases: Readable names (`heading-increment`); the first is shown in reports.
    /// - tags: Groups the rule belongs to.
    /// - summary: One line saying what the rule wants.
    /// - options: The rule's `RuleOption`s.
    /// - isFixable: Whether `--fix` can resolve its findings.
    /// - isEnabledByDefault: Whether it runs without being named.
    /// - defaultSeverity: Its findings' severity unless configured.
    /// - documentation: A Markdown page, for rules without one under `rules/`.
    /// - dialects: The dialects it checks; empty for all.
    /// - readsOtherFiles: Whether its findings depend on other files or the working directory.
    public init(id: String, aliases: [String], tags: [String], summary: String,
                options: [any RuleOptionDeclaration] = [], isFixable: Bool = false, isEnabledByDefault: Bool = true,
                defaultSeverity: Severity = .error, documentation: String? = nil, dialects: [Dialect] = [],
                readsOtherFiles: Bool = false) {
        self.id = id
        self.aliases = aliases
        self.tags = tags
        self.summary = summary
        self.options = options.map(\.optionDescriptor)
        self.isFixable = isFixable
        self.isEnabledByDefault = isEnabledByDefault
        self.defaultSeverity = defaultSeverity
        self.documentation = documentation
        self.dialects = dialects
        self.readsOtherFiles = readsOtherFiles
    }

    /// `MD001/heading-increment`.
    public var displayName: String { aliases.first.map { "\(id)/\($0)" } ?? id }

    /// All names that select this rule: its ID and aliases.
    public var names: [String] { [id] + aliases }
}
