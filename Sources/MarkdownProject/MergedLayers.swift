import MarkdownLint
import Workspace
import YAML

/// The configuration files of a directory and of the directories above it, combined the way
/// markdownlint-cli2 combines its own, with mdtool's files among them. Directory by
/// directory from the top down, and within a directory in this order:
///
/// - a `.markdownlint-cli2.*` file's `config` is merged over the rule settings in force, key
///   by key; its `frontMatter`, `noInlineConfig`, `gitignore` and `fix` replace those above;
///   its `ignores` and `overrides` apply to the files below it;
/// - a `.markdownlint.*` file replaces the rule settings in force (its `extends` merges);
/// - an `.mdtool.yml`'s `rules` are merged over the rule settings in force, key by key, and
///   so are its `format`, `links`, `reports` and `extensions` sections; its `include`, `exclude`,
///   `custom_rules` and `overrides` add to those above; its `dialect` and switches replace
///   those above.
///
/// Each section is combined on demand, so a mistake in one fails only its own consumers.
struct MergedLayers: Sendable {
    let layers: [DirectoryConfiguration]
    private(set) var frontMatter: Setting<FrontMatterPattern>?
    private(set) var inlineConfiguration: Setting<Bool>?
    private(set) var fix: Setting<Bool>?
    private(set) var gitignore: Setting<Bool>?
    private(set) var warnings: [String] = []

    init(_ layers: [DirectoryConfiguration]) {
        self.layers = layers
        for layer in layers {
            warnings += layer.warnings
            if let cli2 = layer.cli2 {
                frontMatter = cli2.frontMatter ?? frontMatter
                inlineConfiguration = cli2.inlineConfig ?? inlineConfiguration
                fix = cli2.fix ?? fix
                gitignore = cli2.gitignore ?? gitignore
            }
            if let mdtool = layer.mdtool {
                frontMatter = mdtool.frontMatter ?? frontMatter
                inlineConfiguration = mdtool.inlineConfig ?? inlineConfiguration
                fix = mdtool.fix ?? fix
                gitignore = mdtool.gitignore ?? gitignore
            }
        }
    }

    /// The rule settings, merged as described above.
    func rules() throws(ConfigError) -> SettingsMapping {
        var rules = SettingsMapping()
        for layer in layers {
            if let config = layer.cli2?.config { rules = rules.merging(config) }
            if let markdownlint = layer.markdownlint { rules = markdownlint }
            if let mdtool = layer.mdtool, let node = mdtool.rules {
                rules = rules.merging(try SettingsMapping(node, origin: mdtool.displayPath, isMarkdownlint: false))
            }
        }
        return rules
    }

    /// The `format` sections, merged.
    func format() throws(ConfigError) -> SettingsMapping {
        try merged { $0.mdtool?.format }
    }

    /// The `links` sections, merged.
    func links() throws(ConfigError) -> SettingsMapping {
        try merged { $0.mdtool?.links }
    }

    /// The `reports` sections, merged.
    func reports() throws(ConfigError) -> SettingsMapping {
        try merged { $0.mdtool?.reports }
    }

    private func merged(_ section: (DirectoryConfiguration) -> ConfigNode?) throws(ConfigError) -> SettingsMapping {
        var mapping = SettingsMapping()
        for layer in layers {
            guard let node = section(layer), let origin = layer.mdtool?.displayPath else { continue }
            mapping = mapping.merging(try SettingsMapping(node, origin: origin, isMarkdownlint: false))
        }
        return mapping
    }

    /// The dialects: the nearest `.mdtool.yml`'s `dialect`, the `extensions` mappings merged
    /// key by key, and the `dialect` of every override in `fileSelection`'s order (nil for
    /// markdownlint-cli2's overrides, which have none).
    func dialectSelection() throws(ConfigError) -> DialectSelection {
        var overrideDialects: [ConfigNode?] = []
        for layer in layers {
            overrideDialects += (layer.cli2?.overrides ?? []).map { _ in nil }
            overrideDialects += (layer.mdtool?.overrides ?? []).map(\.dialect)
        }
        return try DialectSelection(project: layers.last { $0.mdtool?.dialect != nil }?.mdtool?.dialect,
                                    extensions: layers.compactMap { $0.mdtool?.extensions },
                                    overrides: overrideDialects)
    }

