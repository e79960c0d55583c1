/// DocC's table spans, found as swift-markdown's cmark finds them: a cell with nothing at all
/// between its pipes (`||`, not the first of its row) is covered by the cell before it, which
/// spans one more column; a body cell of just `^` is covered by the nearest cell above it that
/// is not itself covered, which spans one more row (and the `^` is no content).
enum TableSpanScanner {
    typealias Bytes = UnsafeBufferPointer<UInt8>

    /// One row's spans, for the cells it keeps (at most one per column).
    struct Row {
        var spans: [TableCellSpan]
        /// Cells whose `^` made the cell above span: they have no content.
        var clearsMarker: [Bool]
        /// Empty cells that pad the row to the table's width.
        var fillers: Int
    }

    /// The spans of the header (`cells[0]`) and body rows; `fillers` is how many padding cells
    /// each row gets.
    static func rows(_ bytes: Bytes, cells: [[Range<Int>]], columns: Int, fillers: [Int]) -> [Row] {
        var rows: [Row] = []
        rows.reserveCapacity(cells.count)
        for (index, ranges) in cells.enumerated() {
            var spans: [TableCellSpan] = []
            spans.reserveCapacity(ranges.count)
            for (column, range) in ranges.enumerated() {
                var span = TableCellSpan.single
                if column > 0 && range.isEmpty && bytes[range.lowerBound - 1] == UInt8(ascii: "|") {
                    span.columns = 0
                    if let spanning = spans.lastIndex(where: { $0.columns > 0 }) { spans[spanning].columns += 1 }
                }
                if range.count == 1 && bytes[range.lowerBound] == UInt8(ascii: "^") { span.rows = 0 }
                spans.append(span)
            }
            var row = Row(spans: Array(spans.prefix(columns)), clearsMarker: [], fillers: fillers[index])
            row.clearsMarker = [Bool](repeating: false, count: row.spans.count)
            if index > 0 {
                for column in row.spans.indices where row.spans[column].rows == 0 {
                    row.clearsMarker[column] = extendSpan(above: rows.count, column: column, in: &rows)
                }
            }
            rows.append(row)
        }
        return rows
    }

    /// Makes the nearest uncovered cell above `row` in `column` span one more row; whether
    /// there was one (a padding cell counts, but keeps its single row).
    private static func extendSpan(above row: Int, column: Int, in rows: inout [Row]) -> Bool {
        var index = row - 1
        while index >= 0 {
            if column < rows[index].spans.count {
                if rows[index].spans[column].rows != 0 {
                    rows[index].spans[column].rows += 1
                    return true
                }
            } else {
                return column < rows[index].spans.count + rows[index].fillers
            }
            index -= 1
        }
        return false
    }
}
