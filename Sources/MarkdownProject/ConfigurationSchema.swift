import MarkdownLinks
import MarkdownLint
import MarkdownSyntax
import YAML

/// A JSON Schema (draft-07) of `.mdtool.yml`, for editors to complete and check the keys
/// (`mdtool schema`). It is made from the declarations the reader checks a file against:
/// the top-level keys (`MDToolFile.keys`), the `format:` keys and their values
/// (`FormatConfiguration`), the `links:`, `reports:` and `custom_rules` keys, the dialects
/// and syntax extensions, and every rule of the registry with its aliases, tags and typed
/// options. What it leaves open the reader still checks: values of `links:` and
/// `custom_rules` keys, and rule names in other cases than declared or defined by
/// `custom_rules` (allowed as any rule setting).
public enum ConfigurationSchema {
    /// The identifier the schema declares; `$schema` of the draft it follows.
    public static let draft = "http://json-schema.org/draft-07/schema#"

    /// The schema for a project whose rules are `registry`'s.
    public static func document(registry: RuleRegistry = .builtIn) -> JSONValue {
        .object([
            ("$schema", .string(draft)),
            ("title", .string("mdtool configuration (.mdtool.yml)")),
            ("type", .string("object")),
            ("properties", .object(MDToolFile.keys.map { ($0, property($0)) })),
            ("additionalProperties", .bool(false)),
            ("definitions", .object([("rules", rules(registry)), ("globs", globs)])),
        ])
    }

    /// The schema of a top-level key; `{}` (anything) for a key without one, which a test forbids.
    static func property(_ key: String) -> JSONValue {
        switch key {
        case "dialect": return dialect
        case "extensions":
            return object(SyntaxExtensions.names.map { ($0.name, type("boolean")) }, closed: true,
                          description: "Syntax extensions switched on (true) or off (false) in every dialect.")
        case "rules": return reference("rules")
        case "include", "exclude": return reference("globs")
        case "overrides":
            let item = object(MDToolFile.overrideKeys.map { name in
                (name, name == "files" ? reference("globs") : name == "rules" ? reference("rules") : dialect)
            }, closed: true, description: "Files matching `files` get these rules and dialect.", required: ["files"])
            return .object([("type", .string("array")), ("items", item)])
        case "format":
            return object(FormatConfiguration.keys.map { ($0, formatValue($0)) }, closed: true,
                          description: "How `mdtool fmt` prints Markdown.")
        case "links":
            return object(LinksConfiguration.keys.map { ($0, .object([])) }, closed: true, description: "Options of `mdtool links`.")
        case "reports":
            return object(ReportsConfiguration.keys.map { ($0, type("string")) }, closed: true,
                          description: "Where SARIF reports point.")
        case "custom_rules":
            let rule = object(CustomRulesConfiguration.keys.map { ($0, .object([])) }, closed: true,
                              description: "A rule that flags a regular expression.")
            return .object([("type", .string("array")), ("items", rule)])
        case "front_matter":
            return .object([("description", .string("A regular expression, \"markdownlint\" for markdownlint's, or false for none.")),
                            ("anyOf", .array([.object([("const", .bool(false))]), type("string")]))])
        case "inline_config", "gitignore", "fix": return type("boolean")
        default: return .object([])
        }
    }

    private static let dialect = JSONValue.object([("enum", .array(Dialect.allCases.map { .string($0.rawValue) }))])

    private static let globs = JSONValue.object([("anyOf", .array([
        type("string"), .object([("type", .string("array")), ("items", type("string"))]),
    ]))])

    private static func formatValue(_ key: String) -> JSONValue {
        let names = JSONValue.object([("enum", .array((FormatConfiguration.valueNames[key] ?? []).map(JSONValue.string)))])
        switch key {
        case "thematic_break": return type("string")
        case "wrap":
            return .object([("anyOf", .array([
                names, .object([("type", .string("integer")), ("minimum", .int(FormatConfiguration.minimumWrapWidth))]),
            ]))])
        default: return names
        }
    }

