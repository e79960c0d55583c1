#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Entry points: load a configuration file, or parse text under a display name, into a
/// `ConfigNode` tree. Every failure is a `ConfigError`.
///
/// - An empty YAML file (or one holding only comments) loads as an empty mapping, so an empty
///   config means "no settings". A JSON or JSONC file must hold a value.
/// - A YAML stream may hold at most one document.
/// - Input must be UTF-8; a leading byte-order mark is ignored.
public enum ConfigLoader {
    /// Deepest nesting of sequences and mappings accepted, so hostile input cannot exhaust the
    /// stack of code that walks the tree recursively.
    public static let maxDepth = 1_000

    /// The largest configuration file read, 16 MiB.
    public static let maxFileSize = 16 << 20

    /// Most nodes that YAML aliases may add to a tree, in total. Each alias counts the whole
    /// subtree it repeats, so a "billion laughs" document fails at its first few levels.
    public static let maxAliasNodes = 100_000

    /// Loads a file, choosing the syntax by its extension unless `format` is given. Marks and
    /// errors name the file `displayName`, by default `path` as given (so a file read by its
    /// absolute path can still be shown relative to where the user is).
    public static func load(path: String, displayName: String? = nil,
                            format: ConfigFormat? = nil) throws(ConfigError) -> ConfigNode {
        let name = displayName ?? path
        guard let format = format ?? ConfigFormat(path: path) else {
            throw ConfigError("unsupported configuration file type (expected .yaml, .yml, .json or .jsonc)", file: name)
        }
        let bytes: [UInt8]
        do throws(ConfigError) {
            bytes = try readFile(atPath: path)
        } catch {
            throw ConfigError(error.message, file: name)
        }
        return try parse(bytes: bytes, format: format, name: name)
    }

    /// `load(path:format:)` for a file URL.
    public static func load(contentsOf url: URL, format: ConfigFormat? = nil) throws(ConfigError) -> ConfigNode {
        try load(path: url.path, format: format)
    }

    /// Parses text; `name` is the file name used in marks and errors.
    public static func parse(_ text: String, format: ConfigFormat, name: String) throws(ConfigError) -> ConfigNode {
        try parse(bytes: Array(text.utf8), format: format, name: name)
    }

    /// Parses UTF-8 bytes in `format`; `name` is the file name used in marks and errors.
    /// - Throws: `ConfigError` for invalid UTF-8, a syntax error or a duplicate key, at its position.
    public static func parse(bytes: some Collection<UInt8>, format: ConfigFormat, name: String) throws(ConfigError) -> ConfigNode {
        let source = try SourceText(bytes: bytes, name: name)
        switch format {
        case .yaml: return try YAMLLoader.load(source)
        case .json: return try JSONParser.parse(source, allowsExtensions: false)
        case .jsonc: return try JSONParser.parse(source, allowsExtensions: true)
        }
    }
}
