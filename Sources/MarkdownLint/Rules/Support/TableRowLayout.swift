import MarkdownSyntax

/// One row of a GFM table as written on its line: where it starts and ends, its pipes and
/// its cells, split the way the parser splits them (`\|` is not a separator). Unlike the
/// tree, the cells include those past the table's column count and none are padded in.
struct TableRowLayout {
    enum Kind { case header, delimiter, body }

    var kind: Kind
    /// 1-based line number.
    var line: Int
    /// The first byte of the line (before any container prefix).
    var lineStart: Int
    /// The first byte of the row: after the container prefix and indentation.
    var start: Int
    /// After the row's last byte that is not a space or tab.
    var end: Int
    /// The end of the line, without its line ending.
    var lineEnd: Int
    /// The `|` at the row's start, if any.
    var leadingPipe: Int?
    /// The content of each cell without surrounding spaces and tabs (empty for an empty
    /// cell, placed just before the pipe that ends it).
    var cells: [Range<Int>]
    /// The pipe after each cell. One fewer than the cells when the row has no trailing pipe.
    var separators: [Int]

    var hasLeadingPipe: Bool { leadingPipe != nil }
    var hasTrailingPipe: Bool { !cells.isEmpty && separators.count == cells.count }

    /// Every pipe of the row, in order.
    var pipes: [Int] {
        guard let leadingPipe else { return separators }
        return [leadingPipe] + separators
    }

    /// The bytes between the pipe (or row start) before cell `index` and the pipe (or row
    /// end) after it: the cell with its surrounding whitespace.
    func region(ofCell index: Int) -> Range<Int> {
        let lower = index == 0 ? (leadingPipe.map { $0 + 1 } ?? start) : separators[index - 1] + 1
        let upper = index < separators.count ? separators[index] : end
        return lower..<upper
    }

    /// Splits the row that starts at `start` (its first byte that is not a space or tab).
    init(startingAt start: Int, kind: Kind, in context: LintContext) {
        let info = context.line(at: start)
        self = context.bytes.withUnsafeBufferPointer { buffer in
            var end = info.range.upperBound
            while end > start && ByteClass.isSpaceOrTab(buffer[end - 1]) { end -= 1 }
            var row = TableRowLayout(kind: kind, line: info.number, lineStart: info.range.lowerBound, start: start,
                                     end: end, lineEnd: info.range.upperBound)
            var cursor = start
            if cursor < end && buffer[cursor] == UInt8(ascii: "|") {
                row.leadingPipe = cursor
                cursor += 1
            }
            var cellStart = cursor
            while cursor < end {
                let byte = buffer[cursor]
                if byte == UInt8(ascii: "\\") && cursor + 1 < end && buffer[cursor + 1] == UInt8(ascii: "|") {
                    cursor += 2
                    continue
                }
                if byte == UInt8(ascii: "|") {
                    row.cells.append(Self.trimmedCell(buffer, cellStart, cursor))
                    row.separators.append(cursor)
                    cellStart = cursor + 1
                }
                cursor += 1
            }
            if cellStart < end { row.cells.append(Self.trimmedCell(buffer, cellStart, end)) }
            return row
        }
    }

    private init(kind: Kind, line: Int, lineStart: Int, start: Int, end: Int, lineEnd: Int) {
        self.kind = kind
        self.line = line
        self.lineStart = lineStart
        self.start = start
        self.end = end
        self.lineEnd = lineEnd
        leadingPipe = nil
        cells = []
        separators = []
    }

    private static func trimmedCell(_ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Range<Int> {
        var low = start
        var high = end
        while low < high && ByteClass.isSpaceOrTab(buffer[low]) { low += 1 }
        while high > low && ByteClass.isSpaceOrTab(buffer[high - 1]) { high -= 1 }
        return low..<high
    }

    /// The screen column (0-based, counted from the start of the line, container prefix
    /// included) of each pipe of the row.
    func pipeColumns(in context: LintContext) -> [Int] {
        var columns: [Int] = []
        columns.reserveCapacity(separators.count + 1)
        var previous = lineStart
        var column = 0
        for pipe in pipes {
            column += TableLayout.textWidth(previous..<pipe, in: context)
            columns.append(column)
            column += 1
            previous = pipe + 1
        }
        return columns
    }
}
