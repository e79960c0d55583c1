import MarkdownSyntax

/// Renumbers the items of one ordered list with minimal edits: each changed item gets a new
/// marker (same delimiter, same zero-padding width where the list pads), and when the
/// marker gets wider or narrower the item's continuation lines are re-indented by the same
/// amount (`ListMarkerEdit`).
///
/// Works on one list only: nested lists are separate lists, and nothing here merges or
/// splits lists. This is the algorithm behind both `ListRenumberer` (the transform) and
/// MD029's fix, which can use it directly on a parsed list.
package struct ListRenumbering: Sendable {
    /// How the new numbers run.
    package enum Scheme: Sendable, Hashable {
        /// `from`, `from + 1`, `from + 2`, …
        case incrementing(from: Int)
        /// The same number on every item.
        case constant(Int)

        package func number(at index: Int) -> Int {
            switch self {
            case .incrementing(let start): start + index
            case .constant(let value): value
            }
        }
    }

    /// One item whose number changes.
    package struct Change: Sendable {
        /// The item's position in its list.
        package var index: Int
        package var oldNumber: Int
        package var newNumber: Int
        /// The new marker, e.g. `10.` or `03)`.
        package var marker: String
        /// Replaces the marker and re-indents continuation lines when the width changes.
        package var edits: [TextEdit]
        /// Whether the edits provably keep the document's structure (no tab in the
        /// whitespace they shift, and no later line joins or leaves the item).
        package var isSafe: Bool
    }

    /// The numbers written in the list, in item order (nil for items built in code).
    package let numbers: [Int?]
    /// The items whose number changes.
    package let changes: [Change]

    /// The number an ordered list item's marker shows (`07)` → 7).
    package static func number(ofMarker marker: some Collection<UInt8>) -> Int? {
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

    /// The zero-padding width of a list's markers: the digit count of the widest marker
    /// written with a leading zero (`08.` → 2), or 0 when the list does not pad.
    package static func padWidth(ofMarkers markers: [String]) -> Int {
        var width = 0
        for marker in markers {
            let digits = marker.utf8.prefix { $0 >= 0x30 && $0 <= 0x39 }.count
            if digits > 1 && marker.utf8.first == UInt8(ascii: "0") { width = max(width, digits) }
        }
        return width
    }

    /// `number` padded with zeros to `padWidth` digits, followed by `delimiter`.
    package static func marker(_ number: Int, padWidth: Int, delimiter: UInt8) -> String {
        var digits = String(number)
        if digits.utf8.count < padWidth {
            digits = String(repeating: "0", count: padWidth - digits.utf8.count) + digits
        }
        return digits + String(UnicodeScalar(delimiter))
    }

    /// The new markers of a list's items under `scheme` (nil where the item keeps its marker:
    /// no marker, an unreadable number, or the same number).
    package static func newMarkers(_ markers: [String], scheme: Scheme) -> [String?] {
        let padWidth = padWidth(ofMarkers: markers)
        return markers.enumerated().map { index, marker in
            guard let old = number(ofMarker: marker.utf8), let delimiter = marker.utf8.last else { return nil }
            let new = scheme.number(at: index)
            guard new != old, new >= 0, new <= 999_999_999 else { return nil }
            return Self.marker(new, padWidth: padWidth, delimiter: delimiter)
        }
    }

    package init(_ list: OrderedList, scheme: Scheme, source: SourceFile) {
        let bytes = source.bytes
        let items = list.children.compactMap { $0 as? ListItem }
        numbers = items.map { item in item.markerByteRange.flatMap { Self.number(ofMarker: bytes[$0]) } }
        let markers = items.map { item in item.markerByteRange.map { String(decoding: bytes[$0], as: UTF8.self) } ?? "" }
        let newMarkers = Self.newMarkers(markers, scheme: scheme)

        var depth = 0
        var ancestor = list.parent
        while let node = ancestor {
            if node is BlockQuote { depth += 1 }
            ancestor = node.parent
        }

        var changes: [Change] = []
        for (index, item) in items.enumerated() {
            guard let newMarker = newMarkers[index], let old = numbers[index],
                  let markerRange = item.markerByteRange, let range = item.byteRange else { continue }
            let edit = ListMarkerEdit(source: source, itemRange: range, markerRange: markerRange,
                                      contentOffset: item.contentOffset, quoteDepth: depth, newMarker: newMarker)
            let shifts = ListMarkerEdit.edits(for: edit.shifts)
            let edits = [edit.markerEdit] + shifts.edits
            let safe = edit.isSafe && shifts.isComplete
            changes.append(Change(index: index, oldNumber: old, newNumber: scheme.number(at: index), marker: newMarker,
                                  edits: edits, isSafe: safe))
        }
        self.changes = changes
    }
}
