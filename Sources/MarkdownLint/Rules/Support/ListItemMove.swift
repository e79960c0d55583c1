import MarkdownSyntax

/// One list item to move: its marker goes `delta` columns right (left when negative), by
/// adding or removing the spaces before it (MD005, MD007).
struct ListItemMove {
    var item: ListItem
    var delta: Int
    var edit: TextEdit
    var hasTab: Bool

    private init(item: ListItem, delta: Int, edit: TextEdit, hasTab: Bool) {
        self.item = item
        self.delta = delta
        self.edit = edit
        self.hasTab = hasTab
    }

    /// The move of `item`'s marker from column `actual` to `target`; nil when the spaces
    /// before it cannot absorb the move or the item would leave its container (a footnote,
    /// or the item it is nested in).
    init?(_ item: ListItem, from actual: Int, to target: Int, in context: LintContext) {
        guard let marker = item.markerByteRange, target >= 0 else { return nil }
        let bytes = context.bytes
        let lineStart = context.line(at: marker.lowerBound).range.lowerBound
        let delta = target - actual
        guard delta != 0 else { return nil }
        let container = item.parent?.parent
        if container is FootnoteDefinition { return nil }
        if let parentItem = container as? ListItem,
           let parentContent = ListItemGeometry.contentColumn(of: parentItem, in: context),
           context.source.visualColumn(at: marker.lowerBound) + delta < parentContent {
            return nil
        }
        if delta > 0 {
            self.init(item: item, delta: delta,
                      edit: .insert(String(repeating: " ", count: delta), at: marker.lowerBound), hasTab: false)
            return
        }
        let start = marker.lowerBound + delta
        guard start >= lineStart else { return nil }
        var hasTab = false
        for index in start..<marker.lowerBound where bytes[index] != 0x20 {
            if bytes[index] == 0x09 { hasTab = true } else { return nil }
        }
        self.init(item: item, delta: delta, edit: .delete(start..<marker.lowerBound), hasTab: hasTab)
    }

    /// One fix moving all the given items of a list together (so that siblings keep
    /// their relation); safe when every move keeps the structure.
    static func fix(_ moves: [ListItemMove], in context: LintContext) -> Fix? {
        guard !moves.isEmpty else { return nil }
        var shifts: [Int: Int] = [:]
        for move in moves { shifts[move.item.indexInParent] = move.delta }
        let safe = moves.allSatisfy { move in
            !move.hasTab && ListItemGeometry.shiftIsSafe(move.item, markerShift: move.delta, contentShift: move.delta,
                                                         siblingShift: { shifts[$0.indexInParent] ?? 0 }, in: context)
        }
        return Fix(moves.map { $0.edit }, applicability: safe ? .safe : .unsafe)
    }
}
