extension ConfigNode {
    /// The node's resolved values as text that two nodes share exactly when they hold the same
    /// values (how scalars are quoted and where nodes are aside; mappings in file order), for
    /// fingerprints of a configuration such as the lint cache's keys. Strings are
    /// length-prefixed, so no value can pass for another.
    public var canonicalText: String {
        var text = ""
        write(to: &text)
        return text
    }

    private func write(to text: inout String) {
        switch content {
        case .scalar(let scalar):
            switch scalar.value {
            case .null: text += "~"
            case .bool(let value): text += value ? "T" : "F"
            case .int(let value): text += "i\(value);"
            case .float(let value): text += "f\(value);"
            case .string(let value): text += "s\(value.utf8.count):\(value)"
            }
        case .sequence(let items):
            text += "["
            for item in items { item.write(to: &text) }
            text += "]"
        case .mapping(let pairs):
            text += "{"
            for pair in pairs {
                pair.key.write(to: &text)
                pair.value.write(to: &text)
            }
            text += "}"
        }
    }
}
