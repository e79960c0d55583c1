import YAML

/// Reads markdownlint's own configuration files (`.markdownlint.{jsonc,json,yaml,yml}`) as
/// markdownlint does: a `.json` file may hold comments and trailing commas, like `.jsonc`.
public enum MarkdownlintFile {
    /// The file's node tree, errors shown under `displayName`; `defaultFormat` when the
    /// extension names none.
    public static func load(path: String, displayName: String, defaultFormat: ConfigFormat? = nil) throws(ConfigError) -> ConfigNode {
        let format = (ConfigFormat(path: path) ?? defaultFormat).map { $0 == .json ? .jsonc : $0 }
        return try ConfigLoader.load(path: path, displayName: displayName, format: format)
    }
}
