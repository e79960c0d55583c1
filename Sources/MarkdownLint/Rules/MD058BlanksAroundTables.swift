import MarkdownSyntax

/// MD058: a blank line before a table's header row and after its last row. The start and
/// end of the document, front matter, and lines of only `>` markers, whitespace or HTML
/// comments count as blank.
///
/// The fix inserts a blank line that keeps the table's block quote markers. Inside a tight
/// list the blank line would make the list loose (its items then render as paragraphs),
/// so there the fix is unsafe.
struct MD058BlanksAroundTables: Rule {
    static let descriptor = RuleDescriptor(
        id: "MD058", aliases: ["blanks-around-tables"], tags: ["table"],
        summary: "Tables should be surrounded by blank lines", isFixable: true)

    init(options: RuleOptions) throws(ConfigError) {}

    func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for table in context.nodes.tables {
            guard let range = table.byteRange else { continue }
            let span = context.lineNumbers(of: range)
            let depth = NodeAncestry.blockQuoteDepth(table)
            if !MarkdownlintLines.isBlank(span.lowerBound - 1, in: context) {
                let first = context.lines[span.lowerBound - 1]
                let offset = first.range.lowerBound
                findings.append(finding(table, line: first, insertAt: offset, depth: depth, context))
            }
            if !MarkdownlintLines.isBlank(span.upperBound + 1, in: context) {
                let last = context.lines[span.upperBound - 1]
                let offset = context.lines[span.upperBound].range.lowerBound
                findings.append(finding(table, line: last, insertAt: offset, depth: depth, context))
            }
        }
        return findings
    }

    /// A finding on `line` (the table's first or last) whose fix inserts a blank line,
    /// with the block quote markers of `line`, at `offset`.
    private func finding(_ table: Table, line: LineInfo, insertAt offset: Int, depth: Int,
                         _ context: LintContext) -> Finding {
        let insertion = BlockQuoteLine.markerPrefix(of: line, depth: depth, in: context) + context.preferredLineEnding
        let safe = BlankLineInsertion.keepsRendering(at: offset, around: table, in: context)
        return Finding(range: line.range.lowerBound..<line.range.lowerBound,
                       context: MarkdownlintText.ellipsized(MarkdownlintLines.trimmedRange(ofLine: line.number, in: context), in: context),
                       fix: Fix(.insert(insertion, at: offset), applicability: safe ? .safe : .unsafe))
    }
}
