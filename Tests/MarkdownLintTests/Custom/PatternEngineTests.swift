import Foundation
@testable import MarkdownLint
import MarkdownSyntax
import Testing
import TestSupport

/// The engines of pattern rules: the linear engine runs the patterns that make
/// backtracking take exponential time, agrees with ICU on every pattern it runs, leaves
/// what it does not run to ICU, and the work of either is bounded per rule and file, with
/// a finding of the rule that says so when the bound is reached.
struct PatternEngineTests {
    typealias T = CustomRuleTesting

    private func matcher(_ pattern: String, _ options: NSRegularExpression.Options = [],
                         stepAllowance: Int = 10_000_000, stepsPerUnit: Int = 8, timeLimit: Double = 1) throws -> PatternMatcher {
        PatternMatcher(try NSRegularExpression(pattern: pattern, options: options), baseStepAllowance: stepAllowance,
                       stepsPerUnit: stepsPerUnit, backtrackingTimeLimit: timeLimit)
    }

    /// All non-empty matches as "location+length" of each group, by one engine or the other.
    private func matches(_ matcher: PatternMatcher, in text: String) -> [[String]] {
        var search = matcher.makeSearch()
        var found: [[String]] = []
        _ = search.forEachMatch(in: Array(text.utf16)) { match in
            found.append(match.ranges.map { $0.location == NSNotFound ? "-" : "\($0.location)+\($0.length)" })
        }
        return found
    }

    private func icuMatches(_ expression: NSRegularExpression, in text: String) -> [[String]] {
        expression.matches(in: text, range: NSRange(location: 0, length: text.utf16.count))
            .filter { $0.range.length > 0 }
            .map { result in
                (0..<result.numberOfRanges).map {
                    let range = result.range(at: $0)
                    return range.location == NSNotFound ? "-" : "\(range.location)+\(range.length)"
                }
            }
    }

    // MARK: Catastrophic patterns

    /// Patterns that make a backtracking engine take exponential time on `aaa…ab`, and
    /// what they match there.
    static let catastrophic: [(pattern: String, matches: [String])] = [
        ("(a+)+$", []),
        ("(a|aa)*b", [String(repeating: "a", count: 40) + "b"]),
        ("(x+x+)+y", []),
        ("(\\w+\\s?)+$", [String(repeating: "a", count: 40) + "b"]),
        ("^(a+)+\\z", []),
        ("(.*a){12}", [String(repeating: "a", count: 40)]),
    ]

    @Test(.timeLimit(.minutes(1)), arguments: catastrophic)
    func patternsThatBacktrackExponentiallyRunInTheLinearEngine(_ example: (pattern: String, matches: [String])) throws {
        #expect(try matcher(example.pattern).program != nil)
        // The issue's line: ICU does not finish `(a+)+$` on it in a minute.
        let markdown = String(repeating: "a", count: 40) + "b\n"
        #expect(try T.matches(markdown, T.rule(example.pattern, appliesTo: "text")) == example.matches)
    }

    // MARK: Agreement with ICU

