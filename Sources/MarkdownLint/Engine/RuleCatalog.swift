/// Documentation of the built-in rules, for `mdtool rules`.
public enum RuleCatalog {
    /// The page of one rule (`rules/MD001.md`), named by ID, alias or a tag of one rule.
    public static func page(for name: String, registry: RuleRegistry = .builtIn) -> String? {
        let entries = registry.resolve(name)
        guard entries.count == 1 else { return nil }
        return RulePages.pages[entries[0].descriptor.id]
    }

    /// The catalogue as JSON: one object per rule.
    public static func json(_ registry: RuleRegistry = .builtIn) -> String {
        let rules: [JSONValue] = registry.entries.map { entry in
            let descriptor = entry.descriptor
            return .object([
                ("id", .string(descriptor.id)),
                ("aliases", .array(descriptor.aliases.map(JSONValue.string))),
                ("tags", .array(descriptor.tags.map(JSONValue.string))),
                ("summary", .string(descriptor.summary)),
                ("fixable", .bool(descriptor.isFixable)),
                ("enabled_by_default", .bool(descriptor.isEnabledByDefault)),
                ("options", .array(descriptor.options.map { option in
                    .object([("name", .string(option.name)), ("default", .string(option.defaultValue)),
                             ("description", .string(option.summary))])
                })),
            ])
        }
        return JSONValue.array(rules).serialized(pretty: true) + "\n"
    }

    /// The catalogue as text: one line per rule.
    public static func text(_ registry: RuleRegistry = .builtIn) -> String {
        let aliasWidth = registry.entries.map { ($0.descriptor.aliases.first ?? "").count }.max() ?? 0
        return registry.entries.map { entry in
            let descriptor = entry.descriptor
            let alias = descriptor.aliases.first ?? ""
            let padding = String(repeating: " ", count: aliasWidth - alias.count)
            let fixable = descriptor.isFixable ? "fix" : "   "
            return "\(descriptor.id)  \(alias)\(padding)  \(fixable)  \(descriptor.summary)\n"
        }.joined()
    }
}
