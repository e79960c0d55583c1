/// Typed access for configuration code. Each accessor throws a `ConfigError` at the node's mark
/// naming what was expected and what was found, e.g. `expected a boolean, found string "yes"`.
///
/// The accessors are strict: a quoted `"80"` is not an integer and a plain `80` is not a string,
/// because a config value of the wrong type is far more often a mistake than an intent.
extension ConfigNode {
    /// The value of a string scalar (quoted, or plain text that is no other type).
    public func asString() throws(ConfigError) -> String {
        if case .string(let text) = scalar?.value { return text }
        throw typeMismatch(expected: "a string")
    }

    /// The value of a boolean scalar.
    public func asBool() throws(ConfigError) -> Bool {
        if case .bool(let flag) = scalar?.value { return flag }
        throw typeMismatch(expected: "a boolean")
    }

    /// The value of an integer scalar.
    public func asInt() throws(ConfigError) -> Int {
        if case .int(let number) = scalar?.value { return number }
        throw typeMismatch(expected: "an integer")
    }

    /// Accepts integers as well as floats.
    public func asDouble() throws(ConfigError) -> Double {
        switch scalar?.value {
        case .int(let number): return Double(number)
        case .float(let number): return number
        default: throw typeMismatch(expected: "a number")
        }
    }

    /// The items of a sequence.
    public func asSequence() throws(ConfigError) -> [ConfigNode] {
        if let sequence { return sequence }
        throw typeMismatch(expected: "a sequence")
    }

    /// A sequence of strings; a wrong item is reported at the item.
    public func asStringArray() throws(ConfigError) -> [String] {
        var strings: [String] = []
        for item in try asSequence() {
            if case .string(let text) = item.scalar?.value {
                strings.append(text)
            } else {
                throw item.typeMismatch(expected: "a string")
            }
        }
        return strings
    }

    /// The entries of a mapping, in file order.
    public func asMapping() throws(ConfigError) -> [Pair] {
        if let mapping { return mapping }
        throw typeMismatch(expected: "a mapping")
    }

    /// An error at this node's mark, for checks the accessors above do not cover.
    public func error(_ message: String) -> ConfigError {
        ConfigError(message, at: mark)
    }

    /// `expected EXPECTED, found …` at this node, e.g. `typeMismatch(expected: "\"error\" or
    /// \"warning\"")` for an enumerated option.
    public func typeMismatch(expected: String) -> ConfigError {
        error("expected \(expected), found \(kindDescription)")
    }

    /// What this node is, for messages: `string "yes"`, `integer 5`, `null`, `a mapping`, ….
    public var kindDescription: String {
        switch content {
        case .sequence: return "a sequence"
        case .mapping: return "a mapping"
        case .scalar(let scalar):
            switch scalar.value {
            case .null: return "null"
            case .bool(let flag): return "boolean \(flag)"
            case .int: return "integer \(scalar.text)"
            case .float: return "number \(scalar.text)"
            case .string(let text): return "string \(quotedForMessage(text))"
            }
        }
    }
}
