/// The syntaxes a configuration file can be written in.
public enum ConfigFormat: String, Sendable, Hashable, CaseIterable {
    /// YAML, read with libyaml; plain scalars resolve by the YAML 1.2 core schema.
    case yaml
    /// Strict RFC 8259 JSON.
    case json
    /// JSON with `//` and `/* */` comments and trailing commas.
    case jsonc

    /// The format for a path's extension (`.yml`/`.yaml`, `.json`, `.jsonc`, any case), or `nil`.
    public init?(path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        switch path[path.index(after: dot)...].lowercased() {
        case "yml", "yaml": self = .yaml
        case "json": self = .json
        case "jsonc": self = .jsonc
        default: return nil
        }
    }
}