    /// Every layer's file selection and every override's files, in order.
    func fileSelection(baseDirectory: String) throws(ConfigError) -> FileSelection {
        var selection: [FileSelection.Layer] = []
        var overrides: [FileSelection.OverrideFiles] = []
        for layer in layers {
            if let cli2 = layer.cli2 {
                let ignores = try FileSelection.globs(ConfigNode(.sequence(cli2.ignores), mark: Mark(file: cli2.displayPath, line: 1, column: 1)),
                                                      anchored: true)
                if !ignores.isEmpty { selection.append(.init(baseDirectory: cli2.directory, include: [], exclude: ignores)) }
                for override in cli2.overrides {
                    overrides.append(.init(baseDirectory: cli2.directory,
                                           globs: try FileSelection.globs(override.filter, anchored: true)))
                }
            }
            if let mdtool = layer.mdtool {
                let include = try FileSelection.globs(mdtool.include)
                let exclude = try FileSelection.globs(mdtool.exclude)
                if !include.isEmpty || !exclude.isEmpty {
                    selection.append(.init(baseDirectory: mdtool.directory, include: include, exclude: exclude))
                }
                for override in mdtool.overrides {
                    overrides.append(.init(baseDirectory: mdtool.directory, globs: try FileSelection.globs(override.files)))
                }
            }
        }
        return FileSelection(baseDirectory: baseDirectory, layers: selection, overrides: overrides)
    }

    /// The linter's section. Rules that a markdownlint file names but mdtool does not have
    /// (markdownlint custom rules) are left out with a warning, as markdownlint ignores names
    /// it does not know; in `.mdtool.yml` they are errors.
    func lintConfiguration(registry: RuleRegistry) throws(ConfigError) -> (LintConfiguration, [String]) {
        var items: [ConfigNode] = []
        var mark: Mark?
        for layer in layers {
            guard let node = layer.mdtool?.customRules else { continue }
            items += try node.asSequence()
            mark = mark ?? node.mark
        }
        let customRules = mark.map { ConfigNode(.sequence(items), mark: $0) }
        let known = try LintConfiguration(rules: [], customRules: customRules, registry: registry).registry
        var warnings: [String] = []
        let rules = try self.rules()
        let kept = Self.withoutUnknownRules(rules.entries, known: known, warnings: &warnings)
        var overrideRules: [ConfigNode] = []
        for layer in layers {
            for override in layer.cli2?.overrides ?? [] {
                var entries = Self.withoutUnknownRules(override.config.entries, known: known, warnings: &warnings)
                if override.replaces && !entries.contains(where: { $0.key.uppercased() == "DEFAULT" }) {
                    // Replacing means starting from markdownlint's defaults.
                    let key = ConfigNode(.scalar(ConfigScalar(text: "default", style: .plain, value: .string("default"))), mark: override.mark)
                    let value = ConfigNode(.scalar(ConfigScalar(plain: "true")), mark: override.mark)
                    entries.insert(.init(key: "default", pair: .init(key: key, value: value), origin: "", isMarkdownlint: true), at: 0)
                }
                overrideRules.append(ConfigNode(.mapping(entries.map(\.pair)), mark: override.mark))
            }
            for override in layer.mdtool?.overrides ?? [] { overrideRules.append(override.rules) }
        }
        let rulesNode = ConfigNode(.mapping(kept.map(\.pair)), mark: Mark(file: "rules", line: 1, column: 1))
        var configuration = try LintConfiguration(rules: [rulesNode], customRules: customRules, overrideRules: overrideRules,
                                                  registry: registry).validatingRuleOptions()
        configuration.frontMatter = frontMatter?.value ?? .markdownlint
        configuration.readsInlineConfiguration = inlineConfiguration?.value ?? true
        return (configuration, warnings)
    }

    private static func withoutUnknownRules(_ entries: [SettingsMapping.Entry], known: RuleRegistry,
                                            warnings: inout [String]) -> [SettingsMapping.Entry] {
        entries.filter { entry in
            guard entry.isMarkdownlint, entry.key.uppercased() != "DEFAULT", known.resolve(entry.key).isEmpty else { return true }
            // The styles markdownlint ships name rules of its own versions; those are not the user's to fix.
            if !entry.origin.hasPrefix("markdownlint/style/") {
                var message = "\(entry.pair.key.mark): mdtool has no rule \"\(entry.key)\" (a markdownlint custom rule?); its settings are skipped"
                if let suggestion = NameSuggestion.closest(to: entry.key, among: known.allNames) {
                    message += " (did you mean \"\(suggestion)\"?)"
                }
                warnings.append(message)
            }
            return false
        }
    }
}
