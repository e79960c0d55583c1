import MarkdownSyntax
import MarkdownFormatting
import MarkdownLint
import YAML

/// The formatter's defaults taken from the lint rules that say how Markdown should look, so
/// that what `mdtool fmt` prints passes `mdtool lint` with the same configuration: MD003
/// heading style, MD004 bullets, MD029 numbering, MD035 thematic breaks, MD046 code block
/// style, MD048 fence character, MD049 and MD050 emphasis markers, MD013 line length (for
/// `wrap: line_length`), MD007 nested bullet indentation and MD030 spaces after markers.
/// A rule that is off, or set to `consistent`, leaves the formatter's own default (printing
/// one style everywhere is consistent), except MD046's `consistent`, which keeps indented
/// code indented when the document's first code block is. An explicit `format:` key wins
/// over the rule it stands for; `conflicts` says where they disagree.
enum FormatStyleDefaults {
    /// A default taken from a rule: the `format:` key it stands for (nil when there is none)
    /// and how it sets the options.
    struct Default {
        var key: String?
        var ruleID: String
        var description: String
        var apply: (inout FormatOptions) -> Void
    }

    /// The defaults the enabled style rules of `rules` give.
    static func defaults(from rules: RuleConfiguration) -> [Default] {
        var defaults: [Default] = []
        func style(_ id: String, _ key: String = "style") -> String? {
            let setting = rules.setting(for: id)
            guard setting.isEnabled else { return nil }
            return setting.options?[key]?.scalar?.text
        }
        func integer(_ id: String, _ key: String) -> Int? {
            let setting = rules.setting(for: id)
            guard setting.isEnabled, case .int(let value)? = setting.options?[key]?.scalar?.value, value > 0 else { return nil }
            return value
        }
        func add(_ key: String?, _ id: String, _ description: String, _ apply: @escaping (inout FormatOptions) -> Void) {
            defaults.append(Default(key: key, ruleID: id, description: description, apply: apply))
        }

        let headings: [String: FormatOptions.HeadingStyle] = [
            "atx": .atx, "atx_closed": .atxClosed, "setext": .setext, "setext_with_atx": .setext,
            "setext_with_atx_closed": .setextWithATXClosed,
        ]
        if let name = style("MD003"), let heading = headings[name] {
            add("heading_style", "MD003", "style \(name)") { $0.headingStyle = heading }
        }
        let bullets: [String: UnorderedListMarker] = ["asterisk": .asterisk, "plus": .plus, "dash": .dash]
        if let name = style("MD004") {
            if let bullet = bullets[name] {
                add("bullet", "MD004", "style \(name)") { $0.bulletMarker = bullet; $0.alternatesBulletsByLevel = false }
            } else if name == "sublist" {
                add("bullet", "MD004", "style sublist") { $0.alternatesBulletsByLevel = true }
            }
        }
        let numberings: [String: FormatOptions.Numbering] = ["one": .one, "zero": .one, "ordered": .ordered]
        if let name = style("MD029"), let numbering = numberings[name] {
            add("numbering", "MD029", "style \(name)") { $0.numbering = numbering }
        }
        if let name = style("MD035"), name != "consistent", FormatConfiguration.isThematicBreak(name) {
            add("thematic_break", "MD035", "style \"\(name)\"") { $0.thematicBreak = name }
        }
        let codeBlocks: [String: FormatOptions.CodeBlockStyle] = ["fenced": .fenced, "indented": .indented,
                                                                   "consistent": .consistent]
        if rules.setting(for: "MD046").isEnabled {
            let name = style("MD046") ?? "consistent"
            if let codeBlock = codeBlocks[name] {
                add("code_block_style", "MD046", "style \(name)") { $0.codeBlockStyle = codeBlock }
            }
        }
        let fences: [String: Character] = ["backtick": "`", "tilde": "~"]
        if let name = style("MD048"), let fence = fences[name] {
            add("code_fence", "MD048", "style \(name)") { $0.codeFence = fence }
        }
        let markers: [String: Character] = ["asterisk": "*", "underscore": "_"]
        if rules.setting(for: "MD049").isEnabled {
            let name = style("MD049") ?? "consistent"
            if let marker = markers[name] {
                add("emphasis", "MD049", "style \(name)") { $0.emphasisMarker = marker }
            } else if name == "consistent" {
                add(nil, "MD049", "style consistent") { $0.oneEmphasisMarkerPerDocument = true }
            }
        }
        if rules.setting(for: "MD050").isEnabled {
            let name = style("MD050") ?? "consistent"
            if let marker = markers[name] {
                add("strong", "MD050", "style \(name)") { $0.strongMarker = marker }
            } else if name == "consistent" {
                add(nil, "MD050", "style consistent") { $0.oneStrongMarkerPerDocument = true }
            }
        }
        if let indent = integer("MD007", "indent"), indent != 2 {
            add(nil, "MD007", "indent \(indent)") { $0.bulletListIndent = indent }
        }
        if rules.setting(for: "MD030").isEnabled {
            var spacing = FormatOptions.MarkerSpacing()
            spacing.bulletSingle = integer("MD030", "ul_single") ?? 1
            spacing.orderedSingle = integer("MD030", "ol_single") ?? 1
            spacing.bulletMulti = integer("MD030", "ul_multi") ?? 1
            spacing.orderedMulti = integer("MD030", "ol_multi") ?? 1
            if spacing != FormatOptions.MarkerSpacing() {
                add(nil, "MD030", "ul_single \(spacing.bulletSingle), ol_single \(spacing.orderedSingle), "
                        + "ul_multi \(spacing.bulletMulti), ol_multi \(spacing.orderedMulti)") { $0.markerSpacing = spacing }
            }
        }
        return defaults
    }

    /// The line length MD013 holds table rows to (its `line_length`), nil when it is off or
    /// its `tables` option is false: aligned tables keep to it (`alignedTableWidth`).
    static func tableLineLength(_ rules: RuleConfiguration) -> Int? {
        guard let length = textLineLength(rules) else { return nil }
        if case .bool(false)? = rules.setting(for: "MD013").options?["tables"]?.scalar?.value { return nil }
        return length
    }

    /// MD013's `line_length`, nil when it is off: paragraph lines keep to it
    /// (`continuationLineWidth`).
    static func textLineLength(_ rules: RuleConfiguration) -> Int? {
        rules.setting(for: "MD013").isEnabled ? lineLength(rules) : nil
    }

    /// MD013's `line_length` (80 when it is off or says nothing), for `wrap: line_length`.
    static func lineLength(_ rules: RuleConfiguration) -> Int {
        let setting = rules.setting(for: "MD013")
        if case .int(let value)? = setting.options?["line_length"]?.scalar?.value, value > 0 { return value }
        return 80
    }
}
