extension Table {
    /// A body row of a table.
    public struct Row: Markup, TableCellContainer, ExpressibleByArrayLiteral {
        public var _data: _MarkupData

        public init(_ data: _MarkupData) { _data = data }

        public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitTableRow(self) }

        public init<Cells: Sequence>(_ cells: Cells) where Cells.Element == Table.Cell {
            self.init(_MarkupData(root: .tableRow(parsedRange: nil, cells.map { $0.raw.markup })))
        }

        public init(arrayLiteral elements: Table.Cell...) { self.init(elements) }
    }
}
