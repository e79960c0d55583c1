extension Table {
    /// A table cell of inline content. Cells padded in to fill a short row have an empty range.
    public struct Cell: Markup, InlineContainer {
        public let _data: _MarkupData
        public init(_ data: _MarkupData) { _data = data }
        public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitTableCell(self) }

        public init(_ children: [any InlineMarkup]) { self.init(raw: RawMarkup(.tableCell, children: children.raws)) }
        public init(_ children: any InlineMarkup...) { self.init(children) }
        public init(@InlineMarkupBuilder _ content: () -> [any InlineMarkup]) { self.init(content()) }

        /// The column's alignment, from the table's delimiter row.
        public var alignment: TableAlignment? {
            var node: (any Markup)? = parent
            while let current = node, !(current is Table) { node = current.parent }
            guard let table = node as? Table, indexInParent < table.columnCount else { return nil }
            return table.columnAlignments[indexInParent]
        }
    }
}
