/// Replace the bytes `range` of a source with `replacement`.
public struct TextEdit: Sendable, Hashable {
    /// The UTF-8 byte range replaced; empty for an insertion.
    public var range: Range<Int>
    /// The text put in its place; empty for a deletion.
    public var replacement: String

    /// Makes an edit replacing the bytes `range` with `replacement`.
    public init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }

    /// An edit inserting `text` before the byte at `offset`.
    public static func insert(_ text: String, at offset: Int) -> TextEdit {
        TextEdit(range: offset..<offset, replacement: text)
    }

    /// An edit removing the bytes `range`.
    public static func delete(_ range: Range<Int>) -> TextEdit {
        TextEdit(range: range, replacement: "")
    }

    /// `bytes` with `edits` applied. The edits must not overlap; edits outside the bytes
    /// or overlapping an earlier one are skipped.
    public static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8] {
        let ordered = edits.sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 64)
        var cursor = 0
        for edit in ordered {
            guard edit.range.lowerBound >= cursor, edit.range.upperBound <= bytes.count else { continue }
            result.append(contentsOf: bytes[cursor..<edit.range.lowerBound])
            result.append(contentsOf: edit.replacement.utf8)
            cursor = edit.range.upperBound
        }
        result.append(contentsOf: bytes[cursor...])
        return result
    }
}
