import MarkdownFormatting
import MarkdownLinks
import MarkdownLint
import Workspace
import YAML

/// The configuration in force in one directory: which files (`include`, `exclude`,
/// markdownlint-cli2's `ignores`, the files of each override), the dialect each is read in
/// (`dialect`, `extensions`, the overrides' `dialect`) and one section per consumer — the
/// linter's (rules, custom rules, overrides, front matter, inline comments), the
/// formatter's (`format`, with defaults from the style rules) and the link checker's
/// (`links`). `ConfigurationResolver` builds it from the configuration files of the
/// directory and of the directories above it (see the README's "Configuration").
///
/// Reading fails only for what every command needs: a file that cannot be read or parsed,
/// an unknown top-level key, a malformed `overrides` list. Each section is decoded on its
/// own, and a bad value in one fails only the commands that ask for it: a typo in a rule
/// option stops `mdtool lint`, not `mdtool fmt`.
public struct ProjectConfiguration: Sendable {
    /// The nearest configuration file, as messages show it; nil when built-in defaults apply.
    public let file: String?
    /// Every configuration file that applies, in the order they apply (the top first).
    public let sources: [String]
    /// Absolute directory of the nearest configuration file (without one, the directory the
    /// defaults were made for: a resolver's current directory): where the link cache path starts.
    public let baseDirectory: String
    /// What mdtool cannot honour in these files (JavaScript files and custom rules, rules it
    /// does not have), one line each.
    public let warnings: [String]
    /// What counts as front matter, when a file says (else markdownlint's pattern).
    public let frontMatter: Setting<FrontMatterPattern>?
    /// Whether inline comments configure rules, when a file says (else they do).
    public let inlineConfiguration: Setting<Bool>?
    /// Whether `mdtool lint` fixes without `--fix`, when a file says.
    public let fix: Setting<Bool>?
    /// Whether `.gitignore` hides files, when a file says (else it does).
    public let gitignore: Setting<Bool>?
    /// The rule settings as merged, each with the file it came from.
    let rulesMapping: SettingsMapping
    let registry: RuleRegistry
    private let files: Result<FileSelection, ConfigError>
    private let dialects: Result<DialectSelection, ConfigError>
    private let lint: Result<LintConfiguration, ConfigError>
    private let format: Result<SettingsMapping, ConfigError>
    private let links: Result<LinkCheckOptions, ConfigError>
    private let reports: Result<ReportLinks, ConfigError>

    /// The built-in defaults, for a project without a configuration file.
    public init(baseDirectory: String, registry: RuleRegistry = .builtIn) {
        self.init(layers: [], directory: baseDirectory, registry: registry)
    }

    /// The configuration of `directory` made of the files in `layers`, the top first.
    init(layers: [DirectoryConfiguration], directory: String, registry: RuleRegistry) {
        let merged = MergedLayers(layers)
        sources = layers.flatMap(\.sources)
        file = sources.last
        let baseDirectory = layers.last { !$0.sources.isEmpty }?.directory ?? directory
        self.baseDirectory = baseDirectory
        frontMatter = merged.frontMatter
        inlineConfiguration = merged.inlineConfiguration
        fix = merged.fix
        gitignore = merged.gitignore
        rulesMapping = (try? merged.rules()) ?? SettingsMapping()
        files = Result { () throws(ConfigError) in try merged.fileSelection(baseDirectory: baseDirectory) }
        dialects = Result { () throws(ConfigError) in try merged.dialectSelection() }
        var warnings = merged.warnings
        do throws(ConfigError) {
            let (configuration, lintWarnings) = try merged.lintConfiguration(registry: registry)
            lint = .success(configuration)
            warnings += lintWarnings
            self.registry = configuration.registry
        } catch {
            lint = .failure(error)
            self.registry = registry
        }
        self.warnings = warnings
        format = Result { () throws(ConfigError) in
            let mapping = try merged.format()
            // Decoded once now, so a bad value is reported where it is written.
            _ = try FormatConfiguration.options(from: mapping.node(mark: Mark(file: "format", line: 1, column: 1)))
            return mapping
        }
        links = Result { () throws(ConfigError) in
            let mapping = try merged.links()
            return mapping.isEmpty ? LinkCheckOptions()
                : try LinksConfiguration.options(from: mapping.node(mark: Mark(file: "links", line: 1, column: 1)))
        }
        reports = Result { () throws(ConfigError) in
            let mapping = try merged.reports()
            return mapping.isEmpty ? .standard
                : try ReportsConfiguration.links(from: mapping.node(mark: Mark(file: "reports", line: 1, column: 1)))
        }
    }

    /// The configuration of a run: for the current directory, read as `ConfigurationResolver`
    /// reads it (with `explicitPath`, `--config`, in place of the files at and above it).
    /// `registry` is the rules known besides the configuration's custom rules.
    public static func load(explicitPath: String?, currentDirectory: String,
                            registry: RuleRegistry = .builtIn) throws(ConfigError) -> ProjectConfiguration {
        try ConfigurationResolver(explicitPath: explicitPath, currentDirectory: currentDirectory, registry: registry)
            .configuration(forDirectory: currentDirectory)
    }

    /// The configuration of one file (a language server's question): the files of its
    /// directory and of the directories above it, as `ConfigurationResolver` reads them.
    public static func forFile(_ absolutePath: String, registry: RuleRegistry = .builtIn) throws(ConfigError)
        -> ProjectConfiguration {
        try ConfigurationResolver(explicitPath: nil, currentDirectory: PathUtilities.parent(of: absolutePath),
                                  registry: registry).configuration(forFile: absolutePath)
    }

    /// Which files to work on, and which overrides apply to each.
    public func fileSelection() throws(ConfigError) -> FileSelection { try files.get() }

    /// The dialect of each file: the nearest `dialect`, the `extensions` and the overrides'
    /// `dialect` (with `FileSelection.matchingOverrides` saying which overrides apply to a file).
    public func dialectSelection() throws(ConfigError) -> DialectSelection { try dialects.get() }

    /// The linter's section: registry, rule settings, the overrides' rules, front matter and
    /// inline comments.
    public func lintConfiguration() throws(ConfigError) -> LintConfiguration { try lint.get() }

    /// The formatter's options for a file whose matching overrides are `indices` (see
    /// `FormatStyleDefaults`), where each came from and where `format:` disagrees with a rule.
    public func formatSettings(applyingOverrides indices: [Int] = []) throws(ConfigError) -> FormatSettings {
        // A broken rules section is `mdtool lint`'s to report; the formatter then goes by `format:`.
        let rules = try? lint.get().rules(applyingOverrides: indices)
        return try FormatSettings(format: format.get(), rules: rules, ruleOrigin: { ruleOrigin($0) })
    }

    /// The formatter's options for files no override matches.
    public func formatOptions() throws(ConfigError) -> FormatOptions { try formatSettings().options }

    /// The link checker's section (`links:`).
    public func linkCheckOptions() throws(ConfigError) -> LinkCheckOptions { try links.get() }

    /// Where reports point (`reports:`).
    public func reportLinks() throws(ConfigError) -> ReportLinks { try reports.get() }

    /// Where the setting of rule `id` was written (the last key naming it, its alias or a
    /// tag of it), or nil when no file mentions it.
    func ruleOrigin(_ id: String) -> String? {
        let named = rulesMapping.entries.last { registry.resolve($0.key).contains { $0.descriptor.id == id } }
        let origin = named ?? rulesMapping.entries.last { $0.key.uppercased() == "DEFAULT" }
        return origin.map { "\($0.pair.key.mark)" }
    }
}
