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

    private static func reporting<Value>(_ read: () throws(ConfigError) -> Value) throws(CommandError) -> Value {
        do throws(ConfigError) {
            return try read()
        } catch {
            throw .usage(error.description)
        }
    }
}
