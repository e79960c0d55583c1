import MarkdownLint
import Workspace
import YAML

/// One `.markdownlint-cli2.jsonc` or `.yaml`, as markdownlint-cli2 reads it: `config` (rule
/// settings, with `extends`), `globs`, `ignores`, `gitignore`, `noInlineConfig`,
/// `frontMatter`, `fix`, `overrides`. What only Node.js can do (`customRules`,
/// `markdownItPlugins`) is reported as a warning; options about markdownlint-cli2's own
/// output (`noBanner`, `outputFormatters` …) mean nothing to mdtool and are skipped.
struct MarkdownlintCli2File: Sendable {
    static let keys = [
        "$schema", "config", "customRules", "fix", "frontMatter", "gitignore", "globs", "ignores", "markdownItPlugins",
        "modulePaths", "noBanner", "noInlineConfig", "noProgress", "outputFormatters", "overrides", "showFound",
    ]

    /// An entry of `overrides`: `config` for the files matching `filter`, merged into the
    /// directory's settings or replacing them.
    struct Override: Sendable {
        var filter: ConfigNode
        var config: SettingsMapping
        var replaces: Bool
        var mark: Mark
    }

    var displayPath: String
    var directory: String
    /// `config`, with its `extends` resolved; nil when absent.
    var config: SettingsMapping?
    /// `globs`: what to lint when no paths are given, read in the directory mdtool runs in.
    var globs: [String] = []
    /// `ignores`, anchored to this file's directory.
    var ignores: [ConfigNode] = []
    var gitignore: Setting<Bool>?
    var inlineConfig: Setting<Bool>?
    var frontMatter: Setting<FrontMatterPattern>?
    var fix: Setting<Bool>?
    var overrides: [Override] = []
    /// What cannot be honoured, one line each.
    var warnings: [String] = []

    init(path: String, displayPath: String) throws(ConfigError) {
        try self.init(MarkdownlintConfig.load(path, displayPath: displayPath), path: path, displayPath: displayPath)
    }

    init(_ root: ConfigNode, path: String, displayPath: String) throws(ConfigError) {
        self.displayPath = displayPath
        directory = PathUtilities.parent(of: path)
        if root.isNull { return }
        for pair in try root.asMapping() {
            let key = try pair.key.asString()
            let value = pair.value
            if value.isNull { continue }
            switch key {
            case "config":
                config = try MarkdownlintConfig.resolve(value, writtenIn: path, displayPath: displayPath)
            case "globs":
                globs = try value.asStringArray()
            case "ignores":
                ignores = try value.asSequence()
                for item in ignores { _ = try item.asString() }
            case "gitignore":
                // `true` or a glob naming the ignore files: either way, .gitignore files count.
                if case .bool(let flag)? = value.scalar?.value {
                    gitignore = Setting(flag, origin: value.mark.description)
                } else {
                    _ = try value.asString()
                    gitignore = Setting(true, origin: value.mark.description)
                }
            case "noInlineConfig":
                inlineConfig = Setting(!(try value.asBool()), origin: value.mark.description)
            case "frontMatter":
                frontMatter = try FrontMatterSetting.read(value)
            case "fix":
                fix = Setting(try value.asBool(), origin: value.mark.description)
            case "overrides":
                for item in try value.asSequence() {
                    if let override = try Self.override(item, path: path, displayPath: displayPath) {
                        overrides.append(override)
                    } else {
                        // markdownlint-cli2 applies only overrides that say how to combine.
                        warnings.append("\(item.mark): an override without \"combine\" (\"merge\" or \"replace\") is skipped")
                    }
                }
            case "customRules":
                for rule in try value.asSequence() {
                    let name = rule.scalar?.text ?? rule.sequence?.first?.scalar?.text ?? "?"
                    warnings.append("\(rule.mark): custom rule \"\(name)\": JavaScript custom rules cannot run; this rule is skipped")
                }
            case "markdownItPlugins":
                warnings.append("\(pair.key.mark): markdown-it plugins cannot run; the syntax they add is read as plain Markdown")
            case "$schema", "modulePaths", "noBanner", "noProgress", "outputFormatters", "showFound":
                continue
            default:
                var message = "\(pair.key.mark): unknown markdownlint-cli2 option \"\(key)\"; skipped"
                if let suggestion = NameSuggestion.closest(to: key, among: Self.keys) {
                    message += " (did you mean \"\(suggestion)\"?)"
                }
                warnings.append(message)
            }
        }
    }

    private static func override(_ item: ConfigNode, path: String, displayPath: String) throws(ConfigError) -> Override? {
        try item.checkKeys(allowed: ["filter", "config", "combine"])
        guard let filter = item["filter"] else { throw item.error("an override needs \"filter\"") }
        guard let config = item["config"] else { throw item.error("an override needs \"config\"") }
        guard let combine = item["combine"], !combine.isNull else { return nil }
        let replaces: Bool
        switch try combine.asString() {
        case "merge": replaces = false
        case "replace": replaces = true
        default: throw combine.typeMismatch(expected: "\"merge\" or \"replace\"")
        }
        return Override(filter: filter, config: try MarkdownlintConfig.resolve(config, writtenIn: path, displayPath: displayPath),
                        replaces: replaces, mark: item.mark)
    }
}
