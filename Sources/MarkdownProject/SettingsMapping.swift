import YAML

/// Mapping entries merged the way markdownlint and markdownlint-cli2 merge configuration
/// objects (`{ ...earlier, ...later }`): a later key replaces an earlier one's value and keeps
/// its place, so `{ "default": false, "MD013": false }` merged with `{ "default": true }` still
/// turns MD013 off. Each entry remembers the file it came from, for `--show-config`.
struct SettingsMapping: Sendable {
    struct Entry: Sendable {
        var key: String
        var pair: ConfigNode.Pair
        /// The file the value was written in, as messages show it.
        var origin: String
        /// Written in a markdownlint file: a rule mdtool does not have is a warning there
        /// (markdownlint custom rules), not an error.
        var isMarkdownlint: Bool
    }

    private(set) var entries: [Entry] = []

    init() {}

    /// The entries of a mapping node (nothing for null).
    init(_ node: ConfigNode, origin: String, isMarkdownlint: Bool) throws(ConfigError) {
        if node.isNull { return }
        for pair in try node.asMapping() {
            merge(Entry(key: try pair.key.asString(), pair: pair, origin: origin, isMarkdownlint: isMarkdownlint))
        }
    }

    var isEmpty: Bool { entries.isEmpty }

    /// Adds or replaces one entry.
    mutating func merge(_ entry: Entry) {
        if let index = entries.firstIndex(where: { $0.key == entry.key }) {
            entries[index] = entry
        } else {
            entries.append(entry)
        }
    }

    /// `self` with the entries of `later` merged over it.
    func merging(_ later: SettingsMapping) -> SettingsMapping {
        var merged = self
        for entry in later.entries { merged.merge(entry) }
        return merged
    }

    /// `self` without `key` (markdownlint's `extends`, `$schema`).
    func removing(_ keys: Set<String>) -> SettingsMapping {
        var copy = self
        copy.entries.removeAll { keys.contains($0.key) }
        return copy
    }

    /// The entry for `key`, if any.
    subscript(key: String) -> Entry? { entries.first { $0.key == key } }

    /// The merged entries as one mapping node, each pair as written (so errors point into
    /// the file that holds it).
    func node(mark: Mark) -> ConfigNode {
        ConfigNode(.mapping(entries.map(\.pair)), mark: mark)
    }
}
