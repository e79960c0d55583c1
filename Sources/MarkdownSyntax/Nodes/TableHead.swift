extension Table {
    /// The header row of a table; its children are cells.
    public struct Head: Markup {
        /// The node's storage and its place in the tree; for the library's use, not for reading directly.
        public let _data: _MarkupData
        /// Wraps storage the library hands out; use the other initializers to make nodes.
        public init(_ data: _MarkupData) { _data = data }
        /// Calls the visitor's `visitTableHead(_:)`.
        public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitTableHead(self) }

        /// Makes a table header row, with the given cells.
        public init(_ cells: [Cell]) { self.init(raw: RawMarkup(.tableHead, children: cells.map { $0.raw })) }
        /// Makes a table header row, with the cells listed.
        public init(_ cells: Cell...) { self.init(cells) }

        /// The header cells, one per column.
        public var cells: [Cell] { children.compactMap { $0 as? Cell } }
    }
}
