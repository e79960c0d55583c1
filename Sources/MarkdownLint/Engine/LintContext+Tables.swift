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
}

/// A table's rows in source order: the header, the delimiter row, then the body.
struct TableLayout {
    var table: Table
    var rows: [TableRowLayout]
    /// The number of columns (the delimiter row's cells).
    var columnCount: Int
    var alignments: [TableAlignment?]
}

/// Helpers shared by the table rules (MD055, MD056, MD058, MD060).
extension LintContext {
    // MARK: Rows

    /// The layout of every row of `table`, or nil when the tree lacks source positions.
    func tableLayout(_ table: Table) -> TableLayout? {
        guard let headStart = table.head.byteRange?.lowerBound,
              let delimiterStart = table.delimiterRowRange?.lowerBound.offset else { return nil }
        var rows: [TableRowLayout] = []
        let bodyRows = table.body?.rows ?? []
        rows.reserveCapacity(2 + bodyRows.count)
        rows.append(tableRow(startingAt: headStart, kind: .header))
        rows.append(tableRow(startingAt: delimiterStart, kind: .delimiter))
        for row in bodyRows {
            guard let start = row.byteRange?.lowerBound else { return nil }
            rows.append(tableRow(startingAt: start, kind: .body))
        }
        return TableLayout(table: table, rows: rows, columnCount: table.columnCount, alignments: table.columnAlignments)
    }

    /// Splits the row that starts at `start` (its first byte that is not a space or tab).
    func tableRow(startingAt start: Int, kind: TableRowLayout.Kind) -> TableRowLayout {
        let info = line(at: start)
        return bytes.withUnsafeBufferPointer { buffer in
            var end = info.range.upperBound
            while end > start && (buffer[end - 1] == 0x20 || buffer[end - 1] == 0x09) { end -= 1 }
            var row = TableRowLayout(kind: kind, line: info.number, lineStart: info.range.lowerBound, start: start,
                                     end: end, lineEnd: info.range.upperBound, leadingPipe: nil, cells: [],
                                     separators: [])
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

    private static func trimmedCell(_ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Range<Int> {
        var low = start
        var high = end
        while low < high && (buffer[low] == 0x20 || buffer[low] == 0x09) { low += 1 }
        while high > low && (buffer[high - 1] == 0x20 || buffer[high - 1] == 0x09) { high -= 1 }
        return low..<high
    }

    // MARK: Widths and positions

    /// How many columns the bytes in `range` take on screen: ASCII characters (tabs
    /// included, as markdownlint counts them) one each, other text by `DisplayWidth` (East
    /// Asian wide characters and emoji two, combining marks none).
    func tableTextWidth(_ range: Range<Int>) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var ascii = true
            var controls = 0
            for index in range {
                let byte = buffer[index]
                if byte >= 0x80 { ascii = false } else if byte < 0x20 { controls += 1 }
            }
            if ascii { return range.count }
            let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self)
            return DisplayWidth.of(text) + controls
        }
    }

    /// The screen column (0-based, counted from the start of the line, container prefix
    /// included) of each pipe of `row`.
    func pipeColumns(of row: TableRowLayout) -> [Int] {
        var columns: [Int] = []
        columns.reserveCapacity(row.separators.count + 1)
        var previous = row.lineStart
        var column = 0
        for pipe in row.pipes {
            column += tableTextWidth(previous..<pipe)
            columns.append(column)
            column += 1
            previous = pipe + 1
        }
        return columns
    }

    /// The range of the last character (Unicode scalar) before `end`, not before `start`.
    func lastScalar(before end: Int, from start: Int) -> Range<Int> {
        guard end > start else { return end..<end }
        var lower = end - 1
        while lower > start && bytes[lower] & 0xC0 == 0x80 { lower -= 1 }
        return lower..<end
    }

    /// The range of the first character (Unicode scalar) at `start`, not past `end`.
    func firstScalar(at start: Int, before end: Int) -> Range<Int> {
        guard start < end else { return start..<start }
        var upper = start + 1
        while upper < end && bytes[upper] & 0xC0 == 0x80 { upper += 1 }
        return start..<upper
    }

    // MARK: Safety

    /// Whether `edits` (all inside the rows of `layout`) leave the table rendering as it
    /// did: the rows, cut out from their containers, are parsed before and after the edits
    /// and must give the same HTML.
    func tableEditsKeepRendering(_ layout: TableLayout, _ edits: [TextEdit]) -> Bool {
        guard !edits.isEmpty else { return true }
        let ordered = edits.sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
        var before: [UInt8] = []
        var after: [UInt8] = []
        var next = 0
        var applied = 0
        for row in layout.rows {
            let span = row.start..<row.lineEnd
            before.append(contentsOf: bytes[span])
            var cursor = span.lowerBound
            while next < ordered.count && ordered[next].range.lowerBound < span.lowerBound { next += 1 }
            while next < ordered.count && ordered[next].range.upperBound <= span.upperBound {
                let edit = ordered[next]
                guard edit.range.lowerBound >= cursor else { return false }
                after.append(contentsOf: bytes[cursor..<edit.range.lowerBound])
                after.append(contentsOf: edit.replacement.utf8)
                cursor = edit.range.upperBound
                next += 1
                applied += 1
            }
            after.append(contentsOf: bytes[cursor..<span.upperBound])
            before.append(0x0A)
            after.append(0x0A)
        }
        // Every edit must have landed inside a row.
        guard applied == ordered.count else { return false }
        guard before != after else { return true }
        // In the document's dialect (DocC's spans render as colspan and rowspan), without
        // front matter: the rows alone.
        var options = document.parseOptions
        options.frontMatter = false
        let renderer = HTMLRenderer()
        let original = renderer.render(Document(parsing: String(decoding: before, as: UTF8.self), options: options))
        let edited = renderer.render(Document(parsing: String(decoding: after, as: UTF8.self), options: options))
        return original == edited && original.hasPrefix("<table>")
    }

    // MARK: Blank lines around tables

    /// The block quote markers (at most `depth` of them) at the start of `line`, without
    /// the spaces after the last one: what a blank line at that spot inside the quotes holds.
    func tableQuotePrefix(ofLine line: LineInfo, depth: Int) -> String {
        let (end, _) = skipBlockQuoteMarkers(in: line.range, depth: depth)
        var upper = end
        while upper > line.range.lowerBound, bytes[upper - 1] == 0x20 || bytes[upper - 1] == 0x09 { upper -= 1 }
        return text(line.range.lowerBound..<upper)
    }

    /// Whether a blank line inserted at `offset` (a line start) next to `node` could change
    /// the rendering: inside a tight list holding `node` the list would turn loose (its
    /// items render as paragraphs), and right after a list item's marker with nothing after
    /// it the item would end (an item starts with at most one blank line).
    func blankLineChangesLists(at offset: Int, around node: any Markup) -> Bool {
        let previousLine = offset > 0 ? lineNumber(at: offset - 1) : 0
        var current = node.parent
        while let parent = current {
            if let item = parent as? ListItem, let marker = item.markerByteRange, previousLine > 0,
               lineNumber(at: marker.lowerBound) == previousLine,
               bytes[marker.upperBound..<lines[previousLine - 1].range.upperBound]
                .allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
                return true
            }
            if let list = parent as? UnorderedList, list.isTight, let range = list.byteRange,
               range.lowerBound < offset, offset < range.upperBound {
                return true
            }
            if let list = parent as? OrderedList, list.isTight, let range = list.byteRange,
               range.lowerBound < offset, offset < range.upperBound {
                return true
            }
            current = parent.parent
        }
        return false
    }
}
