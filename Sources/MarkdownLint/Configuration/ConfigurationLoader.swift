import MarkdownLinks
import YAML

/// Reads `.mdtool.yml` files and markdownlint configuration files.
public enum ConfigurationLoader {
    /// Top-level keys of `.mdtool.yml`.
    public static let topLevelKeys = ["rules", "include", "exclude", "overrides", "format", "custom_rules", "links"]

    /// Reads an `.mdtool.yml` (YAML, or JSON/JSONC by extension). Its `custom_rules` are
    /// added to `registry` (the configuration's `registry` has them) before `rules` is read,
    /// so `rules` and `overrides` can name them.
    public static func loadMDToolFile(_ path: String, registry: RuleRegistry = .builtIn) throws(ConfigError) -> LintConfiguration {
        let root = try ConfigLoader.load(path: path)
        var registry = registry
        if !root.isNull {
            try root.checkKeys(allowed: topLevelKeys)
            if let custom = root["custom_rules"] {
                registry = registry.adding(try CustomRulesConfiguration.definitions(from: custom, registry: registry).map(\.entry))
            }
        }
        var configuration = LintConfiguration(baseDirectory: directory(of: path), registry: registry)
        configuration.file = path
        if root.isNull { return configuration }
        if let rules = root["rules"], !rules.isNull {
            try configuration.rules.apply(rules, registry: registry)
        }
        if let format = root["format"] { configuration.format = try FormatConfiguration.options(from: format) }
        if let links = root["links"] { configuration.links = try LinksConfiguration.options(from: links) }
        configuration.include = try patterns(root["include"])
        configuration.exclude = try patterns(root["exclude"])
        if let overrides = root["overrides"], !overrides.isNull {
            for item in try overrides.asSequence() {
                try item.checkKeys(allowed: ["files", "rules"])
                guard let files = item["files"] else { throw item.error("an override needs \"files\"") }
                guard let rules = item["rules"] else { throw item.error("an override needs \"rules\"") }
                // Validate now, so mistakes are reported even if no file matches.
                var check = configuration.rules
                try check.apply(rules, registry: registry)
                configuration.overrides.append(LintConfiguration.Override(files: try patterns(files), rules: rules))
            }
        }
        return configuration
    }

    /// Reads a `.markdownlint.{jsonc,json,yaml,yml}` file: the whole file is the rules
    /// mapping. `extends` names another such file (relative to this one) applied first;
    /// `$schema` is ignored.
    public static func loadMarkdownlintFile(_ path: String, registry: RuleRegistry = .builtIn) throws(ConfigError) -> LintConfiguration {
        var configuration = LintConfiguration(baseDirectory: directory(of: path), registry: registry)
        configuration.file = path
        var visited: [String] = []
        try applyMarkdownlintFile(path, to: &configuration.rules, registry: registry, visited: &visited)
        return configuration
    }

    private static func applyMarkdownlintFile(_ path: String, to rules: inout RuleConfiguration,
                                              registry: RuleRegistry, visited: inout [String]) throws(ConfigError) {
        guard !visited.contains(path), visited.count < 10 else {
            throw ConfigError("\"extends\" forms a cycle or is nested too deeply", file: path)
        }
        visited.append(path)
        let root = try ConfigLoader.load(path: path)
        if root.isNull { return }
        var pairs: [ConfigNode.Pair] = []
        for pair in try root.asMapping() {
            switch try pair.key.asString() {
            case "$schema":
                continue
            case "extends":
                if pair.value.isNull { continue }
                let target = try pair.value.asString()
                let resolved = target.hasPrefix("/") ? target : directory(of: path) + "/" + target
                try applyMarkdownlintFile(resolved, to: &rules, registry: registry, visited: &visited)
            default:
                pairs.append(pair)
            }
        }
        try rules.apply(ConfigNode(.mapping(pairs), mark: root.mark), registry: registry)
    }

    private static func patterns(_ node: ConfigNode?) throws(ConfigError) -> [LintConfiguration.Pattern] {
        guard let node, !node.isNull else { return [] }
        if node.scalar != nil { return [LintConfiguration.Pattern(try node.asString(), node: node)] }
        var result: [LintConfiguration.Pattern] = []
        for item in try node.asSequence() {
            result.append(LintConfiguration.Pattern(try item.asString(), node: item))
        }
        return result
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
