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
