import MarkdownFormatting
import MarkdownLinks
import MarkdownLint
import Workspace
import YAML

/// A project's configuration: which files (`include`, `exclude`, the `files` of each
/// override), the dialect each is read in (`dialect`, the overrides' `dialect`) and one
/// section per consumer — the linter's (`rules`, `custom_rules`, the
/// overrides' `rules`), the formatter's (`format`) and the link checker's (`links`).
///
/// Reading fails only for what every command needs: a file that cannot be read or parsed,
/// an unknown top-level key, a malformed `overrides` list. Each section is decoded on its
/// own, and a bad value in one fails only the commands that ask for it: a typo in a rule
/// option stops `mdtool lint`, not `mdtool fmt`.
public struct ProjectConfiguration: Sendable {
    /// The configuration file as shown in messages; nil when built-in defaults apply.
    public let file: String?
    /// Absolute directory that globs are relative to: the configuration file's.
    public let baseDirectory: String
    private let files: Result<FileSelection, ConfigError>
    private let dialects: Result<DialectSelection, ConfigError>
    private let lint: Result<LintConfiguration, ConfigError>
    private let format: Result<FormatOptions, ConfigError>
    private let links: Result<LinkCheckOptions, ConfigError>

    /// The built-in defaults, for a project without a configuration file.
    public init(baseDirectory: String, registry: RuleRegistry = .builtIn) {
        self.init(file: nil, baseDirectory: baseDirectory, registry: registry)
    }

    /// Defaults for every section not given.
    init(file: String?, baseDirectory: String, registry: RuleRegistry,
         files: Result<FileSelection, ConfigError>? = nil,
         dialects: Result<DialectSelection, ConfigError> = .success(DialectSelection()),
         lint: Result<LintConfiguration, ConfigError>? = nil,
         format: Result<FormatOptions, ConfigError> = .success(FormatOptions()),
         links: Result<LinkCheckOptions, ConfigError> = .success(LinkCheckOptions())) {
        self.file = file
        self.baseDirectory = baseDirectory
        self.files = files ?? .success(FileSelection(baseDirectory: baseDirectory))
        self.dialects = dialects
        self.lint = lint ?? .success(LintConfiguration(registry: registry))
        self.format = format
        self.links = links
    }

    /// The configuration of a run: the file given (`--config`; a name starting with
    /// `.markdownlint` is read as markdownlint's), else the nearest `.mdtool.yml` or
    /// markdownlint file at or above `currentDirectory` (shown relative to it), else the
    /// defaults. `registry` is the rules known besides the configuration's custom rules.
    public static func load(explicitPath: String?, currentDirectory: String,
                            registry: RuleRegistry = .builtIn) throws(ConfigError) -> ProjectConfiguration {
        if let explicitPath {
            let absolute = PathUtilities.absolute(explicitPath, from: currentDirectory)
            guard FileSystem.isFile(absolute) else { throw ConfigError("no such configuration file", file: explicitPath) }
            let isMarkdownlint = PathUtilities.lastComponent(of: absolute).hasPrefix(".markdownlint")
            return try read(ConfigFileLocation(path: absolute, kind: isMarkdownlint ? .markdownlint : .mdtool),
                            displayPath: absolute, registry: registry)
        }
        guard let found = ConfigFileLocator.locate(from: currentDirectory) else {
            return ProjectConfiguration(baseDirectory: currentDirectory, registry: registry)
        }
        return try read(found, displayPath: PathUtilities.relative(found.path, to: currentDirectory) ?? found.path,
                        registry: registry)
    }

    /// Reads one configuration file, shown in messages as `displayPath` (by default its path).
    public static func read(_ location: ConfigFileLocation, displayPath: String? = nil,
                            registry: RuleRegistry = .builtIn) throws(ConfigError) -> ProjectConfiguration {
        let shown = displayPath ?? location.path
        switch location.kind {
        case .mdtool: return try ConfigurationReader.readMDToolFile(location.path, displayPath: shown, registry: registry)
        case .markdownlint: return try ConfigurationReader.readMarkdownlintFile(location.path, displayPath: shown, registry: registry)
        }
    }

    /// Which files to work on, and which overrides apply to each.
    public func fileSelection() throws(ConfigError) -> FileSelection { try files.get() }

    /// The dialect of each file: the top-level `dialect` and the overrides' (with
    /// `FileSelection.matchingOverrides` saying which overrides apply to a file).
    public func dialectSelection() throws(ConfigError) -> DialectSelection { try dialects.get() }

    /// The linter's section: registry, rule settings and the overrides' rules.
    public func lintConfiguration() throws(ConfigError) -> LintConfiguration { try lint.get() }

    /// The formatter's section (`format:`).
    public func formatOptions() throws(ConfigError) -> FormatOptions { try format.get() }

    /// The link checker's section (`links:`).
    public func linkCheckOptions() throws(ConfigError) -> LinkCheckOptions { try links.get() }
}
