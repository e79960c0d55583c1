import MarkdownSyntax
import YAML

/// MD032: lists should have a blank line before and after them.
struct MD032BlanksAroundLists: Rule {
    static let descriptor = RuleDescriptor(
        id: "MD032", aliases: ["blanks-around-lists"], tags: ["bullet", "ul", "ol", "blank_lines"],
        summary: "Lists should be surrounded by blank lines", isFixable: true)

    init(options: RuleOptions) throws(ConfigError) {}

    func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        let lists: [any Markup] = context.nodes.unorderedLists + context.nodes.orderedLists
        for node in lists {
            guard let range = node.byteRange, !context.hasListAncestor(node) else { continue }
            let lines = context.lineNumbers(of: range)
            let depth = context.blockQuoteDepth(of: node)
            let first = context.lines[lines.lowerBound - 1]
            if !context.isMarkdownlintBlank(lineNumber: lines.lowerBound - 1) {
                let insertion = Self.quotePrefix(of: first, depth: depth, context) + context.preferredLineEnding
                findings.append(Finding(range: first.range.lowerBound..<first.range.lowerBound,
                                        context: Self.trimmed(first, context),
                                        fix: Fix(.insert(insertion, at: first.range.lowerBound))))
            }
            let last = context.lines[lines.upperBound - 1]
            if lines.upperBound < context.lines.count, !context.isMarkdownlintBlank(lineNumber: lines.upperBound + 1) {
                let next = context.lines[lines.upperBound]
                let insertion = Self.quotePrefix(of: last, depth: depth, context) + context.preferredLineEnding
                findings.append(Finding(range: last.range.lowerBound..<last.range.lowerBound,
                                        context: Self.trimmed(last, context),
                                        fix: Fix(.insert(insertion, at: next.range.lowerBound),
                                                 applicability: Self.absorbsBlankLines(node) ? .unsafe : .safe)))
            }
        }
        return findings
    }

    /// Whether the list ends in a block that would take a blank line added after it
    /// into its content: a fenced code block without closing fence, or an HTML block.
    private static func absorbsBlankLines(_ list: any Markup) -> Bool {
        var current: any Markup = list
        while let last = current.children.reversed().first(where: { _ in true }) {
            switch last {
            case let code as CodeBlock: return code.isFenced && code.fence?.isClosed != true
            case is HTMLBlock: return true
            case is UnorderedList, is OrderedList, is ListItem, is BlockQuote: current = last
            default: return false
            }
        }
        return false
    }

    /// The block quote markers that start `line` (at most `depth` of them), without
    /// trailing spaces: what a blank line at that spot inside the quotes looks like.
    private static func quotePrefix(of line: LineInfo, depth: Int, _ context: LintContext) -> String {
        let (end, _) = context.skipBlockQuoteMarkers(in: line.range, depth: depth)
        var upper = end
        while upper > line.range.lowerBound, context.bytes[upper - 1] == 0x20 || context.bytes[upper - 1] == 0x09 {
            upper -= 1
        }
        return context.text(line.range.lowerBound..<upper)
    }

    /// The line without surrounding whitespace, shortened as markdownlint shows context.
    private static func trimmed(_ line: LineInfo, _ context: LintContext) -> String {
        var lower = line.range.lowerBound
        var upper = line.range.upperBound
        let bytes = context.bytes
        while lower < upper, bytes[lower] == 0x20 || bytes[lower] == 0x09 { lower += 1 }
        while upper > lower, bytes[upper - 1] == 0x20 || bytes[upper - 1] == 0x09 { upper -= 1 }
        let text = context.text(lower..<upper)
        guard text.utf16.count > 30 else { return text }
        return String(decoding: Array(text.utf16.prefix(30)), as: UTF16.self) + "..."
    }
}
