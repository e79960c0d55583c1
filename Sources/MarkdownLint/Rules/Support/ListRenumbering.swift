import MarkdownSyntax

/// Renumbers the items of one ordered list with minimal edits: each changed item gets a
/// new marker (same delimiter, same zero-padding width where the list pads), and when the
/// marker gets wider or narrower the item's continuation lines are re-indented by the same
/// amount so their content stays inside the item. Lines a paragraph continues lazily (less
/// indented than the content) are left alone; they stay lazy.
///
/// Works on one list only: nested lists are separate lists, and nothing here merges or
/// splits lists. Independent of the linter, so transforms can reuse it.
struct ListRenumbering {
    /// How the new numbers run.
    enum Scheme: Sendable, Hashable {
        /// `from`, `from + 1`, `from + 2`, …
        case incrementing(from: Int)
        /// The same number on every item.
        case constant(Int)

        func number(at index: Int) -> Int {
            switch self {
            case .incrementing(let start): start + index
            case .constant(let value): value
            }
        }
    }

    /// One item whose number changes.
    struct Change: Sendable {
        /// The item's position in its list.
        var index: Int
        var oldNumber: Int
        var newNumber: Int
        /// The new marker, e.g. `10.` or `03)`.
        var marker: String
        /// Replaces the marker and re-indents continuation lines when the width changes.
        var edits: [TextEdit]
        /// Whether the edits provably keep the document's structure (no tab in the
        /// whitespace they shift, and no later line joins or leaves the item).
        var isSafe: Bool
    }

    /// The numbers written in the list, in item order (nil for items built in code).
    let numbers: [Int?]
    /// The items whose number changes.
    let changes: [Change]

    /// The number an ordered list item's marker shows (`07)` → 7).
    static func number(ofMarker marker: some Collection<UInt8>) -> Int? {
        var value = 0
        var digits = 0
        for byte in marker {
            guard byte >= 0x30 && byte <= 0x39 else { break }
            value = value * 10 + Int(byte - 0x30)
            digits += 1
            if digits > 9 { return nil }
        }
        return digits > 0 ? value : nil
    }

    init(_ list: OrderedList, scheme: Scheme, source: SourceFile) {
        let bytes = source.bytes
        let items = list.children.compactMap { $0 as? ListItem }
        var numbers: [Int?] = []
        var padWidth = 0
        for item in items {
            guard let marker = item.markerByteRange else {
                numbers.append(nil)
                continue
            }
            let digits = marker.count - 1
            numbers.append(Self.number(ofMarker: bytes[marker]))
            if digits > 1 && bytes[marker.lowerBound] == UInt8(ascii: "0") { padWidth = max(padWidth, digits) }
        }
        self.numbers = numbers

        var depth = 0
        var ancestor = list.parent
        while let node = ancestor {
            if node is BlockQuote { depth += 1 }
            ancestor = node.parent
        }

        var changes: [Change] = []
        for (index, item) in items.enumerated() {
            guard let old = numbers[index], let marker = item.markerByteRange, let range = item.byteRange else { continue }
            let new = scheme.number(at: index)
            guard new != old, new >= 0, new <= 999_999_999 else { continue }
            var digits = String(new)
            if digits.utf8.count < padWidth { digits = String(repeating: "0", count: padWidth - digits.utf8.count) + digits }
            let newMarker = digits + String(UnicodeScalar(bytes[marker.upperBound - 1]))
            let delta = newMarker.utf8.count - marker.count
            var edits = [TextEdit(range: marker, replacement: newMarker)]
            var safe = true
            let markerLine = source.line(containing: marker.lowerBound)
            let lastLine = source.line(containing: max(range.lowerBound, range.upperBound - 1))
            let content = Self.column(of: marker.lowerBound, source) + item.contentOffset
            if delta != 0 {
                if lastLine > markerLine {
                    for line in (markerLine + 1)...lastLine {
                        let lineRange = source.contentRange(ofLine: line)
                        let (start, found) = Self.skipQuoteMarkers(lineRange, depth: depth, bytes)
                        guard found == depth else { continue }  // Lazy: no quote markers.
                        var end = start
                        var hasTab = false
                        while end < lineRange.upperBound, bytes[end] == 0x20 || bytes[end] == 0x09 {
                            if bytes[end] == 0x09 { hasTab = true }
                            end += 1
                        }
                        guard end < lineRange.upperBound else {
                            // A blank line: left alone, but spaces reaching past the content
                            // column may be code content whose width would change.
                            if end > start, Self.column(of: end, source) > content { safe = false }
                            continue
                        }
                        guard Self.column(of: end, source) >= content else { continue }  // Lazy continuation.
                        if hasTab { safe = false }
                        if delta > 0 {
                            edits.append(.insert(String(repeating: " ", count: delta), at: start))
                        } else if end - start >= -delta, !bytes[start..<(start - delta)].contains(0x09) {
                            edits.append(.delete(start..<(start - delta)))
                        } else {
                            safe = false
                        }
                    }
                }
                // The next line with content after the item must stay outside it.
                var line = lastLine + 1
                while line <= source.lineCount {
                    let lineRange = source.contentRange(ofLine: line)
                    let (start, found) = Self.skipQuoteMarkers(lineRange, depth: depth, bytes)
                    if found < depth { break }
                    var end = start
                    while end < lineRange.upperBound, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
                    if end == lineRange.upperBound {
                        line += 1
                        continue
                    }
                    if Self.column(of: end, source) >= min(content, content + delta) { safe = false }
                    break
                }
            }
            changes.append(Change(index: index, oldNumber: old, newNumber: new, marker: newMarker,
                                  edits: edits, isSafe: safe))
        }
        self.changes = changes
    }

    /// Visual column (tabs to stops of four) of a byte offset in its line.
    private static func column(of offset: Int, _ source: SourceFile) -> Int {
        let bytes = source.bytes
        var index = source.contentRange(ofLine: source.line(containing: offset)).lowerBound
        var column = 0
        while index < offset {
            let byte = bytes[index]
            if byte == 0x09 {
                column += 4 - column % 4
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return column
    }

    /// Skips up to `depth` block quote markers at the start of a line.
    private static func skipQuoteMarkers(_ line: Range<Int>, depth: Int, _ bytes: [UInt8]) -> (end: Int, found: Int) {
        var index = line.lowerBound
        var found = 0
        while found < depth {
            var probe = index
            var spaces = 0
            while probe < line.upperBound, bytes[probe] == 0x20, spaces < 3 {
                probe += 1
                spaces += 1
            }
            guard probe < line.upperBound, bytes[probe] == UInt8(ascii: ">") else { break }
            probe += 1
            if probe < line.upperBound, bytes[probe] == 0x20 || bytes[probe] == 0x09 { probe += 1 }
            index = probe
            found += 1
        }
        return (index, found)
    }
}
