import MarkdownFormatting
import MarkdownLinks
import MarkdownLint
import MarkdownProject
import MarkdownSyntax
import YAML

/// The project configuration as commands read it: a configuration error is a usage error
/// (exit code 2), and each command asks only for the sections it uses.
extension ProjectConfiguration {
    static func load(explicitPath: String?, from currentDirectory: String) throws(CommandError) -> ProjectConfiguration {
        try reporting { () throws(ConfigError) in try load(explicitPath: explicitPath, currentDirectory: currentDirectory) }
    }

    func selection() throws(CommandError) -> FileSelection {
        try Self.reporting { () throws(ConfigError) in try fileSelection() }
    }

    /// How each input is parsed: `--dialect` (`forced`) or the configuration's dialect for it.
    func inputDialects(forced: Dialect?, selection: FileSelection) throws(CommandError) -> InputDialects {
        let dialects = try Self.reporting { () throws(ConfigError) in try dialectSelection() }
        return InputDialects(forced: forced, selection: selection, dialects: dialects)
    }

    func lintSection() throws(CommandError) -> LintConfiguration {
        try Self.reporting { () throws(ConfigError) in try lintConfiguration() }
    }

    func formatSection() throws(CommandError) -> FormatOptions {
        try Self.reporting { () throws(ConfigError) in try formatOptions() }
    }

    func linksSection() throws(CommandError) -> LinkCheckOptions {
        try Self.reporting { () throws(ConfigError) in try linkCheckOptions() }
    }

    /// The parts of the configuration a command may read.
    enum Section: CaseIterable {
        case files, lint, format, links

        /// The commands that stop on a mistake in the section.
        var readers: String {
            switch self {
            case .files: "mdtool lint, fmt, transform and links"
            case .lint: "mdtool lint and mdtool rules"
            case .format: "mdtool fmt and mdtool transform"
            case .links: "mdtool links"
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
                }
            } catch {
                context.reportError(command, "warning: \(error.description) (\(section.readers) stop on this)")
            }
        }
    }

    private static func reporting<Value>(_ read: () throws(ConfigError) -> Value) throws(CommandError) -> Value {
        do throws(ConfigError) {
            return try read()
        } catch {
            throw .usage(error.description)
        }
    }
}
