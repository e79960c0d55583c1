import YAML

/// Writes a configuration tree as block-style YAML (for converting markdownlint JSON files).
enum YAMLWriter {
    static func write(_ node: ConfigNode, indent: Int = 0) -> String {
        switch node.content {
        case .scalar(let scalar):
            return scalarText(scalar) + "\n"
        case .sequence(let items):
            guard !items.isEmpty else { return "[]\n" }
            let pad = String(repeating: " ", count: indent)
            return "\n" + items.map { item -> String in
                if item.scalar != nil { return pad + "- " + write(item) }
                return pad + "-" + write(item, indent: indent + 2).replacingFirstNewline(with: " ")
            }.joined()
        case .mapping(let pairs):
            guard !pairs.isEmpty else { return "{}\n" }
            let pad = String(repeating: " ", count: indent)
            return "\n" + pairs.map { pair -> String in
                let key = pair.key.scalar.map(scalarText) ?? "?"
                let value = write(pair.value, indent: indent + 2)
                return pad + key + ":" + (value.hasPrefix("\n") ? value : " " + value)
            }.joined()
        }
    }

    /// A mapping key as YAML writes it.
    static func key(_ text: String) -> String { quoted(text) }

    private static func scalarText(_ scalar: ConfigScalar) -> String {
        switch scalar.value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .int, .float: return scalar.text
        case .string(let text): return quoted(text)
        }
    }

    private static let ambiguousWords: Set<String> = ["y", "n", "yes", "no", "on", "off", "true", "false", "null", "~"]

    /// Plain when the text is a simple word no YAML parser reads as anything but a string,
    /// else double-quoted (so `on`, `1.0` or `#` stay strings).
    private static func quoted(_ text: String) -> String {
        let simple = !text.isEmpty && text.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "-"
        }
        if simple, let first = text.unicodeScalars.first, ("a"..."z").contains(first) || ("A"..."Z").contains(first),
           !ambiguousWords.contains(text.lowercased()) {
            return text
        }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 { out += "\\x" + String(scalar.value, radix: 16) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }
}

private extension String {
    func replacingFirstNewline(with replacement: String) -> String {
        guard hasPrefix("\n") else { return self }
        return replacement + dropFirst()
    }
}
