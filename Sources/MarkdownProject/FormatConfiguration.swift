import MarkdownSyntax
import MarkdownFormatting
import YAML

/// The `format:` section of `.mdtool.yml`: options for `mdtool fmt` (and for the nodes
/// `mdtool transform` prints). Decoded here for MarkdownFormatting, which knows nothing of
/// YAML or files: a new `format:` key changes `FormatOptions` and this file only.
enum FormatConfiguration {
    static let keys = [
        "bullet", "numbering", "emphasis", "strong", "code_fence", "code_block_style", "heading_style", "thematic_break",
        "hard_break", "list_indent", "wrap", "table_layout", "end_of_line",
    ]

    /// The options a `format:` mapping sets, over the defaults.
    static func options(from node: ConfigNode) throws(ConfigError) -> FormatOptions {
        var options = FormatOptions()
        try apply(node, to: &options, lineLength: 80)
        return options
    }

    /// Sets the options a `format:` mapping names; `lineLength` is the width `wrap:
    /// line_length` stands for (MD013's).
    static func apply(_ node: ConfigNode, to options: inout FormatOptions, lineLength: Int) throws(ConfigError) {
        if node.isNull { return }
        try node.checkKeys(allowed: keys)
        for pair in try node.asMapping() {
            let value = pair.value
            switch try pair.key.asString() {
            case "bullet":
                // `sublist`: a different bullet on each level, as markdownlint's MD004 names it.
                let marker: UnorderedListMarker? = try choice(value, ["-": .dash, "*": .asterisk, "+": .plus, "sublist": nil])
                options.bulletMarker = marker ?? .dash
                options.alternatesBulletsByLevel = marker == nil
            case "numbering":
                options.numbering = try choice(value, Dictionary(uniqueKeysWithValues: FormatOptions.Numbering.allCases.map { ($0.rawValue, $0) }))
            case "emphasis":
                options.emphasisMarker = try choice(value, ["*": Character("*"), "_": Character("_"), "preserve": nil])
                options.oneEmphasisMarkerPerDocument = false
            case "strong":
                options.strongMarker = try choice(value, ["*": Character("*"), "_": Character("_"), "preserve": nil])
                options.oneStrongMarkerPerDocument = false
            case "code_fence":
                options.codeFence = try choice(value, ["backtick": Character("`"), "tilde": Character("~"), "`": Character("`"), "~": Character("~")])
            case "heading_style":
                options.headingStyle = try choice(value, Dictionary(uniqueKeysWithValues: FormatOptions.HeadingStyle.allCases.map { ($0.rawValue, $0) }))
            case "code_block_style":
                options.codeBlockStyle = try choice(value, Dictionary(uniqueKeysWithValues: FormatOptions.CodeBlockStyle.allCases.map { ($0.rawValue, $0) }))
            case "thematic_break":
                let text = try value.asString()
                guard isThematicBreak(text) else {
                    throw value.error("expected a thematic break such as \"---\", \"***\" or \"___\", found \"\(text)\"")
                }
                options.thematicBreak = text
            case "hard_break":
                options.hardBreak = try choice(value, ["backslash": .backslash, "spaces": .spaces])
            case "list_indent":
                options.listIndent = try choice(value, ["marker": .marker, "four": .four])
            case "wrap":
                if case .int(let width)? = value.scalar?.value {
                    guard width >= 20 else { throw value.error("a wrap width must be at least 20, found \(width)") }
                    options.wrap = .width(width)
                } else {
                    options.wrap = try choice(value, ["keep": .keep, "never": .never, "line_length": .width(lineLength)])
                }
            case "table_layout":
                options.tableLayout = try choice(value, ["aligned": .aligned, "compact": .compact])
            case "end_of_line":
                options.lineEnding = try choice(value, ["lf": .lf, "crlf": .crlf, "keep": .keep])
            default:
                break
            }
        }
    }

    /// Every key with its value in `options` for a file read in `dialect`, as `format:` would
    /// write it.
    static func describe(_ options: FormatOptions, dialect: Dialect) -> [(key: String, value: String)] {
        let marker: (Character?) -> String = { $0.map { "\"\($0)\"" } ?? "preserve" }
        let wrap: String
        switch options.wrap {
        case .keep: wrap = "keep"
        case .never: wrap = "never"
        case .width(let width): wrap = String(width)
        }
        return [
            ("bullet", options.alternatesBulletsByLevel ? "sublist" : "\"\(options.bulletMarker.rawValue)\""),
            ("numbering", options.numbering.rawValue),
            ("emphasis", marker(options.emphasisMarker)),
            ("strong", marker(options.strongMarker)),
            ("code_fence", options.codeFence == "~" ? "tilde" : "backtick"),
            ("code_block_style", options.codeBlockStyle.rawValue),
            ("heading_style", options.headingStyle.rawValue),
            ("thematic_break", "\"\(options.thematicBreak)\""),
            ("hard_break", options.hardBreak.rawValue),
            ("list_indent", (options.listIndent ?? FormatOptions.defaultListIndent(for: dialect)).rawValue),
            ("wrap", wrap),
            ("table_layout", options.tableLayout.rawValue),
            ("end_of_line", options.lineEnding.rawValue),
        ]
    }

    private static func choice<Value>(_ node: ConfigNode, _ choices: [String: Value]) throws(ConfigError) -> Value {
        let text: String
        if case .int(let number)? = node.scalar?.value { text = String(number) } else { text = try node.asString() }
        guard let value = choices[text] else {
            let names = choices.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
            var message = "expected one of \(names), found \"\(text)\""
            if let suggestion = NameSuggestion.closest(to: text, among: choices.keys.sorted()) {
                message += "; did you mean \"\(suggestion)\"?"
            }
            throw node.error(message)
        }
        return value
    }

    static func isThematicBreak(_ text: String) -> Bool {
        guard let first = text.first, "-*_".contains(first) else { return false }
        let marks = text.filter { $0 == first }.count
        return marks >= 3 && text.allSatisfy { $0 == first || $0 == " " }
    }
}
