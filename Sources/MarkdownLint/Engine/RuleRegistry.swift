/// The rules mdtool knows, with lookup by ID, alias or tag (case-insensitive).
public struct RuleRegistry: Sendable {
    /// The rules in the order they run and are listed.
    public let entries: [RuleEntry]
    private let byName: [String: [Int]]

    /// Makes a registry of `entries`; their IDs, aliases and tags become names `resolve(_:)` finds.
    public init(_ entries: [RuleEntry]) {
        self.entries = entries
        var byName: [String: [Int]] = [:]
        for (index, entry) in entries.enumerated() {
            for name in entry.descriptor.names + entry.descriptor.tags {
                byName[name.uppercased(), default: []].append(index)
            }
        }
        self.byName = byName
    }

    /// The built-in rules.
    public static let builtIn = RuleRegistry(BuiltInRules.all)

    /// The same rules plus `more` (custom rules).
    public func adding(_ more: [RuleEntry]) -> RuleRegistry { RuleRegistry(entries + more) }

    /// Rules a configuration key or comment names: an ID or alias selects one rule, a tag
    /// all rules carrying it. Empty for an unknown name.
    public func resolve(_ name: String) -> [RuleEntry] {
        (byName[name.uppercased()] ?? []).map { entries[$0] }
    }

    /// The rule with exactly this ID (`MD001`, not an alias), or nil.
    public func entry(id: String) -> RuleEntry? {
        entries.first { $0.descriptor.id == id }
    }

    /// Every ID, alias and tag, for "did you mean" suggestions.
    public var allNames: [String] {
        var seen = Set<String>()
        var names: [String] = []
        for entry in entries {
            for name in entry.descriptor.names + entry.descriptor.tags where seen.insert(name.lowercased()).inserted {
                names.append(name)
            }
        }
        return names
    }
}
