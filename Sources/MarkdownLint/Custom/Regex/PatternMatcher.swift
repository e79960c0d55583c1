import Foundation

/// How a pattern rule finds the matches of its expression. A pattern in the linear
/// engine's subset (see `RegexParser`) runs on `PikeVM`, in time linear in the text;
/// any other (lookaround, backreferences …) runs on ICU's backtracking engine, which can
/// take exponential time, within a CPU time budget. Either way the work per rule and file
/// is bounded: when the budget runs out, the rule reports that it gave up (see
/// `PatternSearch`).
struct PatternMatcher: Sendable {
    let expression: NSRegularExpression
    /// The linear engine's program; nil when ICU runs the pattern.
    let program: RegexProgram?
    /// Why the linear engine does not run the pattern (nil when it does).
    let unsupportedFeature: String?

    /// The linear engine's steps allowed per file: this many, plus `stepsPerUnit` ×
    /// (program length + 1) for each UTF-16 unit matched against. A search costs at most
    /// twice the program length per unit; only searches that rescan text many times over
    /// (such as `x*y|x` on a long run of `x`) use up the allowance.
    let baseStepAllowance: Int
    let stepsPerUnit: Int
    /// ICU's CPU time allowed per file, in seconds.
    let backtrackingTimeLimit: Double

    init(_ expression: NSRegularExpression, baseStepAllowance: Int = 10_000_000, stepsPerUnit: Int = 8,
         backtrackingTimeLimit: Double = 1) {
        self.expression = expression
        self.baseStepAllowance = baseStepAllowance
        self.stepsPerUnit = stepsPerUnit
        self.backtrackingTimeLimit = backtrackingTimeLimit
        do throws(RegexParser.Unsupported) {
            guard let flags = Self.flags(expression.options) else {
                throw RegexParser.Unsupported(feature: "options other than i, m, s and x")
            }
            let (node, groupCount) = try RegexParser.parse(expression.pattern, flags: flags)
            guard groupCount == expression.numberOfCaptureGroups else {
                throw RegexParser.Unsupported(feature: "groups counted otherwise than ICU counts them")
            }
            program = try RegexProgram(node, groupCount: groupCount)
            unsupportedFeature = nil
        } catch {
            program = nil
            unsupportedFeature = error.feature
        }
    }

    /// The state for matching in one file.
    func makeSearch() -> PatternSearch { PatternSearch(self) }

    private static func flags(_ options: NSRegularExpression.Options) -> RegexParser.Flags? {
        let known: NSRegularExpression.Options = [.caseInsensitive, .anchorsMatchLines, .dotMatchesLineSeparators,
                                                  .allowCommentsAndWhitespace]
        guard known.isSuperset(of: options) else { return nil }
        return RegexParser.Flags(ignoresCase: options.contains(.caseInsensitive),
                                 multiline: options.contains(.anchorsMatchLines),
                                 dotMatchesLineTerminators: options.contains(.dotMatchesLineSeparators),
                                 allowsComments: options.contains(.allowCommentsAndWhitespace))
    }
}
