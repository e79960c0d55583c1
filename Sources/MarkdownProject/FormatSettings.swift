import MarkdownFormatting
import MarkdownLint
import YAML

/// The formatter's options for one file: the defaults the style rules give (see
/// `FormatStyleDefaults`), then the `format:` keys, which win. Says where each option came
/// from, and where a `format:` key disagrees with the rule it stands for (`mdtool lint`
/// would then report what `mdtool fmt` prints).
public struct FormatSettings: Sendable {
    public var options: FormatOptions
    /// For each option set by a rule or a `format:` key (`bullet`, `MD030` …): where.
    public var origins: [(option: String, origin: String)] = []
    /// One line per disagreement between a `format:` key and a rule.
    public var conflicts: [String] = []

    init(format: SettingsMapping, rules: RuleConfiguration?, ruleOrigin: (String) -> String?) throws(ConfigError) {
        var options = FormatOptions()
        var fromRules: [String: FormatStyleDefaults.Default] = [:]
        for rule in rules.map(FormatStyleDefaults.defaults) ?? [] {
            rule.apply(&options)
            let origin = "\(rule.ruleID) \(rule.description)" + (ruleOrigin(rule.ruleID).map { " (\($0))" } ?? " (its default)")
            origins.append((rule.key ?? rule.ruleID, origin))
            if let key = rule.key { fromRules[key] = rule }
        }
        let lineLength = rules.map(FormatStyleDefaults.lineLength) ?? 80
        options.alignedTableWidth = rules.flatMap(FormatStyleDefaults.tableLineLength)
        options.continuationLineWidth = rules.flatMap(FormatStyleDefaults.textLineLength)
        let defaults = options
        for entry in format.entries {
            var alone = defaults
            try FormatConfiguration.apply(ConfigNode(.mapping([entry.pair]), mark: entry.pair.key.mark), to: &alone,
                                          lineLength: lineLength)
            origins.removeAll { $0.option == entry.key }
            origins.append((entry.key, entry.pair.value.mark.description))
            let value = entry.pair.value.scalar?.text ?? "…"
            let written = "format.\(entry.key) \"\(value)\" (\(entry.pair.value.mark))"
            var against = Self.rulesAgainst(entry.key, alone, rules: rules, lineLength: lineLength)
            if let rule = fromRules[entry.key], alone != defaults { against.insert((rule.ruleID, rule.description), at: 0) }
            for (id, description) in against {
                conflicts.append("\(written) disagrees with \(id) \(description)" + (ruleOrigin(id).map { " (\($0))" } ?? "")
                                 + "; fmt follows format, so lint reports \(id) in what fmt prints")
            }
        }
        try FormatConfiguration.apply(format.node(mark: Mark(file: "format", line: 1, column: 1)), to: &options,
                                      lineLength: lineLength)
        self.options = options
    }

    /// Rules a `format:` key works against without standing for them: a wrap width beyond
    /// MD013's line length; `list_indent: four` against MD030's spacing and MD007's indent.
    private static func rulesAgainst(_ key: String, _ options: FormatOptions, rules: RuleConfiguration?,
                                     lineLength: Int) -> [(id: String, description: String)] {
        guard let rules else { return [] }
        switch key {
        case "wrap":
            if case .width(let width) = options.wrap, width > lineLength, rules.setting(for: "MD013").isEnabled {
                return [("MD013", "line_length \(lineLength)")]
            }
        case "list_indent":
            guard options.listIndent == .four else { return [] }
            var against: [(String, String)] = []
            if rules.setting(for: "MD030").isEnabled { against.append(("MD030", "spaces after list markers")) }
            if rules.setting(for: "MD007").isEnabled, options.bulletListIndent != 4 {
                against.append(("MD007", "indent \(options.bulletListIndent ?? 2)"))
            }
            return against
        default:
            break
        }
        return []
    }
}
