import MarkdownSyntax

/// MD032: lists should have a blank line before and after them.
struct MD032BlanksAroundLists: Rule {
    static let descriptor = RuleDescriptor(
        id: "MD032", aliases: ["blanks-around-lists"], tags: ["bullet", "ul", "ol", "blank_lines"],
        summary: "Lists should be surrounded by blank lines", isFixable: true)

    init(options: RuleOptions) throws(ConfigError) {}

    func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        let lineTable = context.lines
        for (node, _, _) in context.nodes.allLists {
            guard let range = node.byteRange, !NodeAncestry.hasList(node) else { continue }
            let lines = context.lineNumbers(of: range)
            // Only a finding needs the depth: most lists have blank lines around them.
            var depth: Int { NodeAncestry.blockQuoteDepth(node) }
            let first = lineTable[lines.lowerBound - 1]
            if !MarkdownlintLines.isBlank(lines.lowerBound - 1, in: context) {
                let insertion = BlockQuoteLine.markerPrefix(of: first, depth: depth, in: context) + context.preferredLineEnding
                findings.append(Finding(range: first.range.lowerBound..<first.range.lowerBound,
                                        context: MarkdownlintText.ellipsized(MarkdownlintLines.trimmedRange(ofLine: first.number, in: context), in: context),
                                        fix: Fix(.insert(insertion, at: first.range.lowerBound))))
            }
            let last = lineTable[lines.upperBound - 1]
            if lines.upperBound < lineTable.count, !MarkdownlintLines.isBlank(lines.upperBound + 1, in: context) {
                let next = lineTable[lines.upperBound]
                let insertion = BlockQuoteLine.markerPrefix(of: last, depth: depth, in: context) + context.preferredLineEnding
                findings.append(Finding(range: last.range.lowerBound..<last.range.lowerBound,
                                        context: MarkdownlintText.ellipsized(MarkdownlintLines.trimmedRange(ofLine: last.number, in: context), in: context),
                                        fix: Fix(.insert(insertion, at: next.range.lowerBound),
                                                 applicability: Self.absorbsBlankLines(node) ? .unsafe : .safe)))
            }
        }
        return findings
    }

    /// Whether the list ends in a block that would take a blank line added after it
    /// into its content: a fenced code block without closing fence, or an HTML block.
    private static func absorbsBlankLines(_ list: any Markup) -> Bool {
        // The storage read by kind: a node made and cast per level costs more than the rest of the rule.
        var current = list.raw
        while let last = current.children.last {
            switch last.kind {
            case .codeBlock(let info): return info.fence.map { !$0.isClosed } ?? false
            case .htmlBlock: return true
            case .unorderedList, .orderedList, .listItem, .blockQuote: current = last
            default: return false
            }
        }
        return false
    }
}
