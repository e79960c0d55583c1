import YAML

/// The setting of every rule, built with markdownlint's configuration semantics: keys are
/// rule IDs, aliases or tags (any case), applied in order so later keys win; `default`
/// sets the starting state of every rule; a value is `true`, `false`, `"error"`,
/// `"warning"` or a mapping of options (which may carry `enabled` and `severity`). Rules
/// that are off by default are turned on by their ID, alias or tag, not by `default`.
public struct RuleConfiguration: Sendable, Hashable {
    /// The setting of each rule, by rule ID.
    public private(set) var settings: [String: RuleSetting]

    /// Every rule with its defaults: enabled unless it is off by default.
    public init(registry: RuleRegistry) {
        var settings: [String: RuleSetting] = [:]
        for entry in registry.entries {
            settings[entry.descriptor.id] = RuleSetting(isEnabled: entry.descriptor.isEnabledByDefault,
                                                        severity: entry.descriptor.defaultSeverity)
        }
        self.settings = settings
    }

    /// The setting of the rule with ID `id`; a rule this configuration does not know is off.
    public func setting(for id: String) -> RuleSetting {
        settings[id] ?? RuleSetting(isEnabled: false)
    }

    /// Applies a `rules:` mapping (or a whole `.markdownlint.*` file).
    public mutating func apply(_ rules: ConfigNode, registry: RuleRegistry) throws(ConfigError) {
        let pairs = try rules.asMapping()
        // `default` comes first whatever its position: it sets the starting state.
        for pair in pairs where try pair.key.asString().uppercased() == "DEFAULT" {
            let value = try Self.setting(from: pair.value, keyDescription: "default")
            var defaultSeverities: [String: Severity] = [:]
            for entry in registry.entries { defaultSeverities[entry.descriptor.id] = entry.descriptor.defaultSeverity }
            for entry in registry.entries {
                let id = entry.descriptor.id
                // Rules that are off by default (mdtool's own additions) stay off: a
                // markdownlint configuration's `default: true` must not add findings.
                settings[id] = RuleSetting(isEnabled: value.isEnabled && entry.descriptor.isEnabledByDefault,
                                           severity: value.severity ?? defaultSeverities[id] ?? .error)
            }
        }
        for pair in pairs {
            let key = try pair.key.asString()
            guard key.uppercased() != "DEFAULT" else { continue }
            let entries = registry.resolve(key)
            guard !entries.isEmpty else {
                var message = "unknown rule, alias or tag \"\(key)\""
                if let suggestion = NameSuggestion.closest(to: key, among: registry.allNames) {
                    message += "; did you mean \"\(suggestion)\"?"
                }
                throw pair.key.error(message)
            }
            let value = try Self.setting(from: pair.value, keyDescription: key)
            for entry in entries {
                // Validate the options now, so a bad option is reported where it is written.
                if value.options != nil { _ = try RuleOptions(value.options, for: entry.descriptor) }
                settings[entry.descriptor.id] = RuleSetting(isEnabled: value.isEnabled,
                                                            severity: value.severity ?? entry.descriptor.defaultSeverity,
                                                            options: value.options)
            }
        }
    }

    /// Turns rules on or off by name (for `--enable` / `--disable`), keeping their options.
    public mutating func setEnabled(_ enabled: Bool, ids: [String]) {
        for id in ids {
            var setting = self.setting(for: id)
            setting.isEnabled = enabled
            settings[id] = setting
        }
    }

    /// Turns on exactly the rules `ids` names (IDs of this configuration's rules) and every
    /// other rule off (for `--select`), keeping each rule's severity and options.
    public mutating func select(ids: [String]) {
        let chosen = Set(ids)
        for id in settings.keys { settings[id]?.isEnabled = chosen.contains(id) }
    }

    /// A configured value; `severity` is nil where the rule's default severity applies.
    private struct Value {
        var isEnabled: Bool
        var severity: Severity?
        var options: ConfigNode?
    }

    private static func setting(from node: ConfigNode, keyDescription: String) throws(ConfigError) -> Value {
        if let scalar = node.scalar {
            switch scalar.value {
            case .bool(let enabled): return Value(isEnabled: enabled)
            case .string("error"): return Value(isEnabled: true, severity: .error)
            case .string("warning"): return Value(isEnabled: true, severity: .warning)
            default: break
            }
        }
        guard let pairs = node.mapping else {
            throw node.typeMismatch(expected: "true, false, \"error\", \"warning\" or a mapping of options")
        }
        var setting = Value(isEnabled: true, options: node)
        for pair in pairs {
            switch try pair.key.asString() {
            case "enabled": setting.isEnabled = try pair.value.asBool()
            case "severity":
                switch try pair.value.asString() {
                case "error": setting.severity = .error
                case "warning": setting.severity = .warning
                default: throw pair.value.typeMismatch(expected: "\"error\" or \"warning\"")
                }
            default: break
            }
        }
        return setting
    }
}
