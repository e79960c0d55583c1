import Workspace
import YAML

/// markdownlint's `config` objects: a `.markdownlint.*` file, or the `config` of a
/// markdownlint-cli2 file, read as markdownlint reads them. `extends` names another file
/// (relative to the one that names it) or one of the styles markdownlint ships
/// (`markdownlint/style/prettier`, `relaxed`, `cirosantilli`); its settings come first and
/// the file's own are merged over them, as objects merge. `$schema` is ignored.
enum MarkdownlintConfig {
    /// Deepest chain of `extends` followed.
    static let maximumDepth = 10

    /// Reads a whole file as a `config` object.
    static func read(_ path: String, displayPath: String) throws(ConfigError) -> SettingsMapping {
        var visited: [String] = []
        return try read(path, displayPath: displayPath, visited: &visited)
    }

    /// Resolves the `extends` of a `config` object written in the file at `path`.
    static func resolve(_ node: ConfigNode, writtenIn path: String, displayPath: String) throws(ConfigError) -> SettingsMapping {
        var visited = [path]
        return try resolve(node, writtenIn: path, displayPath: displayPath, visited: &visited)
    }

    /// Loads a configuration file: by its extension, and as YAML (which reads JSON too) when
    /// the extension says nothing. JSON is read leniently, as markdownlint reads it
    /// (comments and trailing commas, like `.jsonc`).
    static func load(_ path: String, displayPath: String) throws(ConfigError) -> ConfigNode {
        try MarkdownlintFile.load(path: path, displayName: displayPath, defaultFormat: .yaml)
    }

    private static func read(_ path: String, displayPath: String, visited: inout [String]) throws(ConfigError) -> SettingsMapping {
        visited.append(path)
        return try resolve(try load(path, displayPath: displayPath), writtenIn: path, displayPath: displayPath,
                           visited: &visited)
    }

    private static func resolve(_ node: ConfigNode, writtenIn path: String, displayPath: String,
                                visited: inout [String]) throws(ConfigError) -> SettingsMapping {
        let own = try SettingsMapping(node, origin: displayPath, isMarkdownlint: true)
        var base = SettingsMapping()
        if let extends = own["extends"], !extends.pair.value.isNull {
            let target = try extends.pair.value.asString()
            if let style = MarkdownlintStyle(named: target) {
                base = style.settings(mark: extends.pair.value.mark)
            } else {
                let resolved = PathUtilities.absolute(target, from: PathUtilities.parent(of: path))
                let shown = target.hasPrefix("/") ? target : directory(of: displayPath) + "/" + target
                guard !visited.contains(resolved), visited.count < maximumDepth else {
                    throw extends.pair.value.error("\"extends\" forms a cycle or is nested too deeply")
                }
                do throws(ConfigError) {
                    base = try read(resolved, displayPath: shown, visited: &visited)
                } catch where error.mark == nil {
                    // The file itself is at fault (missing, unreadable): say so where it is named.
                    let style = FileSystem.exists(resolved) ? ""
                        : "; nor is it a style markdownlint ships (mdtool cannot load npm packages)"
                    throw extends.pair.value.error("\"extends\" names \(shown): \(error.message)" + style)
                }
            }
        }
        return base.merging(own.removing(["extends", "$schema"]))
    }

    /// The directory part of a path as written (`.` for a bare name), for showing paths
    /// relative to it as the user would write them.
    private static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
