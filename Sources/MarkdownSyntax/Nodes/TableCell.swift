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
        public init(_ children: [any InlineMarkup]) { self.init(raw: RawMarkup(.tableCell, children: children.raws)) }
        /// Makes a table cell, with the inline children listed.
        public init(_ children: any InlineMarkup...) { self.init(children) }
        /// Makes a table cell, with inline children written in a builder closure.
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
