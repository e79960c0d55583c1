import MarkdownSyntax

/// MD028: two block quotes separated only by blank lines.
struct MD028NoBlanksBlockquote: Rule {
    static let descriptor = RuleDescriptor(
        id: "MD028", aliases: ["no-blanks-blockquote"], tags: ["blockquote", "whitespace"],
        summary: "Blank line inside blockquote")

    init(options: RuleOptions) throws(ConfigError) {}

    func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for quote in context.nodes.blockQuotes {
            // The next block in the same container must be a block quote too (read from the
            // storage: a node made and cast per quote cost most of the rule).
            guard let range = quote.byteRange, let next = quote.nextSiblingRaw, case .blockQuote = next.kind,
                  let nextRange = next.range else { continue }
            let first = context.lineNumbers(of: range).upperBound + 1
            let last = context.lineNumber(at: nextRange.lowerBound) - 1
            guard first <= last else { continue }
            for number in first...last {
                let line = context.lines[number - 1]
                if line.isBlank { findings.append(Finding(range: line.range)) }
            }
        }
        return findings
    }
}
