import MarkdownFormatting
import MarkdownLinks
import MarkdownLint
import Workspace
import YAML

/// Reads `.mdtool.yml` files and markdownlint configuration files into a
/// `ProjectConfiguration`. Reading fails for what every command needs (a file that cannot be
/// read or parsed, an unknown top-level key, a malformed `overrides` list); each section is
/// then decoded on its own, so a bad value fails only the commands that read its section.
enum ConfigurationReader {
    /// Top-level keys of `.mdtool.yml`.
    static let topLevelKeys = ["dialect", "rules", "include", "exclude", "overrides", "format", "custom_rules", "links"]

    /// Reads an `.mdtool.yml` (YAML, or JSON/JSONC by extension) at `path`, shown in messages
    /// as `displayPath`.
    static func readMDToolFile(_ path: String, displayPath: String,
                               registry: RuleRegistry) throws(ConfigError) -> ProjectConfiguration {
        let root = try ConfigLoader.load(path: path, displayName: displayPath)
        let baseDirectory = PathUtilities.parent(of: path)
        if root.isNull {
            return ProjectConfiguration(file: displayPath, baseDirectory: baseDirectory, registry: registry)
        }
        try root.checkKeys(allowed: topLevelKeys)
        var overrides: [(files: ConfigNode, rules: ConfigNode, dialect: ConfigNode?)] = []
        if let list = root["overrides"], !list.isNull {
            for item in try list.asSequence() {
                try item.checkKeys(allowed: ["files", "rules", "dialect"])
                guard let files = item["files"] else { throw item.error("an override needs \"files\"") }
                guard item["rules"] != nil || item["dialect"] != nil else {
                    throw item.error("an override needs \"rules\" or \"dialect\"")
                }
                overrides.append((files, item["rules"] ?? ConfigNode(.mapping([]), mark: item.mark), item["dialect"]))
            }
        }
        let rules = root["rules"].flatMap { $0.isNull ? nil : $0 }
        return ProjectConfiguration(
            file: displayPath, baseDirectory: baseDirectory, registry: registry,
            files: Result { () throws(ConfigError) in
                try FileSelection(baseDirectory: baseDirectory, include: root["include"], exclude: root["exclude"],
                                  overrideFiles: overrides.map(\.files))
            },
            dialects: Result { () throws(ConfigError) in
                try DialectSelection(project: root["dialect"], overrides: overrides.map(\.dialect))
            },
            lint: Result { () throws(ConfigError) in
                try LintConfiguration(rules: rules.map { [$0] } ?? [], customRules: root["custom_rules"],
                                      overrideRules: overrides.map(\.rules), registry: registry)
            },
            format: Result { () throws(ConfigError) in
                try root["format"].map { (node) throws(ConfigError) in try FormatConfiguration.options(from: node) } ?? FormatOptions()
            },
            links: Result { () throws(ConfigError) in
                try root["links"].map { (node) throws(ConfigError) in try LinksConfiguration.options(from: node) } ?? LinkCheckOptions()
            })
    }

    /// Reads a `.markdownlint.{jsonc,json,yaml,yml}` file: the whole file is the rules
    /// mapping. `extends` names another such file (relative to this one) applied first;
    /// `$schema` is ignored.
    static func readMarkdownlintFile(_ path: String, displayPath: String,
                                     registry: RuleRegistry) throws(ConfigError) -> ProjectConfiguration {
        var mappings: [ConfigNode] = []
        var visited: [String] = []
        try collectMarkdownlintFile(path, displayPath: displayPath, into: &mappings, visited: &visited)
        return ProjectConfiguration(
            file: displayPath, baseDirectory: PathUtilities.parent(of: path), registry: registry,
            lint: Result { () throws(ConfigError) in try LintConfiguration(rules: mappings, registry: registry) })
    }

    /// Appends the rules mappings of a markdownlint file to `mappings`, those of the file it
    /// extends first.
    private static func collectMarkdownlintFile(_ path: String, displayPath: String, into mappings: inout [ConfigNode],
                                                visited: inout [String]) throws(ConfigError) {
        guard !visited.contains(path), visited.count < 10 else {
            throw ConfigError("\"extends\" forms a cycle or is nested too deeply", file: displayPath)
        }
        visited.append(path)
        let root = try ConfigLoader.load(path: path, displayName: displayPath)
        if root.isNull { return }
        var pairs: [ConfigNode.Pair] = []
        for pair in try root.asMapping() {
            switch try pair.key.asString() {
            case "$schema":
                continue
            case "extends":
                if pair.value.isNull { continue }
                let target = try pair.value.asString()
                let resolved = target.hasPrefix("/") ? target : PathUtilities.parent(of: path) + "/" + target
                let shown = target.hasPrefix("/") ? target : directory(of: displayPath) + "/" + target
                try collectMarkdownlintFile(resolved, displayPath: shown, into: &mappings, visited: &visited)
            default:
                pairs.append(pair)
            }
        }
        mappings.append(ConfigNode(.mapping(pairs), mark: root.mark))
    }

    /// The directory part of a path as written (`.` for a bare name), for showing paths
    /// relative to it as the user would write them.
    private static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
