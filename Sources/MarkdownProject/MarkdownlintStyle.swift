import YAML

/// The styles markdownlint ships for `extends` (`"extends": "markdownlint/style/prettier"`):
/// named rule settings, which mdtool knows without Node.js.
enum MarkdownlintStyle: String, CaseIterable {
    /// Turns off the rules that disagree with Prettier's formatting.
    case prettier
    /// Turns off whitespace rules, line length and inline HTML.
    case relaxed
    /// The rules of Ciro Santilli's Markdown style guide.
    case cirosantilli

    /// The style an `extends` value names (`markdownlint/style/NAME`, with or without `.json`).
    init?(named value: String) {
        var name = value
        if name.hasSuffix(".json") { name.removeLast(".json".count) }
        let prefix = "markdownlint/style/"
        guard name.hasPrefix(prefix), let style = MarkdownlintStyle(rawValue: String(name.dropFirst(prefix.count))) else {
            return nil
        }
        self = style
    }

    /// The style's settings, as if written at `mark` (the `extends` value naming it).
    func settings(mark: Mark) -> SettingsMapping {
        var mapping = SettingsMapping()
        for (key, value) in entries {
            let pair = ConfigNode.Pair(key: ConfigNode(.scalar(Self.string(key)), mark: mark), value: value(mark))
            // Written by markdownlint for its own version: names mdtool lacks are not the user's to fix.
            mapping.merge(.init(key: key, pair: pair, origin: "markdownlint/style/\(rawValue)", isMarkdownlint: true))
        }
        return mapping
    }

    private static func string(_ text: String) -> ConfigScalar {
        ConfigScalar(text: text, style: .doubleQuoted, value: .string(text))
    }

    private var entries: [(String, (Mark) -> ConfigNode)] {
        let off: (Mark) -> ConfigNode = { ConfigNode(.scalar(ConfigScalar(plain: "false")), mark: $0) }
        let on: (Mark) -> ConfigNode = { ConfigNode(.scalar(ConfigScalar(plain: "true")), mark: $0) }
        func options(_ values: [(String, ConfigScalar)]) -> (Mark) -> ConfigNode {
            { mark in
                ConfigNode(.mapping(values.map { key, value in
                    ConfigNode.Pair(key: ConfigNode(.scalar(Self.string(key)), mark: mark),
                                    value: ConfigNode(.scalar(value), mark: mark))
                }), mark: mark)
            }
        }
        switch self {
        case .prettier:
            let names = [
                "blanks-around-fences", "blanks-around-headings", "blanks-around-lists", "code-fence-style",
                "emphasis-style", "heading-start-left", "hr-style", "line-length", "list-indent", "list-marker-space",
                "no-blanks-blockquote", "no-hard-tabs", "no-missing-space-atx", "no-missing-space-closed-atx",
                "no-multiple-blanks", "no-multiple-space-atx", "no-multiple-space-blockquote",
                "no-multiple-space-closed-atx", "no-trailing-spaces", "ol-prefix", "strong-style", "ul-indent",
            ]
            return names.map { ($0, off) }
        case .relaxed:
            // markdownlint's file also names retired rules (MD006) and an old tag (line_length).
            return [("default", on), ("whitespace", off), ("line-length", off), ("MD007", off), ("MD033", off),
                    ("MD034", off)]
        case .cirosantilli:
            return [
                ("default", on),
                ("MD003", options([("style", Self.string("atx"))])),
                ("MD004", options([("style", Self.string("dash"))])),
                ("MD007", options([("indent", ConfigScalar(plain: "4"))])),
                ("MD030", options([("ul_multi", ConfigScalar(plain: "3")), ("ol_multi", ConfigScalar(plain: "2"))])),
            ]
        }
    }
}
