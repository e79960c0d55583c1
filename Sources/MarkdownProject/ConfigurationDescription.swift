import MarkdownFormatting
import MarkdownLint
import MarkdownSyntax
import Workspace
import YAML

/// The effective configuration of one file as YAML in `.mdtool.yml`'s shape, each value
/// followed by a comment saying where it came from (`file:line:column`, a rule, or
/// `default`): what `mdtool lint --show-config FILE` prints.
public enum ConfigurationDescription {
    /// `configuration` is the file's directory's; `file` names the file at `absolutePath`.
    public static func describe(_ configuration: ProjectConfiguration, file: String,
                                absolutePath: String) throws(ConfigError) -> String {
        let selection = try configuration.fileSelection()
        let overrides = selection.matchingOverrides(absolutePath: absolutePath)
        var out = "# The configuration of \(file)\n"
        out += configuration.sources.isEmpty ? "# (no configuration file: the defaults)\n"
            : "# from: \(configuration.sources.joined(separator: ", "))\n"
        if selection.excludes(absolutePath: absolutePath) { out += "# The file is excluded: commands leave it out.\n" }
        for warning in configuration.warnings { out += "# warning: \(warning)\n" }

        out += "\nrules:"
        if configuration.rulesMapping.isEmpty {
            out += " {}  # default: every rule with its defaults\n"
        } else {
            out += "\n"
            for entry in configuration.rulesMapping.entries {
                out += entryText(entry.key, entry.pair.value, origin: "\(entry.pair.key.mark)", indent: 2)
            }
        }
        let lint = try configuration.lintConfiguration()
        if !overrides.isEmpty {
            out += "overrides:  # applied to this file, in order\n"
            for index in overrides {
                let rules = lint.overrideRules[index]
                out += "  - rules:  # \(rules.mark)\n"
                for pair in rules.mapping ?? [] {
                    out += entryText(pair.key.scalar?.text ?? "?", pair.value, origin: "\(pair.key.mark)", indent: 6)
                }
            }
        }
        let frontMatter = configuration.frontMatter?.value ?? .markdownlint
        out += line("front_matter", frontMatter.pattern.map { YAMLWriter.key($0) } ?? String(describing: frontMatter),
                    origin: configuration.frontMatter?.origin)
        out += line("inline_config", String(configuration.inlineConfiguration?.value ?? true),
                    origin: configuration.inlineConfiguration?.origin)
        out += line("gitignore", String(configuration.gitignore?.value ?? true), origin: configuration.gitignore?.origin)
        out += line("fix", String(configuration.fix?.value ?? false), origin: configuration.fix?.origin)
        let dialect = try configuration.dialectSelection().choice(forAbsolutePath: absolutePath, matchingOverrides: overrides)
        out += line("dialect", dialect.dialect.rawValue, origin: origin(of: dialect.reason))

        if !selection.include.isEmpty { out += globList("include", selection.include) }
        if !selection.exclude.isEmpty { out += globList("exclude", selection.exclude) }

        let format = try configuration.formatSettings(applyingOverrides: overrides)
        out += "format:\n"
        for (key, value) in FormatConfiguration.describe(format.options, dialect: dialect.dialect) {
            let origin = format.origins.last { $0.option == key }?.origin
            out += "  " + line(key, value, origin: origin)
        }
        for (option, origin) in format.origins where option.hasPrefix("MD") {
            out += "  # also from \(origin)\n"
        }
        for conflict in format.conflicts { out += "# warning: \(conflict)\n" }
        return out
    }

    private static func origin(of reason: DialectSelection.Reason) -> String? {
        switch reason {
        case .override(let index): "override \(index + 1)"
        case .place: "the file's place (a .docc catalog or an MkDocs docs_dir)"
        case .project: "dialect"
        case .fallback: nil
        }
    }

    private static func line(_ key: String, _ value: String, origin: String?) -> String {
        "\(key): \(value)  # \(origin ?? "default")\n"
    }

    private static func globList(_ key: String, _ globs: [Glob]) -> String {
        "\(key): [" + globs.map { "\"\($0.pattern)\"" }.joined(separator: ", ") + "]\n"
    }

    /// `key: value  # origin`, the value as block YAML under the key when it is a mapping.
    private static func entryText(_ key: String, _ value: ConfigNode, origin: String, indent: Int) -> String {
        let pad = String(repeating: " ", count: indent)
        let written = YAMLWriter.write(value, indent: indent + 2)
        if written.hasPrefix("\n") { return "\(pad)\(YAMLWriter.key(key)):  # \(origin)" + written }
        return "\(pad)\(YAMLWriter.key(key)): " + written.dropLast() + "  # \(origin)\n"
    }
}
