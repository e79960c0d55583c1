import MarkdownSyntax

/// MD043: the document's headings, written as `## Text`, must match the `headings` list in
/// order. `*` stands for zero or more unspecified headings, `+` for one or more and `?` for
/// exactly one. The first heading that does not match is reported; a required heading that
/// never comes is reported on the last line. Does nothing unless `headings` is configured.
struct MD043RequiredHeadings: Rule {
    static let headingsOption = RuleOption(
        "headings", default: [String](),
        "The headings the document must have, in order, as `## Text`; `*` stands for any number of headings, "
            + "`+` for one or more, `?` for one")
    static let matchCaseOption = RuleOption("match_case", default: false, "Whether the text must match in case too")

    static let descriptor = RuleDescriptor(
        id: "MD043", aliases: ["required-headings"], tags: ["headings"],
        summary: "Required heading structure",
        options: [headingsOption, matchCaseOption])

    /// nil when `headings` is not configured.
    let required: [String]?
    /// The entries as compared (lowercased unless `match_case`).
    let folded: [String]?
    let matchCase: Bool

    init(options: RuleOptions) throws(ConfigError) {
        let matchCase = options[Self.matchCaseOption]
        required = options.configured(Self.headingsOption)
        folded = required?.map { matchCase ? $0 : $0.lowercased() }
        self.matchCase = matchCase
    }

    func check(_ context: LintContext) -> [Finding] {
        guard let required, let folded else { return [] }
        func fold(_ text: String) -> String { matchCase ? text : text.lowercased() }
        var index = 0
        /// The next entry, as written and as compared.
        func nextExpected() -> (text: String, folded: String) {
            defer { index += 1 }
            return index < required.count ? (required[index], folded[index]) : ("[None]", fold("[None]"))
        }
        var matchAny = false
        var sawHeading = false
        for heading in context.nodes.headings {
            guard let range = heading.byteRange else { continue }
            sawHeading = true
            let actual = String(repeating: "#", count: heading.level) + " " + HeadingText.string(of: heading, in: context)
            let foldedActual = fold(actual)
            let (expected, foldedExpected) = nextExpected()
            switch expected {
            case "*":
                if nextExpected().folded != foldedActual {
                    matchAny = true
                    index -= 1
                }
            case "+":
                matchAny = true
            case "?":
                matchAny = false
            default:
                if foldedExpected == foldedActual {
                    matchAny = false
                } else if matchAny {
                    index -= 1
                } else {
                    return [Finding(range: context.firstLine(of: range),
                                    detail: "Expected: \(expected); Actual: \(actual)")]
                }
            }
        }
        let missing = required.count - index
        guard missing > 1 || (missing == 1 && required[index] != "*") else { return [] }
        guard sawHeading || !required.allSatisfy({ $0 == "*" }) else { return [] }
        let end = context.bytes.count
        return [Finding(range: end..<end, context: MarkdownlintText.ellipsized(required[index]))]
    }
}