    /// Patterns built from the pieces users write (and their corners: case, line ends,
    /// surrogate pairs, combining marks), matched on text of the same pieces: wherever
    /// the linear engine runs a pattern, its matches and groups are ICU's.
    @Test func theLinearEngineAgreesWithICU() throws {
        var generator = PatternGenerator(seed: 12)
        var linear = 0
        for _ in 0..<400 {
            let (pattern, options) = generator.pattern()
            guard let expression = try? NSRegularExpression(pattern: pattern, options: options) else { continue }
            let matcher = PatternMatcher(expression)
            guard matcher.program != nil else { continue }
            linear += 1
            for _ in 0..<12 {
                let text = generator.text()
                #expect(matches(matcher, in: text) == icuMatches(expression, in: text),
                        "\(pattern.debugDescription) (options \(options.rawValue)) on \(text.debugDescription)")
            }
        }
        #expect(linear > 300)
    }

    // MARK: What ICU runs

    static let leftToICU: [(pattern: String, feature: String, text: String, matches: [String])] = [
        ("a(?=b)", "lookahead", "ab ac", ["a"]),
        ("(?<=a)b", "lookbehind", "ab cb", ["b"]),
        ("(a)\\1", "backreference", "aa ab", ["aa"]),
        ("(?>a+)b", "atomic group", "aab", ["aab"]),
        ("a++b", "possessive", "aab", ["aab"]),
        ("\\p{Greek}+", "\\p{Greek}", "abc αβγ", ["αβγ"]),
        ("(?s)a.b", "flag s", "a\nb", ["a\nb"]),
        ("(a|)+b", "can match empty", "aab", ["aab"]),
        ("(?i)straße", "strings", "STRASSE Straße", ["STRASSE", "Straße"]),
        ("\\Qa.b\\E", "\\Q", "a.b axb", ["a.b"]),
    ]

    @Test(arguments: leftToICU)
    func whatTheLinearEngineDoesNotRunIsLeftToICU(_ example: (pattern: String, feature: String, text: String, matches: [String])) throws {
        let matcher = try matcher(example.pattern)
        #expect(matcher.program == nil)
        #expect(matcher.unsupportedFeature?.contains(example.feature) == true, "\(matcher.unsupportedFeature ?? "nil")")
        let units = Array(example.text.utf16)
        #expect(matches(matcher, in: example.text).map { match in
            let range = match[0].split(separator: "+").compactMap { Int($0) }
            return String(decoding: units[range[0]..<(range[0] + range[1])], as: UTF16.self)
        } == example.matches)
    }

    // MARK: Budgets

    private func lintWithRule(_ markdown: String, _ matcher: PatternMatcher) throws -> [Diagnostic] {
        let definition = PatternRuleDefinition(id: "CUSTOM001", message: "Found it", expression: matcher.expression,
                                               kinds: [.text])
        let rule = PatternRule(matcher: matcher, kinds: [.text], replacement: nil, fixApplicability: .unsafe)
        let entry = RuleEntry(descriptor: definition.descriptor) { (_: RuleOptions) throws(ConfigError) -> any RuleChecker in rule }
        return try Linter(registry: RuleRegistry.builtIn.adding([entry])).lint(text: markdown, path: "test.md")
            .filter { $0.ruleID == "CUSTOM001" }
    }

    @Test(.timeLimit(.minutes(1)))
    func backtrackingThatRunsOutOfTimeIsAFindingOfTheRule() throws {
        let matcher = try matcher("(?=a)(a+)+$", timeLimit: 0)
        #expect(matcher.program == nil)
        let markdown = "# Title\n\nFirst paragraph.\n\n" + String(repeating: "a", count: 40) + "b\n\nLast.\n"
        let diagnostics = try lintWithRule(markdown, matcher)
        #expect(diagnostics.count == 1)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.ruleID == "CUSTOM001")
        #expect(diagnostic.message.hasPrefix("Found it [Gave up: matching took more than 0 s in this file; "
                                             + "the pattern uses lookahead"))
        // At the first piece matched: the rest of the file is not checked.
        #expect("\(diagnostic.line):\(diagnostic.column)" == "3:1")
    }

    /// ICU is stopped inside one exponential match (not only between matches): without
    /// that, this test would not end.
    @Test(.timeLimit(.minutes(1)))
    func backtrackingIsStoppedInsideAMatch() throws {
        let matcher = try matcher("(?=a)(a+)+$", timeLimit: 0.2)
        #expect(matcher.program == nil)
        let markdown = "# Title\n\n" + String(repeating: "a", count: 40) + "b\n"
        let diagnostics = try lintWithRule(markdown, matcher)
        #expect(diagnostics.map(\.line) == [3])
        #expect(diagnostics.first?.detail?.hasPrefix("Gave up: matching took more than 0.2 s in this file") == true)
    }

    @Test func linearMatchingThatRunsOutOfStepsIsAFindingOfTheRule() throws {
        // `x*y|x` rescans the rest of a run of x after each match: quadratic in the run.
        let markdown = "Some x.\n\n" + String(repeating: "x", count: 1000) + "\n"
        let tight = try matcher("x*y|x", stepAllowance: 1000, stepsPerUnit: 1)
        #expect(tight.program != nil)
        let diagnostics = try lintWithRule(markdown, tight)
        #expect(diagnostics.first?.line == 1 && diagnostics.first?.detail == nil)
        let gaveUp = diagnostics.filter { $0.detail?.hasPrefix("Gave up: matching took more than ") == true }
        #expect(gaveUp.map(\.line) == [3])
        #expect(gaveUp.first?.context == nil)
        #expect(diagnostics.count < 100)
        // With the default allowance the same file is matched to the end.
        #expect(try lintWithRule(markdown, try matcher("x*y|x")).count == 1001)
    }
}

/// Random patterns and texts for comparing the engines (deterministic: SplitMix64).
private struct PatternGenerator {
    private var random: SplitMix64

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    private mutating func next(_ bound: Int) -> Int {
        Int(random.next() % UInt64(bound))
    }

    static let atoms = [
        "a", "b", "A", "é", "k", "σ", "😀", "\\n", "\\r", " ", "_", "1", "-", "\\.", ".", "[ab]", "[^a]", "[a-c]",
        "\\d", "\\w", "\\s", "\\W", "\\S", "\\b", "\\B", "^", "$", "\\A", "\\z", "\\Z", "[\\w-]", "\\x{212A}",
        "\\u00e9", "\\p{Lu}", "\\p{L}", "\\P{Lu}", "[^\\p{Lu}]", "\\h", "\\v", "ſ", "[]a]", "\\p{Zs}", "(?i)a",
        "\\x{1F600}", "[a-zA-Z0-9_]", "\\p{Letter}", "\\r\\n", "(?m)^", "(?m)$", "#",
    ]
    static let quantifiers = ["*", "+", "?", "{2}", "{1,2}", "{0,}", "*?", "+?", "??", "{1,3}?"]
    static let groups = ["(?:", "(", "(?<n>", "(?i:", "(?m:"]
    static let pieces = [
        "\r\n", "a", "b", "A", "B", "é", "É", "ſ", "\u{212A}", "k", "K", "σ", "ς", "Σ", "😀", "\n", "\r", " ", "_",
        "1", "-", ".", "\u{0301}", "\u{00A0}", "\u{FFFC}", "\t", "\u{2028}", "\u{85}", "\u{0B}", "#", "ǅ",
    ]

    mutating func pattern() -> (String, NSRegularExpression.Options) {
        let options: [NSRegularExpression.Options] = [[], [], .caseInsensitive, .anchorsMatchLines]
        return (node(depth: 0), options[next(options.count)])
    }

    private mutating func node(depth: Int) -> String {
        let kind = next(10)
        if depth > 2 || kind < 4 { return Self.atoms[next(Self.atoms.count)] }
        switch kind {
        case 4, 5: return (0...next(3)).map { _ in node(depth: depth + 1) }.joined()
        case 6: return node(depth: depth + 1) + "|" + node(depth: depth + 1)
        case 7: return Self.groups[next(Self.groups.count)] + node(depth: depth + 1) + ")"
        default:
            return Self.groups[next(Self.groups.count)] + node(depth: depth + 1) + ")"
                + Self.quantifiers[next(Self.quantifiers.count)]
        }
    }

    mutating func text() -> String {
        (0..<next(14)).map { _ in Self.pieces[next(Self.pieces.count)] }.joined()
    }
}
