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

    // The names each key takes, read by `apply` and listed by the schema (`valueNames`).
    static let bullets: [String: UnorderedListMarker?] = ["-": .dash, "*": .asterisk, "+": .plus, "sublist": nil]
    static let numberings = byName(FormatOptions.Numbering.self)
    static let emphasisMarkers: [String: Character?] = ["*": Character("*"), "_": Character("_"), "preserve": nil]
    static let codeFences: [String: Character] = ["backtick": "`", "tilde": "~", "`": "`", "~": "~"]
    static let headingStyles = byName(FormatOptions.HeadingStyle.self)
    static let codeBlockStyles = byName(FormatOptions.CodeBlockStyle.self)
    static let hardBreaks = byName(FormatOptions.HardBreakStyle.self)
    static let listIndents = byName(FormatOptions.ListIndent.self)
    static let tableLayouts = byName(FormatOptions.TableLayout.self)
    static let lineEndings = byName(FormatOptions.LineEnding.self)
    /// `wrap`'s names; it also takes a width of at least `minimumWrapWidth`.
    static let wrapNames = ["keep", "never", "line_length"]
    static let minimumWrapWidth = 20

    /// The names each key with a fixed set of values takes (`thematic_break` is any break).
    static let valueNames: [String: [String]] = [
        "bullet": bullets.keys.sorted(), "numbering": numberings.keys.sorted(), "emphasis": emphasisMarkers.keys.sorted(),
        "strong": emphasisMarkers.keys.sorted(), "code_fence": codeFences.keys.sorted(), "code_block_style": codeBlockStyles.keys.sorted(),
        "heading_style": headingStyles.keys.sorted(), "hard_break": hardBreaks.keys.sorted(), "list_indent": listIndents.keys.sorted(),
        "wrap": wrapNames, "table_layout": tableLayouts.keys.sorted(), "end_of_line": lineEndings.keys.sorted(),
    ]

    private static func byName<Value: CaseIterable & RawRepresentable>(_: Value.Type) -> [String: Value] where Value.RawValue == String {
        Dictionary(uniqueKeysWithValues: Value.allCases.map { ($0.rawValue, $0) })
    }

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
                let marker: UnorderedListMarker? = try choice(value, bullets)
                options.bulletMarker = marker ?? .dash
                options.alternatesBulletsByLevel = marker == nil
            case "numbering":
                options.numbering = try choice(value, numberings)
            case "emphasis":
                options.emphasisMarker = try choice(value, emphasisMarkers)
                options.oneEmphasisMarkerPerDocument = false
            case "strong":
                options.strongMarker = try choice(value, emphasisMarkers)
                options.oneStrongMarkerPerDocument = false
            case "code_fence":
                options.codeFence = try choice(value, codeFences)
            case "heading_style":
                options.headingStyle = try choice(value, headingStyles)
            case "code_block_style":
                options.codeBlockStyle = try choice(value, codeBlockStyles)
            case "thematic_break":
                let text = try value.asString()
                guard isThematicBreak(text) else {
                    throw value.error("expected a thematic break such as \"---\", \"***\" or \"___\", found \"\(text)\"")
                }
                options.thematicBreak = text
            case "hard_break":
                options.hardBreak = try choice(value, hardBreaks)
            case "list_indent":
                options.listIndent = try choice(value, listIndents)
            case "wrap":
                if case .int(let width)? = value.scalar?.value {
                    guard width >= minimumWrapWidth else {
                        throw value.error("a wrap width must be at least \(minimumWrapWidth), found \(width)")
                    }
                    options.wrap = .width(width)
                } else {
                    let wraps: [FormatOptions.Wrap] = [.keep, .never, .width(lineLength)]
                    options.wrap = try choice(value, Dictionary(uniqueKeysWithValues: zip(wrapNames, wraps)))
                }
            case "table_layout":
                options.tableLayout = try choice(value, tableLayouts)
            case "end_of_line":
                options.lineEnding = try choice(value, lineEndings)
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
