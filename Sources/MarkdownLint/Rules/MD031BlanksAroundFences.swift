import MarkdownSyntax

/// MD031: a blank line before every fenced code block's opening fence and after its
/// closing fence (or its last line, when unclosed). The start and end of the document,
/// front matter, and lines of only `>` markers or HTML comments count as blank. With
/// `list_items: false`, blocks inside lists are not checked.
///
/// The fix inserts a blank line that keeps the block quote markers the two lines share.
/// Inside a tight list a blank line makes the list loose (its items then render as
/// paragraphs), so there the fix is unsafe; elsewhere it is safe.
struct MD031BlanksAroundFences: Rule {
    static let listItemsOption = RuleOption(
        "list_items", default: true,
        "Also check fenced code blocks inside lists; `false` allows tight lists holding code blocks")

    static let descriptor = RuleDescriptor(
        id: "MD031", aliases: ["blanks-around-fences"], tags: ["code", "blank_lines"],
        summary: "Fenced code blocks should be surrounded by blank lines",
        options: [listItemsOption],
        isFixable: true)

    let includesListItems: Bool

    init(options: RuleOptions) throws(ConfigError) {
        includesListItems = options[Self.listItemsOption]
    }

    func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for code in context.nodes.fencedCodeBlocks {
            guard let range = code.byteRange else { continue }
            if !includesListItems && NodeAncestry.hasList(code) { continue }
            let span = context.lineNumbers(of: range)
            if !MarkdownlintLines.isBlank(span.lowerBound - 1, in: context) {
                let start = CodeBlockLines.openingFence(of: code, in: context)?.text.lowerBound ?? range.lowerBound
                findings.append(finding(code, line: span.lowerBound, from: start, adjacentLine: span.lowerBound - 1,
                                        insertAt: context.lines[span.lowerBound - 1].range.lowerBound, context))
            }
            if !MarkdownlintLines.isBlank(span.upperBound + 1, in: context)
                && !MarkdownlintLines.isBlank(span.upperBound, in: context) {
                let start = CodeBlockLines.closingFenceRun(of: code, in: context)?.lowerBound
                    ?? context.lines[span.upperBound - 1].range.lowerBound
                // After an unclosed block in a list item, a blank line would still be inside
                // the item, and so inside the code: no fix then.
                let joinsCode = code.fence?.isClosed == false && code.parent is ListItem
                findings.append(finding(code, line: span.upperBound, from: start, adjacentLine: span.upperBound + 1,
                                        insertAt: joinsCode ? nil : context.lines[span.upperBound].range.lowerBound,
                                        context))
            }
        }
        return findings
    }

    /// A finding on line `number` (a fence line, or the last line of an unclosed block),
    /// marked from `start` to the line end, whose fix inserts a blank line at `offset`.
    private func finding(_ code: CodeBlock, line number: Int, from start: Int, adjacentLine: Int,
                         insertAt offset: Int?, _ context: LintContext) -> Finding {
        let line = context.lines[number - 1]
        let text = MarkdownlintLines.trimmedText(ofLine: number, in: context)
        var fix: Fix?
        if let offset {
            let prefix = BlankLineInsertion.prefix(for: code, line: number, adjacentLine: adjacentLine, in: context)
            let safe = BlankLineInsertion.keepsRendering(at: offset, around: code, in: context)
            fix = Fix(.insert(prefix + context.preferredLineEnding, at: offset), applicability: safe ? .safe : .unsafe)
        }
        return Finding(range: start..<max(start, line.range.upperBound), context: MarkdownlintText.ellipsized(text),
                       fix: fix)
    }
}
