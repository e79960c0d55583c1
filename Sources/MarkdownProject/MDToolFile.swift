import MarkdownLint
import Workspace
import YAML

/// One `.mdtool.yml` as written: its sections kept as nodes, to be merged with the files
/// above it and decoded per consumer. Reading fails for what every command needs: a file
/// that does not parse, an unknown top-level key, a malformed `overrides` list, a top-level
/// switch of the wrong type.
struct MDToolFile: Sendable {
    /// Top-level keys.
    static let keys = [
        "dialect", "extensions", "rules", "include", "exclude", "overrides", "format", "custom_rules", "links",
        "reports", "front_matter", "inline_config", "gitignore", "fix",
    ]

    /// The keys of an `overrides` item.
    static let overrideKeys = ["files", "rules", "dialect"]

    struct Override: Sendable {
        var files: ConfigNode
        /// An empty mapping for an override that only names a `dialect`.
        var rules: ConfigNode
        var dialect: ConfigNode?
    }

    /// As messages show it.
    var displayPath: String
    /// The directory its globs are relative to.
    var directory: String
    var dialect: ConfigNode?
    var extensions: ConfigNode?
    var rules: ConfigNode?
    var customRules: ConfigNode?
    var include: ConfigNode?
    var exclude: ConfigNode?
    var overrides: [Override] = []
    var format: ConfigNode?
    var links: ConfigNode?
    var reports: ConfigNode?
    var frontMatter: Setting<FrontMatterPattern>?
    var inlineConfig: Setting<Bool>?
    var gitignore: Setting<Bool>?
    var fix: Setting<Bool>?

    /// Reads the file at `path` (YAML, or JSON/JSONC by extension).
    init(path: String, displayPath: String) throws(ConfigError) {
        try self.init(MarkdownlintConfig.load(path, displayPath: displayPath), displayPath: displayPath,
                      directory: PathUtilities.parent(of: path))
    }

    /// Reads a parsed file's root node.
    init(_ root: ConfigNode, displayPath: String, directory: String) throws(ConfigError) {
        self.displayPath = displayPath
        self.directory = directory
        if root.isNull { return }
        try root.checkKeys(allowed: Self.keys)
        dialect = Self.present(root["dialect"])
        extensions = Self.present(root["extensions"])
        rules = Self.present(root["rules"])
        customRules = Self.present(root["custom_rules"])
        include = Self.present(root["include"])
        exclude = Self.present(root["exclude"])
        format = Self.present(root["format"])
        links = Self.present(root["links"])
        reports = Self.present(root["reports"])
        if let list = Self.present(root["overrides"]) {
            for item in try list.asSequence() {
                try item.checkKeys(allowed: Self.overrideKeys)
                guard let files = item["files"] else { throw item.error("an override needs \"files\"") }
                guard item["rules"] != nil || item["dialect"] != nil else {
                    throw item.error("an override needs \"rules\" or \"dialect\"")
                }
                overrides.append(Override(files: files, rules: item["rules"] ?? ConfigNode(.mapping([]), mark: item.mark),
                                          dialect: item["dialect"]))
            }
        }
        if let node = Self.present(root["front_matter"]) { frontMatter = try FrontMatterSetting.read(node) }
        inlineConfig = try Setting(bool: root["inline_config"])
        gitignore = try Setting(bool: root["gitignore"])
        fix = try Setting(bool: root["fix"])
    }

    private static func present(_ node: ConfigNode?) -> ConfigNode? {
        guard let node, !node.isNull else { return nil }
        return node
    }
}
