/// How many columns and rows a table cell covers (DocC's table spans). A cell covered by the
/// one before it in its row has 0 columns, one covered by the one above it 0 rows.
package struct TableCellSpan: Sendable, Hashable {
    package var columns: Int32
    package var rows: Int32

    package init(columns: Int32 = 1, rows: Int32 = 1) {
        self.columns = columns
        self.rows = rows
    }

    package static let single = TableCellSpan()
}
