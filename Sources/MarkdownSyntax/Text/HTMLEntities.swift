/// Lookup of HTML5 named character references (`&amp;` → `&`) in the generated table.
///
/// The table's lines are sorted by name, so a name is found by binary search over an index
/// of where each line starts: one pass over the table text, where building a dictionary of
/// all 2,125 names cost as much as parsing a fifth of a 2 MB document.
enum HTMLEntities {
    private struct Line {
        var start: Int
        /// Where the name ends: the space before the code points.
        var nameEnd: Int
        var end: Int
    }

    private static let text = Array(htmlEntityTableSource.utf8)

    private static let lines: [Line] = text.withUnsafeBufferPointer { bytes in
        var lines: [Line] = []
        lines.reserveCapacity(2200)
        var start = 0
        while start < bytes.count {
            let end = ByteSearch.firstIndex(of: ByteClass.newline, in: bytes, from: start) ?? bytes.count
            let nameEnd = ByteSearch.firstIndex(of: ByteClass.space, in: bytes, from: start, to: end) ?? end
            lines.append(Line(start: start, nameEnd: nameEnd, end: end))
            start = end + 1
        }
        return lines
    }

    /// The longest entity name in the table, so scanners can stop early.
    static let maximumNameLength = 32

    /// The text that entity `name` (without `&` and `;`) stands for, or nil.
    static func value(named name: UnsafeBufferPointer<UInt8>) -> String? {
        text.withUnsafeBufferPointer { table in
            var low = 0
            var high = lines.count
            while low < high {
                let mid = (low + high) / 2
                let line = lines[mid]
                // Byte order, as the generator sorts the names (they are ASCII).
                let candidate = UnsafeBufferPointer(rebasing: table[line.start..<line.nameEnd])
                if candidate.elementsEqual(name) { return decodedValue(table, line) }
                if candidate.lexicographicallyPrecedes(name) { low = mid + 1 } else { high = mid }
            }
            return nil
        }
    }

    /// The line's space-separated hexadecimal code points as text.
    private static func decodedValue(_ table: UnsafeBufferPointer<UInt8>, _ line: Line) -> String {
        var value = ""
        var scalar: UInt32 = 0
        for index in line.nameEnd + 1...line.end {
            if index < line.end && table[index] != ByteClass.space {
                scalar = scalar * 16 + ByteClass.hexValue(table[index])
            } else {
                value.unicodeScalars.append(Unicode.Scalar(scalar) ?? "\u{FFFD}")
                scalar = 0
            }
        }
        return value
    }
}
