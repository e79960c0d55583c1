import MarkdownLint
import Workspace
import YAML

/// What `mdtool init` writes for a directory that holds markdownlint-cli2 or markdownlint
/// files: one `.mdtool.yml` that says the same. Rule settings are merged as mdtool reads the
/// files (`extends` resolved); markdownlint-cli2's `ignores` and `globs` become `exclude` and
/// `include` (anchored to the directory, as markdownlint-cli2 reads them), its `overrides`
/// become `overrides`, and its switches become mdtool's. What cannot be said in
/// `.mdtool.yml` (JavaScript custom rules, markdown-it plugins, rules mdtool does not have)
/// is listed in comments.
public enum ConfigurationConversion {
    public struct Result: Sendable {
        /// The `.mdtool.yml` text.
        public var text: String
        /// The files converted, as given by `display`.
        public var sources: [String]
    }

    /// The conversion of the files in `directory`, or nil when it holds none; `display`
    /// names a path in messages.
    public static func convert(directory: String, registry: RuleRegistry = .builtIn,
                               display: (String) -> String) throws(ConfigError) -> Result? {
        let found = ConfigFileLocator.locate(in: directory).filter { $0.kind != .mdtool }
        guard !found.isEmpty else { return nil }
        if let script = found.first(where: \.isJavaScript) {
            throw ConfigError("a JavaScript configuration file, which mdtool cannot convert; write its settings as JSON or "
                              + "YAML first", file: display(script.path))
        }
        var layer = try DirectoryConfiguration.load(directory, display: display)
        layer.mdtool = nil
        let merged = MergedLayers([layer])
        // Read as a run would: a broken file is reported, not copied.
        let (lint, _) = try merged.lintConfiguration(registry: registry)
        var notes: [String] = layer.cli2?.warnings ?? []
        var text = "# Converted from \(layer.sources.joined(separator: " and ")) by `mdtool init`; "
            + "see `mdtool rules` for every rule.\n\n"

        var entries: [ConfigNode.Pair] = []
        for entry in try merged.rules().entries {
            if entry.key.uppercased() != "DEFAULT" && lint.registry.resolve(entry.key).isEmpty {
                notes.append("rule \"\(entry.key)\" (\(entry.pair.key.mark)): mdtool has no such rule")
                continue
            }
            entries.append(entry.pair)
        }
        if !entries.isEmpty {
            text += "rules:" + YAMLWriter.write(ConfigNode(.mapping(entries), mark: Mark(file: "rules", line: 1, column: 1)), indent: 2)
        }
        if let cli2 = layer.cli2 {
            text += cli2Settings(cli2)
            if !cli2.overrides.isEmpty { text += overrides(cli2.overrides) }
        }
        for note in notes { text += "# Not converted: \(note)\n" }
        return Result(text: text, sources: layer.sources)
    }

    /// markdownlint-cli2's file selection and switches, in `.mdtool.yml`'s words.
    private static func cli2Settings(_ cli2: MarkdownlintCli2File) -> String {
        var text = ""
        let include = cli2.globs.filter { !$0.hasPrefix("!") && !$0.hasPrefix("#") }.map(anchored)
        let exclude = cli2.globs.filter { $0.hasPrefix("!") || $0.hasPrefix("#") }.map { anchored(String($0.dropFirst())) }
            + cli2.ignores.compactMap { $0.scalar?.text }.map(anchored)
        if !include.isEmpty { text += "include: " + flowList(include) + "  # markdownlint-cli2's globs\n" }
        if !exclude.isEmpty { text += "exclude: " + flowList(exclude) + "  # markdownlint-cli2's ignores\n" }
        if let pattern = cli2.frontMatter?.value { text += "front_matter: " + YAMLWriter.key(pattern.description) + "\n" }
        if let inline = cli2.inlineConfig?.value { text += "inline_config: \(inline)\n" }
        if let gitignore = cli2.gitignore?.value { text += "gitignore: \(gitignore)\n" }
        if let fix = cli2.fix?.value { text += "fix: \(fix)\n" }
        return text
    }

    private static func overrides(_ overrides: [MarkdownlintCli2File.Override]) -> String {
        var text = "overrides:\n"
        for override in overrides {
            let files = (override.filter.scalar != nil ? [override.filter] : override.filter.sequence ?? [])
                .compactMap { $0.scalar?.text }.map(anchored)
            text += "  - files: " + flowList(files) + "\n"
            var pairs = override.config.entries.map(\.pair)
            if override.replaces && !override.config.entries.contains(where: { $0.key.uppercased() == "DEFAULT" }) {
                let mark = override.mark
                pairs.insert(ConfigNode.Pair(key: ConfigNode(.scalar(ConfigScalar(plain: "default")), mark: mark),
                                             value: ConfigNode(.scalar(ConfigScalar(plain: "true")), mark: mark)), at: 0)
            }
            text += "    rules:" + YAMLWriter.write(ConfigNode(.mapping(pairs), mark: override.mark), indent: 6)
        }
        return text
    }

    /// A markdownlint-cli2 glob as `.mdtool.yml` reads the same files: anchored to the
    /// directory when it has no `/` of its own.
    private static func anchored(_ glob: String) -> String {
        glob.hasPrefix("/") || glob.dropLast().contains("/") ? glob : "/" + glob
    }

    private static func flowList(_ items: [String]) -> String {
        "[" + items.map(YAMLWriter.key).joined(separator: ", ") + "]"
    }
}
