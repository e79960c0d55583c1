extension Table {
    /// A table cell of inline content. Cells padded in to fill a short row have an empty range.
    public struct Cell: Markup, InlineContainer {
        /// The node's storage and its place in the tree; for the library's use, not for reading directly.
        public let _data: _MarkupData
        /// Wraps storage the library hands out; use the other initializers to make nodes.
        public init(_ data: _MarkupData) { _data = data }
        /// Calls the visitor's `visitTableCell(_:)`.
        public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitTableCell(self) }

        /// Makes a table cell, with the given inline children.
        public init(_ children: [any InlineMarkup]) { self.init(raw: RawMarkup(.tableCell(.single), children: children.raws)) }
        /// Makes a table cell, with the inline children listed.
        public init(_ children: any InlineMarkup...) { self.init(children) }

        /// A cell spanning columns or rows (DocC); a span of 0 marks a cell covered by the
        /// one before it (columns) or above it (rows).
        public init(columnSpan: Int, rowSpan: Int = 1, _ children: [any InlineMarkup] = []) {
            let span = TableCellSpan(columns: Int32(clamping: max(0, columnSpan)), rows: Int32(clamping: max(0, rowSpan)))
            self.init(raw: RawMarkup(.tableCell(span), children: children.raws))
        }
        /// Makes a table cell, with inline children written in a builder closure.
        public init(@InlineMarkupBuilder _ content: () -> [any InlineMarkup]) { self.init(content()) }

        private var span: TableCellSpan {
            guard case .tableCell(let span) = raw.kind else { preconditionFailure("not a table cell") }
            return span
        }

        /// How many columns the cell covers: 1, more for a DocC cell followed by `||`, 0 for
        /// the cell such a cell covers.
        public var columnSpan: Int { Int(span.columns) }

        /// How many rows the cell covers: 1, more for a DocC cell with `^` cells below it, 0 for
        /// a `^` cell that the cell above covers.
        public var rowSpan: Int { Int(span.rows) }

        /// The column's alignment, from the table's delimiter row.
        public var alignment: TableAlignment? {
            var node: (any Markup)? = parent
            while let current = node, !(current is Table) { node = current.parent }
            guard let table = node as? Table, indexInParent < table.columnCount else { return nil }
            return table.columnAlignments[indexInParent]
        }
    }
}
