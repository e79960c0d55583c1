extension Table {
    /// A body row of a table.
    public struct Row: Markup {
        public let _data: _MarkupData
        public init(_ data: _MarkupData) { _data = data }
        public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitTableRow(self) }

        public init(_ cells: [Cell]) { self.init(raw: RawMarkup(.tableRow, children: cells.map { $0.raw })) }
        public init(_ cells: Cell...) { self.init(cells) }

        public var cells: [Cell] { children.compactMap { $0 as? Cell } }
    }
}
