import MarkdownSyntax

/// Prints GFM tables: leading and trailing pipes, one space around cells, and (in the
/// aligned layout) columns padded to the same display width. DocC's spans are kept: a cell
/// covered by the one before it is nothing between two pipes (`||`), one covered by the cell
/// above it is `^`, and a cell spanning columns is padded across them.
struct TablePrinter {
    let options: FormatOptions
    let inline: InlinePrinter

    init(options: FormatOptions, inline: InlinePrinter) {
        self.options = options
        var inline = inline
        inline.inTable = true
        self.inline = inline
    }

    private struct Cell {
        var text: [UInt8]
        /// Columns the cell covers (1 in GFM); 0 for one covered by the cell before it.
        var columns = 1
    }

    /// `prefixWidth`: the width of the container prefixes in front of each row.
    func print(_ table: RawMarkup, prefixWidth: Int, into writer: inout LineWriter) {
        guard case .table(let info) = table.kind else { return }
        let alignments = info.alignments
        var rowNodes: [RawMarkup] = []
        for section in table.children {
            switch section.kind {
            case .tableBody: rowNodes += section.children
            default: rowNodes.append(section)
            }
        }
        let rows = rowNodes.map(cells)
        guard !rows.isEmpty else { return }
        let limit = options.alignedTableWidth.map { $0 - prefixWidth }
        var compact = lines(rows, alignments, aligned: false)
        if let limit { keepOpenEnds(&compact, rows: rows, rowNodes: rowNodes, columns: alignments.count, limit: limit) }
        guard options.tableLayout == .aligned else { return compact.forEach { writer.line($0) } }
        let aligned = lines(rows, alignments, aligned: true)
        if let limit, zip(aligned, compact).contains(where: { lineWidth($0) > limit && lineWidth($1) <= limit }) {
            // Padding would make a line too long that need not be.
            return compact.forEach { writer.line($0) }
        }
        aligned.forEach { writer.line($0) }
    }

    /// Takes the trailing ` |` off each compact row that was written without one, where
    /// MD013 would find the row too long with the pipe and not without (`LineLengthCheck`):
    /// GFM and Python-Markdown read such a row the same, and MD055 finds in it what it found
    /// before. Not after an empty or covered last cell, which the pipe is all there is of.
    private func keepOpenEnds(_ lines: inout [[UInt8]], rows: [[Cell]], rowNodes: [RawMarkup], columns: Int,
                              limit: Int) {
        for (row, node) in rowNodes.enumerated() {
            // The delimiter row is the second line.
            let index = row == 0 ? 0 : row + 1
            guard index < lines.count, LineLengthCheck.isTooLong(lines[index], limit: limit),
                  !LineLengthCheck.isTooLong(lines[index].dropLast(2), limit: limit),
                  let last = rows[row].prefix(columns).last, last.columns > 0, !last.text.isEmpty,
                  lines[index].suffix(2).elementsEqual([0x20, UInt8(ascii: "|")]), !writtenWithTrailingPipe(node)
            else { continue }
            lines[index].removeLast(2)
        }
    }

    /// Whether the row's line in the source ends in a pipe that is not escaped (true when
    /// there is no source to tell).
    private func writtenWithTrailingPipe(_ row: RawMarkup) -> Bool {
        guard let source = inline.source, let start = row.range?.lowerBound, start < source.count else { return true }
        var end = source[start...].firstIndex { $0 == 0x0A || $0 == 0x0D } ?? source.count
        while end > start && ByteClass.isSpaceOrTab(source[end - 1]) { end -= 1 }
        guard end > start, source[end - 1] == UInt8(ascii: "|") else { return false }
        return end - 1 == start || source[end - 2] != UInt8(ascii: "\\")
    }

    /// The header row, the delimiter row, then the body rows.
    private func lines(_ rows: [[Cell]], _ alignments: [TableAlignment?], aligned: Bool) -> [[UInt8]] {
        let widths = aligned ? columnWidths(rows, count: alignments.count) : [Int](repeating: 3, count: alignments.count)
        return [line(rows[0], alignments, widths, aligned), delimiterRow(alignments, widths, aligned)]
            + rows.dropFirst().map { line($0, alignments, widths, aligned) }
    }

