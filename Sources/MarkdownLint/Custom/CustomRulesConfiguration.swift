import Foundation
import YAML

/// The `custom_rules:` section of `.mdtool.yml`: pattern rules declared without Swift.
///
/// ```yaml
/// custom_rules:
///   - id: no-click-here
///     message: Link text should say where the link goes
///     pattern: '^\s*click here\s*$'
///     case_sensitive: false
///     applies_to: link_text
///   - id: CUSTOM001
///     aliases: [github-name]
///     message: Write GitHub with a capital H
///     pattern: '\bGithub\b'
///     applies_to: [text, heading]
///     severity: warning
///     replacement: GitHub
/// ```
///
/// Every mistake is an error at its position: a missing key, an unknown key or kind, an
/// invalid pattern, an ID or alias already taken by another rule.
public enum CustomRulesConfiguration {
    /// The keys a `custom_rules:` entry may have; any other key is an error with a suggestion.
    public static let keys = [
        "id", "aliases", "tags", "message", "pattern", "flags", "case_sensitive", "applies_to", "severity",
        "enabled", "replacement", "fix",
    ]

    /// The letters `flags` accepts: `i` (ignore case), `m` (`^` and `$` match at line
    /// breaks), `s` (`.` matches line breaks), `x` (blanks and `#` comments in the pattern
    /// are ignored); `g` and `u` are accepted and change nothing (every match is reported,
    /// and matching is always by Unicode scalars).
    public static let flagLetters = "imsxgu"

    /// The rules a `custom_rules:` sequence declares, checked against the names `registry`
    /// already uses.
    public static func definitions(from node: ConfigNode, registry: RuleRegistry) throws(ConfigError) -> [PatternRuleDefinition] {
        if node.isNull { return [] }
        var taken: [String: String] = [:]
        for entry in registry.entries {
            let descriptor = entry.descriptor
            for name in descriptor.names { taken[name.uppercased()] = "rule \(descriptor.displayName)" }
        }
        for entry in registry.entries {
            for tag in entry.descriptor.tags where taken[tag.uppercased()] == nil {
                taken[tag.uppercased()] = "the tag \"\(tag)\""
            }
        }
        taken["DEFAULT"] = "the \"default\" key of rules:"
        taken[PatternRuleDefinition.tag.uppercased()] = "the tag of all custom rules"
        var definitions: [PatternRuleDefinition] = []
        for item in try node.asSequence() {
            let definition = try definition(from: item)
            for (name, nameNode) in try names(of: item, definition) {
                if let owner = taken[name.uppercased()] {
                    throw nameNode.error("\"\(name)\" is already the name of \(owner)")
                }
                taken[name.uppercased()] = "custom rule \(definition.id) (defined at \(item.mark))"
            }
            definitions.append(definition)
        }
        // Tags of custom rules must not be the name of a rule either.
        for (item, definition) in zip(try node.asSequence(), definitions) {
            for tag in definition.tags {
                let names = definitions.flatMap { [$0.id] + $0.aliases } + registry.entries.flatMap(\.descriptor.names)
                if names.contains(where: { $0.uppercased() == tag.uppercased() }) {
                    throw (item["tags"] ?? item).error("the tag \"\(tag)\" is already the name of a rule")
                }
            }
        }
        return definitions
    }

    /// The ID and aliases of a rule with the nodes where they are written.
    private static func names(of item: ConfigNode, _ definition: PatternRuleDefinition) throws(ConfigError) -> [(String, ConfigNode)] {
        var names: [(String, ConfigNode)] = [(definition.id, item["id"] ?? item)]
        if let aliases = item["aliases"] {
            for alias in try stringList(aliases) { names.append((try alias.asString(), alias)) }
        }
        // The same name twice within one rule.
        var seen: Set<String> = []
        for (name, node) in names where !seen.insert(name.uppercased()).inserted {
            throw node.error("\"\(name)\" is given twice")
        }
        return names
    }

