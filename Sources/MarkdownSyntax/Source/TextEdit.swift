/// Replace the bytes `range` of a source with `replacement`.
public struct TextEdit: Sendable, Hashable {
    // 24 bytes, which a lint fix holds in place (see `Fix`).
    private var packedRange: PackedRange
    /// The text put in its place; empty for a deletion.
    public var replacement: String

    /// Makes an edit replacing the bytes `range` with `replacement`.
    public init(range: Range<Int>, replacement: String) {
        packedRange = PackedRange(range)
        self.replacement = replacement
    }

    /// The UTF-8 byte range replaced; empty for an insertion.
    public var range: Range<Int> {
        get { packedRange.range }
        set { packedRange = PackedRange(newValue) }
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
        var writer = Writer(bytes)
        for edit in edits.sorted(by: precedes) { writer.write(edit) }
        return writer.finished()
    }

    /// Whether `first` is written before `second`: by start, then by end.
    package static func precedes(_ first: TextEdit, _ second: TextEdit) -> Bool {
        (first.range.lowerBound, first.range.upperBound) < (second.range.lowerBound, second.range.upperBound)
    }

    /// Writes a source with edits, given in order, in place of the bytes they replace.
    package struct Writer {
        private let bytes: [UInt8]
        private var result: [UInt8] = []
        /// Where the source's bytes not yet written start.
        private var cursor = 0

        package init(_ bytes: [UInt8]) {
            self.bytes = bytes
            result.reserveCapacity(bytes.count + 64)
        }

        /// Writes the source up to `edit`, then its replacement; an edit outside the bytes, or
        /// starting before the end of one written before it, is skipped.
        package mutating func write(_ edit: TextEdit) {
            guard edit.range.lowerBound >= cursor, edit.range.upperBound <= bytes.count else { return }
            result.append(contentsOf: bytes[cursor..<edit.range.lowerBound])
            result.append(contentsOf: edit.replacement.utf8)
            cursor = edit.range.upperBound
        }

        /// The source with the edits written, and the rest of it after them.
        package consuming func finished() -> [UInt8] {
            result.append(contentsOf: bytes[cursor...])
            return result
        }
    }
}
