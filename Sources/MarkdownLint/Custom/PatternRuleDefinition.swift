import Foundation
import YAML

/// A rule made of a regular expression: every match in the parts of a document it applies
/// to is a finding, at the exact source bytes of the match. This is what a `custom_rules:`
/// entry of `.mdtool.yml` declares (see `CustomRulesConfiguration`); Swift code can make
/// one too and register `entry` with `RuleRegistry.adding(_:)`.
public struct PatternRuleDefinition: Sendable {
    /// The rule's ID: letters, digits, `-` and `_`, not taken by another rule.
    public var id: String
    /// Other names configuration and inline comments may use for the rule.
    public var aliases: [String]
    /// Tags besides `custom`, which every pattern rule has.
    public var tags: [String]
    /// The rule's summary: the message of its findings.
    public var message: String
    /// The compiled pattern (ICU syntax, as `NSRegularExpression` reads it). Most patterns
    /// are matched by mdtool's linear-time engine, the others (lookaround, backreferences …)
    /// by ICU within a time budget; see "Writing a custom rule" in the README.
    public var expression: NSRegularExpression
    /// The parts of a document the pattern is matched against.
    public var kinds: Set<PatternRuleKind>
    /// The severity of the rule's findings unless configuration says otherwise.
    public var severity: Severity
    /// Whether the rule runs without being named in configuration (`enabled: false` makes it opt-in).
    public var isEnabledByDefault: Bool
    /// A template for fixes (`$1` is the first group, `\$` a dollar sign); nil for no fix.
    public var replacement: String?
    /// Whether the replacement is applied by `--fix` (`.safe`) or only with `--unsafe-fixes`.
    public var fixApplicability: Fix.Applicability
    /// Where the rule is defined, for its documentation page.
    public var definedAt: Mark?

    /// Makes a pattern rule; `CustomRulesConfiguration` checks the same values when it reads them from configuration, Swift code is trusted to pass valid ones.
    public init(id: String, aliases: [String] = [], tags: [String] = [], message: String,
                expression: NSRegularExpression, kinds: Set<PatternRuleKind> = PatternRuleKind.defaultKinds,
                severity: Severity = .error, isEnabledByDefault: Bool = true, replacement: String? = nil,
                fixApplicability: Fix.Applicability = .unsafe, definedAt: Mark? = nil) {
        self.id = id
        self.aliases = aliases
        self.tags = tags
        self.message = message
        self.expression = expression
        self.kinds = kinds
        self.severity = severity
        self.isEnabledByDefault = isEnabledByDefault
        self.replacement = replacement
        self.fixApplicability = fixApplicability
        self.definedAt = definedAt
    }

    /// The tag every pattern rule carries, so `custom: false` turns them all off.
    public static let tag = "custom"

    /// The rule's descriptor, as the registry, `mdtool rules` and the reporters show it.
    public var descriptor: RuleDescriptor {
        RuleDescriptor(id: id, aliases: aliases, tags: allTags, summary: message,
                       isFixable: replacement != nil, isEnabledByDefault: isEnabledByDefault,
                       defaultSeverity: severity, documentation: documentation)
    }

    /// `custom` and the other tags.
    private var allTags: [String] { [Self.tag] + tags.filter { $0 != Self.tag } }

    /// The rule for a registry.
    public var entry: RuleEntry {
        let checker = PatternRule(matcher: PatternMatcher(expression), kinds: kinds, replacement: replacement,
                                  fixApplicability: fixApplicability)
        return RuleEntry(descriptor: descriptor, cacheIdentity: cacheIdentity) {
            (_: RuleOptions) throws(ConfigError) -> any RuleChecker in checker
        }
    }

    /// Everything of the definition that its findings show or depend on, for the lint cache.
    var cacheIdentity: String {
        let fields = [id, aliases.joined(separator: ","), tags.joined(separator: ","), message, expression.pattern,
                      String(expression.options.rawValue), kindNames.joined(separator: ","), severity.rawValue,
                      String(isEnabledByDefault), replacement.map { "=" + $0 } ?? "-", fixApplicability.rawValue]
        return "pattern:" + fields.map { "\($0.utf8.count):\($0)" }.joined()
    }

    /// The names of the kinds, in the order `PatternRuleKind` lists them.
    public var kindNames: [String] { PatternRuleKind.allCases.filter(kinds.contains).map(\.rawValue) }

    /// The page `mdtool rules ID` prints.
    var documentation: String {
        var page = "# \(id) - \(message)\n\n"
        page += "Custom rule" + (definedAt.map { " defined at `\($0)`" } ?? "") + ".\n\n"
        if !aliases.isEmpty { page += "Aliases: " + aliases.map(RulePage.code).joined(separator: ", ") + "\n\n" }
        page += "Tags: " + allTags.map(RulePage.code).joined(separator: ", ") + "\n\n"
        page += "- Pattern: \(RulePage.code(expression.pattern))"
        let flags = Self.flagLetters(expression.options)
        if !flags.isEmpty { page += " (flags: \(flags))" }
        page += "\n- Applies to: " + kindNames.joined(separator: ", ") + "\n"
        page += "- Severity: \(severity.rawValue)" + (isEnabledByDefault ? "" : " (off unless enabled)") + "\n"
        if let replacement {
            page += "- Fix: replaces each match with \(RulePage.code(replacement))"
                + (fixApplicability == .safe ? " (safe: applied by `--fix`)\n"
                                              : " (unsafe: applied by `--fix --unsafe-fixes`)\n")
        }
        return page
    }

    /// The flags letters (`i`, `m`, `s`, `x`) of regular expression options.
    static func flagLetters(_ options: NSRegularExpression.Options) -> String {
        var letters = ""
        if options.contains(.caseInsensitive) { letters += "i" }
        if options.contains(.anchorsMatchLines) { letters += "m" }
        if options.contains(.dotMatchesLineSeparators) { letters += "s" }
        if options.contains(.allowCommentsAndWhitespace) { letters += "x" }
        return letters
    }
}
