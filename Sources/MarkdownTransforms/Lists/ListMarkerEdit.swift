import MarkdownSyntax

/// The edits that give one list item a new marker (`9.` → `10.`, `*` → `-`): the marker
/// bytes, and, when the marker gets wider or narrower, the same number of columns added to
/// or removed from each continuation line, so the item's content stays inside it.
///
/// Lines a paragraph continues lazily (less indented than the content) are left alone; they
/// stay lazy. The edit is *unsafe* when the arithmetic cannot be trusted: a tab in the
/// whitespace it shifts, a blank line whose spaces reach into the content (code content
/// whose width would change), too little whitespace to remove, or a following line that
/// would join the item.
///
/// The single implementation of list renumbering's byte work: `ListRenumbering` (MD029's
/// fix) and minimal-edit rewriting both use it.
package struct ListMarkerEdit: Sendable {
    /// Columns to add (positive) or remove (negative) at the start of one line, right after
    /// its block quote markers.
    package struct Shift: Sendable, Hashable {
        package var position: Int
        package var delta: Int
        /// Spaces available to remove at `position` (0 when a tab is among them).
        package var removable: Int
    }

    package var markerEdit: TextEdit
    package var shifts: [Shift]
    package var isSafe: Bool

    /// `delta` columns of width change of the marker.
    package var delta: Int { markerEdit.replacement.utf8.count - markerEdit.range.count }

    /// - Parameters:
    ///   - itemRange: the item's byte range; `markerRange` its marker's.
    ///   - contentOffset: columns from the marker's start to the item's content.
    ///   - quoteDepth: how many block quotes contain the item.
    package init(source: SourceFile, itemRange: Range<Int>, markerRange: Range<Int>, contentOffset: Int,
                 quoteDepth: Int, newMarker: String) {
        let bytes = source.bytes
        markerEdit = TextEdit(range: markerRange, replacement: newMarker)
        shifts = []
        isSafe = true
        let delta = newMarker.utf8.count - markerRange.count
        guard delta != 0 else { return }
        let markerLine = source.line(containing: markerRange.lowerBound)
        let lastLine = source.line(containing: max(itemRange.lowerBound, itemRange.upperBound - 1))
        let content = source.visualColumn(at: markerRange.lowerBound) + contentOffset
        if lastLine > markerLine {
            for line in (markerLine + 1)...lastLine {
                let lineRange = source.contentRange(ofLine: line)
                let (start, found) = Self.skipQuoteMarkers(lineRange, depth: quoteDepth, bytes)
                guard found == quoteDepth else { continue }  // Lazy: no quote markers.
                var end = start
                var hasTab = false
                while end < lineRange.upperBound, bytes[end] == 0x20 || bytes[end] == 0x09 {
                    if bytes[end] == 0x09 { hasTab = true }
                    end += 1
                }
                guard end < lineRange.upperBound else {
                    // A blank line: left alone, but spaces reaching past the content column
                    // may be code content whose width would change.
                    if end > start, source.visualColumn(at: end) > content { isSafe = false }
                    continue
                }
                guard source.visualColumn(at: end) >= content else { continue }  // Lazy continuation.
                if hasTab { isSafe = false }
                if delta < 0 && (hasTab || end - start < -delta) { isSafe = false }
                shifts.append(Shift(position: start, delta: delta, removable: hasTab ? 0 : end - start))
            }
        }
        // The next line with content after the item must stay outside it.
        var line = lastLine + 1
        while line <= source.lineCount {
            let lineRange = source.contentRange(ofLine: line)
            let (start, found) = Self.skipQuoteMarkers(lineRange, depth: quoteDepth, bytes)
            if found < quoteDepth { break }
            var end = start
            while end < lineRange.upperBound, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
            if end == lineRange.upperBound {
                line += 1
                continue
            }
            if source.visualColumn(at: end) >= min(content, content + delta) { isSafe = false }
            break
        }
    }

    /// Shifts turned into edits: the deltas of shifts at the same position add up (an item
    /// nested in a renumbered item moves by both). A removal the whitespace there cannot
    /// give is left out, and `isComplete` is false.
    package static func edits(for shifts: [Shift]) -> (edits: [TextEdit], isComplete: Bool) {
        var byPosition: [Int: (delta: Int, removable: Int)] = [:]
        var order: [Int] = []
        for shift in shifts {
            if let existing = byPosition[shift.position] {
                byPosition[shift.position] = (existing.delta + shift.delta, min(existing.removable, shift.removable))
            } else {
                byPosition[shift.position] = (shift.delta, shift.removable)
                order.append(shift.position)
            }
        }
        var edits: [TextEdit] = []
        var complete = true
        for position in order.sorted() {
            let (delta, removable) = byPosition[position]!
            if delta > 0 {
                edits.append(.insert(String(repeating: " ", count: delta), at: position))
            } else if delta < 0 {
                guard removable >= -delta else {
                    complete = false
                    continue
                }
                edits.append(.delete(position..<(position - delta)))
            }
        }
        return (edits, complete)
    }

    /// Skips up to `depth` block quote markers at the start of a line.
    static func skipQuoteMarkers(_ line: Range<Int>, depth: Int, _ bytes: [UInt8]) -> (end: Int, found: Int) {
        var index = line.lowerBound
        var found = 0
        while found < depth {
            var probe = index
            while probe < line.upperBound, bytes[probe] == 0x20 || bytes[probe] == 0x09 { probe += 1 }
            guard probe < line.upperBound, bytes[probe] == UInt8(ascii: ">") else { break }
            probe += 1
            if probe < line.upperBound, bytes[probe] == 0x20 || bytes[probe] == 0x09 { probe += 1 }
            index = probe
            found += 1
        }
        return (index, found)
    }
}