    /// `rules:`: `default`, every rule's ID and aliases with its options, every tag; other
    /// names (another case, a custom rule) take any setting.
    private static func rules(_ registry: RuleRegistry) -> JSONValue {
        var properties: [(String, JSONValue)] = [("default", setting(options: nil, description: "The starting state of every rule."))]
        var seen: Set<String> = ["DEFAULT"]
        for entry in registry.entries {
            let descriptor = entry.descriptor
            for name in descriptor.names where seen.insert(name.uppercased()).inserted {
                properties.append((name, setting(options: descriptor.options, description: descriptor.displayName + ": " + descriptor.summary)))
            }
        }
        for entry in registry.entries {
            for tag in entry.descriptor.tags where seen.insert(tag.uppercased()).inserted {
                properties.append((tag, setting(options: nil, description: "Every rule tagged \(tag).")))
            }
        }
        return .object([("type", .string("object")), ("properties", .object(properties)),
                        ("additionalProperties", setting(options: nil, description: nil))])
    }

    /// A rule's value: true, false, "error", "warning" or a mapping of its options (with
    /// `enabled` and `severity`); `options` nil for a name whose options are not known here.
    private static func setting(options: [RuleOptionDescriptor]?, description: String?) -> JSONValue {
        var mapping: [(String, JSONValue)] = [("enabled", type("boolean")), ("severity", severity)]
        mapping += (options ?? []).map { ($0.name, option($0)) }
        var members: [(String, JSONValue)] = description.map { [("description", .string($0))] } ?? []
        members.append(("anyOf", .array([
            type("boolean"), severity,
            .object([("type", .string("object")), ("properties", .object(mapping)), ("additionalProperties", .bool(options == nil))]),
        ])))
        return .object(members)
    }

    private static let severity = JSONValue.object([("enum", .array([.string(Severity.error.rawValue), .string(Severity.warning.rawValue)]))])

    private static func option(_ option: RuleOptionDescriptor) -> JSONValue {
        var members: [(String, JSONValue)] = [("description", .string(option.summary + " (default: \(option.defaultValue))"))]
        let integers = JSONValue.object([("type", .string("array")), ("items", type("integer"))])
        switch option.kind {
        case .boolean: members.append(("type", .string("boolean")))
        case .integer: members.append(("type", .string("integer")))
        case .string: members.append(("type", .string("string")))
        case .choice(let names): members.append(("enum", .array(names.map(JSONValue.string))))
        case .stringList: members += [("type", .string("array")), ("items", type("string"))]
        case .integerList: members += [("type", .string("array")), ("items", type("integer"))]
        case .integerOrIntegerList: members.append(("anyOf", .array([type("integer"), integers])))
        }
        if let value = defaultValue(option.defaultValue) { members.append(("default", value)) }
        return .object(members)
    }

    /// The documented default (`80`, `"consistent"`, `["TODO"]`) as JSON, when it is JSON.
    private static func defaultValue(_ literal: String) -> JSONValue? {
        guard let node = try? ConfigLoader.parse(literal, format: .json, name: "default") else { return nil }
        return json(node)
    }

    private static func json(_ node: ConfigNode) -> JSONValue? {
        if let items = node.sequence {
            let values = items.compactMap(json)
            return values.count == items.count ? .array(values) : nil
        }
        switch node.scalar?.value {
        case .bool(let value)?: return .bool(value)
        case .int(let value)?: return .int(value)
        case .string(let value)?: return .string(value)
        default: return nil
        }
    }

    private static func type(_ name: String) -> JSONValue { .object([("type", .string(name))]) }

    private static func reference(_ name: String) -> JSONValue { .object([("$ref", .string("#/definitions/\(name)"))]) }

    private static func object(_ properties: [(String, JSONValue)], closed: Bool, description: String,
                               required: [String] = []) -> JSONValue {
        var members: [(String, JSONValue)] = [("description", .string(description)), ("type", .string("object")),
                                              ("properties", .object(properties)), ("additionalProperties", .bool(!closed))]
        if !required.isEmpty { members.append(("required", .array(required.map(JSONValue.string)))) }
        return .object(members)
    }
}
