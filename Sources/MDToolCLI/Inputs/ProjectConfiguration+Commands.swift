import MarkdownFormatting
import MarkdownLinks
import MarkdownLint
import MarkdownProject
import YAML

/// The project configuration as commands read it: a configuration error is a usage error
/// (exit code 2), and each command asks only for the sections it uses.
extension ProjectConfiguration {
    func lintSection() throws(CommandError) -> LintConfiguration {
        try ConfigurationResolver.reporting { () throws(ConfigError) in try lintConfiguration() }
    }

    func formatSection(applyingOverrides overrides: [Int]) throws(CommandError) -> FormatSettings {
        try ConfigurationResolver.reporting { () throws(ConfigError) in try formatSettings(applyingOverrides: overrides) }
    }

    func linksSection() throws(CommandError) -> LinkCheckOptions {
        try ConfigurationResolver.reporting { () throws(ConfigError) in try linkCheckOptions() }
    }

    func reportsSection() throws(CommandError) -> ReportLinks {
        try ConfigurationResolver.reporting { () throws(ConfigError) in try reportLinks() }
    }

    /// The parts of the configuration a command may read.
    enum Section: CaseIterable {
        case files, lint, format, links, reports

        /// The commands that stop on a mistake in the section.
        var readers: String {
            switch self {
            case .files: "mdtool lint, fmt, transform and links"
            case .lint: "mdtool lint and mdtool rules"
            case .format: "mdtool fmt and mdtool transform"
            case .links: "mdtool links"
            case .reports: "mdtool lint, links, fmt and transform"
            }
        }
    }

    /// Warns about mistakes in the sections the command does not read (`read` are those it
    /// does): it goes on, as they are not its own, but the whole file is checked on every run,
    /// so a mistake never waits unnoticed for the command that reads it.
    func reportProblems(outside read: Set<Section>, command: String, in context: CommandContext) {
        for section in Section.allCases where !read.contains(section) {
            do throws(ConfigError) {
                switch section {
                case .files: _ = try fileSelection()
                case .lint: _ = try lintConfiguration()
                case .format: _ = try formatOptions()
                case .links: _ = try linkCheckOptions()
                case .reports: _ = try reportLinks()
                }
            } catch {
                context.reportError(command, "warning: \(error.description) (\(section.readers) stop on this)")
            }
        }
    }
}

extension ConfigurationResolver {
    /// The resolver of a run in `context`, with the `--config` file given.
    static func load(explicitPath: String?, in context: CommandContext) throws(CommandError) -> ConfigurationResolver {
        try reporting { () throws(ConfigError) in
            try ConfigurationResolver(explicitPath: explicitPath, currentDirectory: context.currentDirectory)
        }
    }

    /// The configuration of the directory a command runs in.
    func configurationHere(in context: CommandContext) throws(CommandError) -> ProjectConfiguration {
        try Self.reporting { () throws(ConfigError) in try configuration(forDirectory: context.currentDirectory) }
    }

    /// `read`, with a configuration error as a usage error.
    static func reporting<Value>(_ read: () throws(ConfigError) -> Value) throws(CommandError) -> Value {
        do throws(ConfigError) {
            return try read()
        } catch {
            throw .usage(error.description)
        }
    }
}