    private static func definition(from item: ConfigNode) throws(ConfigError) -> PatternRuleDefinition {
        _ = try item.asMapping()
        try item.checkKeys(allowed: keys)
        let id = try name(try required("id", of: item), what: "a rule ID")
        let message = try nonEmptyString(try required("message", of: item))
        let patternNode = try required("pattern", of: item)
        let pattern = try nonEmptyString(patternNode)

        var options: NSRegularExpression.Options = []
        if let flags = item["flags"] {
            for letter in try flags.asString() {
                switch letter {
                case "i": options.insert(.caseInsensitive)
                case "m": options.insert(.anchorsMatchLines)
                case "s": options.insert(.dotMatchesLineSeparators)
                case "x": options.insert(.allowCommentsAndWhitespace)
                case "g", "u": continue
                default:
                    throw flags.error("unknown flag \"\(letter)\" (flags: i, m, s, x)")
                }
            }
        }
        if let caseNode = item["case_sensitive"] {
            let caseSensitive = try caseNode.asBool()
            if caseSensitive && options.contains(.caseInsensitive) {
                throw caseNode.error("case_sensitive: true contradicts the flag \"i\"")
            }
            if !caseSensitive { options.insert(.caseInsensitive) }
        }
        let expression: NSRegularExpression
        do {
            expression = try NSRegularExpression(pattern: pattern, options: options)
        } catch {
            throw patternNode.error("invalid regular expression: " + patternProblem(pattern))
        }

        var kinds = PatternRuleKind.defaultKinds
        if let appliesTo = item["applies_to"] {
            kinds = []
            let names = try stringList(appliesTo)
            if names.isEmpty { throw appliesTo.error("applies_to needs at least one kind") }
            for nameNode in names {
                let name = try nameNode.asString()
                guard let named = PatternRuleKind.kinds(named: name) else {
                    var message = "unknown kind \"\(name)\""
                    if let suggestion = NameSuggestion.closest(to: name, among: PatternRuleKind.allNames) {
                        message += "; did you mean \"\(suggestion)\"?"
                    } else if name.lowercased().replacingOccurrences(of: "-", with: "_") == "front_matter" {
                        message += " (front matter is never linted)"
                    }
                    throw nameNode.error(message + " (kinds: " + PatternRuleKind.allNames.joined(separator: ", ") + ")")
                }
                kinds.formUnion(named)
            }
        }

        var severity = Severity.error
        if let severityNode = item["severity"] {
            severity = try choice(severityNode, ["error": .error, "warning": .warning])
        }
        let enabled = try item["enabled"]?.asBool() ?? true
        var tags: [String] = []
        if let tagsNode = item["tags"] {
            for tag in try stringList(tagsNode) { tags.append(try name(tag, what: "a tag")) }
        }
        var aliases: [String] = []
        if let aliasesNode = item["aliases"] {
            for alias in try stringList(aliasesNode) { aliases.append(try name(alias, what: "an alias")) }
        }

        let replacement = try item["replacement"]?.asString()
        var applicability = Fix.Applicability.unsafe
        if let fix = item["fix"] {
            guard replacement != nil else { throw fix.error("\"fix\" needs a \"replacement\"") }
            applicability = try choice(fix, ["unsafe": .unsafe, "safe": .safe])
        }
        if let replacement, let replacementNode = item["replacement"] {
            try checkTemplate(replacement, groups: expression.numberOfCaptureGroups, at: replacementNode)
        }
        return PatternRuleDefinition(id: id, aliases: aliases, tags: tags, message: message, expression: expression,
                                     kinds: kinds, severity: severity, isEnabledByDefault: enabled,
                                     replacement: replacement, fixApplicability: applicability, definedAt: item.mark)
    }

    // MARK: Values

    private static func required(_ key: String, of item: ConfigNode) throws(ConfigError) -> ConfigNode {
        guard let node = item[key], !node.isNull else { throw item.error("a custom rule needs \"\(key)\"") }
        return node
    }

    private static func nonEmptyString(_ node: ConfigNode) throws(ConfigError) -> String {
        let text = try node.asString()
        guard !text.isEmpty else { throw node.error("expected a non-empty string") }
        return text
    }

    /// A rule ID, alias or tag: letters, digits, `-` and `_`, starting with a letter.
    private static func name(_ node: ConfigNode, what: String) throws(ConfigError) -> String {
        let text = try node.asString()
        let valid = text.first.map { $0.isASCII && $0.isLetter } == true
            && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
        guard valid else {
            throw node.error("\(what) must start with a letter and hold only letters, digits, \"-\" and \"_\", "
                             + "found \"\(text)\"")
        }
        return text
    }

    /// A sequence of strings, or one string.
    private static func stringList(_ node: ConfigNode) throws(ConfigError) -> [ConfigNode] {
        if node.scalar != nil {
            _ = try node.asString()
            return [node]
        }
        let items = try node.asSequence()
        for item in items { _ = try item.asString() }
        return items
    }

    private static func choice<Value>(_ node: ConfigNode, _ choices: KeyValuePairs<String, Value>) throws(ConfigError) -> Value {
        let text = try node.asString()
        if let match = choices.first(where: { $0.key == text }) { return match.value }
        var message = "expected " + choices.map { "\"\($0.key)\"" }.joined(separator: " or ") + ", found \"\(text)\""
        if let suggestion = NameSuggestion.closest(to: text, among: choices.map(\.key)) {
            message += "; did you mean \"\(suggestion)\"?"
        }
        throw node.error(message)
    }

    /// A replacement may refer to groups the pattern has (`$0` … `$n`).
    private static func checkTemplate(_ template: String, groups: Int, at node: ConfigNode) throws(ConfigError) {
        var characters = template.makeIterator()
        while let character = characters.next() {
            if character == "\\" {
                _ = characters.next()
            } else if character == "$" {
                guard let digit = characters.next(), let number = digit.wholeNumberValue, digit.isASCII else {
                    throw node.error("\"$\" in a replacement must be followed by a group number (write \"\\\\$\" for a dollar sign)")
                }
                guard number <= groups else {
                    throw node.error("the replacement refers to group $\(number), but the pattern has "
                                     + (groups == 1 ? "1 group" : "\(groups) groups"))
                }
            }
        }
    }

    /// Why a pattern does not compile. `NSRegularExpression` does not say; Swift's regex
    /// parser, whose syntax is close to ICU's, usually can.
    private static func patternProblem(_ pattern: String) -> String {
        if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {
            do {
                _ = try Regex(pattern)
            } catch {
                return "\(error)"
            }
        }
        return "ICU cannot compile it"
    }
}
