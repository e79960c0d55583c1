extension Table {
    /// A table's head row.
    public struct Head: Markup, TableCellContainer, ExpressibleByArrayLiteral {
        public var _data: _MarkupData

        public init(_ data: _MarkupData) { _data = data }

        public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitTableHead(self) }

        public init<Cells: Sequence>(_ cells: Cells) where Cells.Element == Table.Cell {
            self.init(_MarkupData(root: .tableHead(parsedRange: nil, columns: cells.map { $0.raw.markup })))
        }

        public init(arrayLiteral elements: Table.Cell...) { self.init(elements) }
    }
}
