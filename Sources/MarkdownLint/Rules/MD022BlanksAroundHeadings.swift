import MarkdownSyntax

/// MD022: blank lines above and below every heading (`lines_above` / `lines_below`, by
/// default one; -1 means any number). The start and end of the document count as blank,
/// and so does the end of front matter unless `include_front_matter` is set. A line of
/// only `>` markers or HTML comments counts as blank.
///
/// The fix inserts the missing lines, with the block quote markers of the heading's line
/// where they continue, and the file's line ending. Inside a list item an added blank line
/// can make a tight list loose (its items then render as paragraphs), so the fix is unsafe there.
struct MD022BlanksAroundHeadings: Rule {
    static let linesAboveOption = RuleOption(
        "lines_above", default: IntegerOrList.single(1),
        "Blank lines required above each heading; `-1` allows any number, `0` none. A list gives one number per "
            + "heading level, starting with `h1` (`[1, 1, 0]`); levels it leaves out need one line")
    static let linesBelowOption = RuleOption("lines_below", default: IntegerOrList.single(1),
                                             "Blank lines required below each heading, read as `lines_above` is")
    static let includeFrontMatterOption = RuleOption(
        "include_front_matter", default: false,
        "Count the front matter's closing line as a line above the first heading, so that a heading right after "
            + "the front matter needs a blank line before it")

    static let descriptor = RuleDescriptor(
        id: "MD022", aliases: ["blanks-around-headings"], tags: ["headings", "blank_lines"],
        summary: "Headings should be surrounded by blank lines",
        options: [linesAboveOption, linesBelowOption, includeFrontMatterOption],
        isFixable: true)

    /// Required blank lines per heading level (index 0 is h1).
    let linesAbove: [Int]
    let linesBelow: [Int]
    let includeFrontMatter: Bool

    init(options: RuleOptions) throws(ConfigError) {
        self.init(linesAbove: Self.perLevel(options[Self.linesAboveOption]),
                  linesBelow: Self.perLevel(options[Self.linesBelowOption]),
                  includeFrontMatter: options[Self.includeFrontMatterOption])
    }

    init(linesAbove: [Int], linesBelow: [Int], includeFrontMatter: Bool = false) {
        self.linesAbove = linesAbove
        self.linesBelow = linesBelow
        self.includeFrontMatter = includeFrontMatter
    }

    /// A number applies to every level; a list gives levels 1, 2, … in turn (missing ones are 1).
    static func perLevel(_ value: IntegerOrList?) -> [Int] {
        switch value {
        case .list(let items)?:
            var levels = Array(repeating: 1, count: 6)
            for (index, item) in items.prefix(6).enumerated() { levels[index] = item }
            return levels
        case .single(let count)?:
            return Array(repeating: count, count: 6)
        case nil:
            return Array(repeating: 1, count: 6)
        }
    }

    func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        let lines = context.lines
        for heading in context.nodes.headings {
            guard let range = heading.byteRange else { continue }
            let span = context.lineNumbers(of: range)
            let level = min(max(heading.level, 1), 6)
            let lineText = { MarkdownlintText.trimmed(MarkdownlintLines.lintedText(ofLine: span.lowerBound, in: context)) }
            let firstLine = context.firstLine(of: range)
            let unsafe = { NodeAncestry.has(heading, ListItem.self) }

            let above = linesAbove[level - 1]
            if above >= 0 {
                var actual = 0
                while actual < above && isBlank(span.lowerBound - 1 - actual, context) { actual += 1 }
                if actual != above {
                    let insertAt = lines[span.lowerBound - 1].range.lowerBound
                    let prefix = BlankLineInsertion.prefix(for: heading, line: span.lowerBound,
                                                         adjacentLine: span.lowerBound - 1, in: context)
                    findings.append(Finding(
                        range: firstLine, detail: ExpectedActual.detail(above, actual, "; Above"), context: lineText(),
                        fix: insertion(prefix, count: above - actual, at: insertAt, unsafe: unsafe(), context)))
                }
            }

            let below = linesBelow[level - 1]
            if below >= 0 {
                var actual = 0
                while actual < below && isBlank(span.upperBound + 1 + actual, context) { actual += 1 }
                if actual != below {
                    let next = span.upperBound + 1
                    let insertAt = lines[next - 1].range.lowerBound
                    let prefix = BlankLineInsertion.prefix(for: heading, line: span.lowerBound, adjacentLine: next, in: context)
                    findings.append(Finding(
                        range: firstLine, detail: ExpectedActual.detail(below, actual, "; Below"), context: lineText(),
                        fix: insertion(prefix, count: below - actual, at: insertAt, unsafe: unsafe(), context)))
                }
            }
        }
        return findings
    }

    /// Whether a line counts as blank; lines before the document's first line or after its
    /// last do, and so do front matter lines unless `include_front_matter` is set.
    private func isBlank(_ number: Int, _ context: LintContext) -> Bool {
        guard number >= 1 && number <= context.lines.count else { return true }
        if context.lines[number - 1].flags.contains(.frontMatter) {
            return includeFrontMatter ? context.lines[number - 1].isBlank : true
        }
        return MarkdownlintLines.isBlank(number, in: context)
    }

    private func insertion(_ prefix: String, count: Int, at offset: Int, unsafe: Bool, _ context: LintContext) -> Fix? {
        guard count > 0 else { return nil }
        let line = prefix + context.preferredLineEnding
        return Fix(.insert(String(repeating: line, count: count), at: offset),
                   applicability: unsafe ? .unsafe : .safe)
    }
}
