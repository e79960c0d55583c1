extension Table {
    /// A body row of a table.
    public struct Row: Markup {
        /// The node's storage and its place in the tree; for the library's use, not for reading directly.
        public let _data: _MarkupData
        /// Wraps storage the library hands out; use the other initializers to make nodes.
        public init(_ data: _MarkupData) { _data = data }
        /// Calls the visitor's `visitTableRow(_:)`.
        public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitTableRow(self) }

        /// Makes a table body row, with the given cells.
        public init(_ cells: [Cell]) { self.init(raw: RawMarkup(.tableRow, children: cells.map { $0.raw })) }
        /// Makes a table body row, with the cells listed.
        public init(_ cells: Cell...) { self.init(cells) }

        /// The row's cells in column order.
        public var cells: [Cell] { children.compactMap { $0 as? Cell } }
    }
}
