extension Table {
    /// A table's body rows.
    public struct Body: Markup, ExpressibleByArrayLiteral {
        public var _data: _MarkupData

        public init(_ data: _MarkupData) { _data = data }

        public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitTableBody(self) }

        public init<Rows: Sequence>(_ rows: Rows) where Rows.Element == Table.Row {
            self.init(_MarkupData(root: .tableBody(parsedRange: nil, rows: rows.map { $0.raw.markup })))
        }

        public init(_ rows: Table.Row...) { self.init(rows) }

        public init(arrayLiteral elements: Table.Row...) { self.init(elements) }

        /// The rows.
        public var rows: LazyMapSequence<MarkupChildren, Table.Row> { children.lazy.map { $0 as! Table.Row } }

        /// Replaces all rows.
        public mutating func setRows<Rows: Sequence>(_ newRows: Rows) where Rows.Element == Table.Row {
            replaceChildrenInRange(0..<childCount, with: Array(newRows.map { $0 as Markup }))
        }
    }
}
