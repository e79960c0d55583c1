import MarkdownSyntax
import YAML

/// MD007: nested unordered lists should be indented by a fixed number of spaces.
struct MD007ULIndent: Rule {
    static let descriptor = RuleDescriptor(
        id: "MD007", aliases: ["ul-indent"], tags: ["bullet", "ul", "indentation"],
        summary: "Unordered list indentation",
        options: [
            RuleOptionDescriptor("indent", .integer, default: "2", "Spaces per nesting level"),
            RuleOptionDescriptor("start_indented", .boolean, default: "false",
                                 "Whether top-level lists are indented too"),
            RuleOptionDescriptor("start_indent", .integer, default: "2",
                                 "Spaces before top-level lists when start_indented is set"),
        ],
        isFixable: true)

    let indent: Int
    let startIndented: Bool
    let startIndent: Int

    init(options: RuleOptions) throws(ConfigError) {
        // As markdownlint: 0 (or nothing) means the default.
        let indent = options.int("indent", default: 2)
        self.indent = indent == 0 ? 2 : indent
        startIndented = options.bool("start_indented", default: false)
        let start = options.int("start_indent", default: self.indent)
        startIndent = start == 0 ? self.indent : start
    }

    func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for list in context.nodes.unorderedLists {
            // Only lists whose enclosing lists (up to the nearest block quote or DocC
            // directive) are all unordered. A directive's body counts from its indentation.
            var nesting = 0
            var base = 0
            var current = list.parent
            var skip = false
            while let parent = current {
                if parent is UnorderedList {
                    nesting += 1
                } else if parent is OrderedList {
                    skip = true
                    break
                } else if parent is BlockQuote {
                    break
                } else if let directive = parent as? BlockDirective {
                    base = context.bodyIndentation(of: directive)
                    break
                }
                current = parent.parent
            }
            if skip { continue }
            let expected = base + (startIndented ? startIndent : 0) + nesting * indent
            var moves: [MD005ListIndent.Move] = []
            var pending: [(Finding, Bool)] = []
            for child in list.children {
                guard let item = child as? ListItem, let prefix = context.listItemPrefix(item) else { continue }
                let markerStart = prefix.marker.lowerBound
                let line = context.line(at: markerStart)
                // Indentation counts from the last block quote marker (and the one space
                // after it) before the list marker on its line.
                var quoteEnd = line.range.lowerBound
                var index = markerStart - 1
                while index >= line.range.lowerBound {
                    if context.bytes[index] == UInt8(ascii: ">") {
                        quoteEnd = index + 1
                        if quoteEnd < markerStart, context.bytes[quoteEnd] == 0x20 || context.bytes[quoteEnd] == 0x09 {
                            quoteEnd += 1
                        }
                        break
                    }
                    index -= 1
                }
                let actual = context.utf16Column(at: markerStart) - context.utf16Column(at: quoteEnd)
                guard actual != expected else { continue }
                let move = MD005ListIndent.move(item, from: actual, to: expected, context)
                if let move { moves.append(move) }
                pending.append((Finding(range: line.range.lowerBound..<prefix.range.upperBound,
                                        detail: "Expected: \(expected); Actual: \(actual)"), move != nil))
            }
            // The moves of one list form one fix, so that its items move together.
            let fix = MD005ListIndent.fix(moves, context)
            findings += attachSharedFix(fix, to: pending.map(\.0), movable: pending.map(\.1))
        }
        return findings
    }
}