    private func lineWidth(_ line: [UInt8]) -> Int { DisplayWidth.of(utf8: line) }

    private func cells(_ row: RawMarkup) -> [Cell] {
        row.children.map { cell in
            var span = TableCellSpan.single
            if case .tableCell(let cellSpan) = cell.kind { span = cellSpan }
            if span.columns == 0 { return Cell(text: [], columns: 0) }
            // A `^` that made the cell above span has no content left to print.
            if span.rows == 0 && cell.children.isEmpty { return Cell(text: [UInt8(ascii: "^")], columns: Int(span.columns)) }
            return Cell(text: InlineLayout.layout(inline.segments(cell.children), wrap: .never, prefixWidth: 0),
                        columns: Int(span.columns))
        }
    }

    /// Each column's width: the widest single-column cell in it (at least 3); a cell spanning
    /// columns that is wider than them (and the separators between) widens its last column.
    private func columnWidths(_ rows: [[Cell]], count: Int) -> [Int] {
        var widths = [Int](repeating: 3, count: count)
        for row in rows {
            for (column, cell) in row.enumerated() where column < count && cell.columns == 1 {
                widths[column] = max(widths[column], width(cell))
            }
        }
        for row in rows {
            for (column, cell) in row.enumerated() where column < count && cell.columns > 1 {
                let last = min(count, column + cell.columns) - 1
                let available = widths[column...last].reduce(0, +) + 2 * (last - column)
                if width(cell) > available { widths[last] += width(cell) - available }
            }
        }
        return widths
    }

    private func width(_ cell: Cell) -> Int { DisplayWidth.of(utf8: cell.text) }

    /// Written byte by byte into a line reserved at its final size: a table of a few
    /// hundred thousand cells made two padding arrays and four appends per cell before.
    private func line(_ cells: [Cell], _ alignments: [TableAlignment?], _ widths: [Int], _ aligned: Bool) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(1 + cells.reduce(0) { $0 + $1.text.count + 3 } + (aligned ? widths.reduce(0, +) : 0))
        out.append(UInt8(ascii: "|"))
        for (column, cell) in cells.enumerated() where column < widths.count {
            if cell.columns == 0 {
                // Covered by the cell before: nothing between the pipes.
                out.append(UInt8(ascii: "|"))
                continue
            }
            out.append(0x20)
            if aligned {
                let last = min(widths.count, column + max(1, cell.columns)) - 1
                let available = widths[column...last].reduce(0, +) + 2 * (last - column)
                let padding = max(0, available - width(cell))
                let (left, right): (Int, Int)
                switch alignments[column] {
                case .right: (left, right) = (padding, 0)
                case .center: (left, right) = (padding / 2, padding - padding / 2)
                default: (left, right) = (0, padding)
                }
                for _ in 0..<left { out.append(0x20) }
                out.append(contentsOf: cell.text)
                for _ in 0..<right { out.append(0x20) }
            } else if cell.text.isEmpty {
                // An empty compact cell is a single space between its pipes.
                out.append(UInt8(ascii: "|"))
                continue
            } else {
                out.append(contentsOf: cell.text)
            }
            out.append(0x20)
            out.append(UInt8(ascii: "|"))
        }
        return out
    }

    /// Aligned delimiters span their column, colons included; compact ones are three dashes
    /// plus the alignment's colons (`:---`, `---:`, `:---:`).
    private func delimiterRow(_ alignments: [TableAlignment?], _ widths: [Int], _ aligned: Bool) -> [UInt8] {
        var out: [UInt8] = [UInt8(ascii: "|")]
        for (column, alignment) in alignments.enumerated() {
            let colon = UInt8(ascii: ":")
            let (leading, trailing) = (alignment == .left || alignment == .center, alignment == .right || alignment == .center)
            let colons = (leading ? 1 : 0) + (trailing ? 1 : 0)
            let dashes = aligned ? widths[column] - colons : 3
            var cell = [UInt8](repeating: UInt8(ascii: "-"), count: dashes)
            if leading { cell.insert(colon, at: 0) }
            if trailing { cell.append(colon) }
            out += [0x20] + cell + [0x20, UInt8(ascii: "|")]
        }
        return out
    }
}
