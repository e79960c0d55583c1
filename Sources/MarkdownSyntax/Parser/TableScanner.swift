/// Splits GFM table rows into cells and reads the delimiter row.
///
/// A row may start and end with `|`; `\|` is a pipe inside a cell, never a separator.
enum TableScanner {
    typealias Bytes = UnsafeBufferPointer<UInt8>

    /// The byte ranges of a row's cells, trimmed of spaces and tabs.
    static func cells(_ bytes: Bytes, _ start: Int, _ end: Int) -> [Range<Int>] {
        var lineStart = start
        var lineEnd = end
        while lineStart < lineEnd && ByteClass.isSpaceOrTab(bytes[lineStart]) { lineStart += 1 }
        while lineEnd > lineStart && ByteClass.isSpaceOrTab(bytes[lineEnd - 1]) { lineEnd -= 1 }
        var cursor = lineStart
        if cursor < lineEnd && bytes[cursor] == UInt8(ascii: "|") { cursor += 1 }
        var cells: [Range<Int>] = []
        var cellStart = cursor
        while cursor < lineEnd {
            let byte = bytes[cursor]
            if byte == UInt8(ascii: "\\") && cursor + 1 < lineEnd && bytes[cursor + 1] == UInt8(ascii: "|") {
                cursor += 2
                continue
            }
            if byte == UInt8(ascii: "|") {
                cells.append(trim(bytes, cellStart, cursor))
                cellStart = cursor + 1
            }
            cursor += 1
        }
        if cellStart < lineEnd || (cells.isEmpty && cellStart == lineEnd && cellStart > lineStart
                                   && bytes[lineStart] != UInt8(ascii: "|")) {
            cells.append(trim(bytes, cellStart, lineEnd))
        }
        return cells
    }

    /// The column alignments when `bytes[start..<end]` is a delimiter row (`| :-- | --: |`).
    static func delimiterRow(_ bytes: Bytes, _ start: Int, _ end: Int) -> [TableAlignment?]? {
        // Every paragraph line is asked; a line with any other byte is none, without cells.
        for index in start..<end {
            switch bytes[index] {
            case UInt8(ascii: "|"), UInt8(ascii: ":"), UInt8(ascii: "-"), ByteClass.space, ByteClass.tab: continue
            default: return nil
            }
        }
        let cells = cells(bytes, start, end)
        guard !cells.isEmpty else { return nil }
        var alignments: [TableAlignment?] = []
        alignments.reserveCapacity(cells.count)
        for cell in cells {
            guard !cell.isEmpty else { return nil }
            var cursor = cell.lowerBound
            let leftColon = bytes[cursor] == UInt8(ascii: ":")
            if leftColon { cursor += 1 }
            let dashes = cursor
            while cursor < cell.upperBound && bytes[cursor] == UInt8(ascii: "-") { cursor += 1 }
            guard cursor > dashes else { return nil }
            let rightColon = cursor < cell.upperBound && bytes[cursor] == UInt8(ascii: ":")
            if rightColon { cursor += 1 }
            guard cursor == cell.upperBound else { return nil }
            switch (leftColon, rightColon) {
            case (true, true): alignments.append(.center)
            case (true, false): alignments.append(.left)
            case (false, true): alignments.append(.right)
            case (false, false): alignments.append(nil)
            }
        }
        return alignments
    }

    private static func trim(_ bytes: Bytes, _ start: Int, _ end: Int) -> Range<Int> {
        var low = start
        var high = end
        while low < high && ByteClass.isSpaceOrTab(bytes[low]) { low += 1 }
        while high > low && ByteClass.isSpaceOrTab(bytes[high - 1]) { high -= 1 }
        return low..<high
    }
}
