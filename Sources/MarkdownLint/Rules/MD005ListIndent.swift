import MarkdownSyntax
import YAML

/// MD005: items of one list should start at the same column (ordered lists may also
/// align their markers on the right: ` 9.` / `10.`).
struct MD005ListIndent: Rule {
    static let descriptor = RuleDescriptor(
        id: "MD005", aliases: ["list-indent"], tags: ["bullet", "ul", "indentation"],
        summary: "Inconsistent indentation for list items at the same level", isFixable: true)

    init(options: RuleOptions) throws(ConfigError) {}

    func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        let lists: [(node: any Markup, ordered: Bool)] = context.nodes.unorderedLists.map { ($0, false) }
            + context.nodes.orderedLists.map { ($0, true) }
        for (node, ordered) in lists {
            var expectedIndent: Int?
            var expectedEnd = 0
            var endMatching = false
            var moves: [Move] = []
            var pending: [(Finding, Bool)] = []
            for child in node.children {
                guard let item = child as? ListItem, let prefix = context.listItemPrefix(item) else { continue }
                let markerStart = prefix.marker.lowerBound
                let lineStart = context.line(at: markerStart).range.lowerBound
                let actualIndent = context.utf16Column(at: markerStart)
                let expected = expectedIndent ?? actualIndent
                expectedIndent = expected
                let range = lineStart..<prefix.range.upperBound
                if !ordered {
                    if actualIndent != expected {
                        pending.append((Finding(range: range, detail: "Expected: \(expected); Actual: \(actualIndent)"), false))
                    }
                    continue
                }
                let markerLength = prefix.marker.count
                let actualEnd = actualIndent + markerLength
                if expectedEnd == 0 { expectedEnd = actualEnd }
                guard expected != actualIndent || endMatching else { continue }
                if expectedEnd == actualEnd {
                    endMatching = true
                    continue
                }
                let detail = endMatching
                    ? "Expected: (\(expectedEnd)); Actual: (\(actualEnd))"
                    : "Expected: \(expected); Actual: \(actualIndent)"
                let target = endMatching ? expectedEnd - markerLength : expected
                let move = Self.move(item, from: actualIndent, to: target, context)
                if let move { moves.append(move) }
                pending.append((Finding(range: range, detail: detail), move != nil))
            }
            // The moves of one list form one fix.
            let fix = Self.fix(moves, context)
            findings += attachSharedFix(fix, to: pending.map(\.0), movable: pending.map(\.1))
        }
        return findings
    }

    /// One item to move: its marker goes `delta` columns right (left when negative).
    struct Move {
        var item: ListItem
        var delta: Int
        var edit: TextEdit
        var hasTab: Bool
    }

    /// The edit that moves an item's marker to column `target` by adding or removing
    /// spaces just before it; nil when the spaces there cannot absorb the move or the
    /// item would leave its container (a footnote, or the item it is nested in).
    static func move(_ item: ListItem, from actual: Int, to target: Int, _ context: LintContext) -> Move? {
        guard let marker = item.markerByteRange, target >= 0 else { return nil }
        let bytes = context.bytes
        let lineStart = context.line(at: marker.lowerBound).range.lowerBound
        let delta = target - actual
        guard delta != 0 else { return nil }
        let container = item.parent?.parent
        if container is FootnoteDefinition { return nil }
        if let parentItem = container as? ListItem, let parentContent = context.contentColumn(of: parentItem),
           context.visualColumn(at: marker.lowerBound) + delta < parentContent {
            return nil
        }
        if delta > 0 {
            return Move(item: item, delta: delta, edit: .insert(String(repeating: " ", count: delta), at: marker.lowerBound),
                        hasTab: false)
        }
        let start = marker.lowerBound + delta
        guard start >= lineStart else { return nil }
        var hasTab = false
        for index in start..<marker.lowerBound where bytes[index] != 0x20 {
            if bytes[index] == 0x09 { hasTab = true } else { return nil }
        }
        return Move(item: item, delta: delta, edit: .delete(start..<marker.lowerBound), hasTab: hasTab)
    }

    /// One fix moving all the given items of a list together (so that siblings keep
    /// their relation); safe when every move keeps the structure.
    static func fix(_ moves: [Move], _ context: LintContext) -> Fix? {
        guard !moves.isEmpty else { return nil }
        var shifts: [Int: Int] = [:]
        for move in moves { shifts[move.item.indexInParent] = move.delta }
        let safe = moves.allSatisfy { move in
            !move.hasTab && context.itemShiftIsSafe(move.item, markerShift: move.delta, contentShift: move.delta,
                                                    siblingShift: { shifts[$0.indexInParent] ?? 0 })
        }
        return Fix(moves.map(\.edit), applicability: safe ? .safe : .unsafe)
    }
}
