extension Table {
    /// The rows after a table's delimiter row.
    public struct Body: Markup {
        /// The node's storage and its place in the tree; for the library's use, not for reading directly.
        public let _data: _MarkupData
        /// Wraps storage the library hands out; use the other initializers to make nodes.
        public init(_ data: _MarkupData) { _data = data }
        /// Calls the visitor's `visitTableBody(_:)`.
        public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitTableBody(self) }

        /// Makes a table body, with the given rows.
        public init(_ rows: [Row]) { self.init(raw: RawMarkup(.tableBody, children: rows.map { $0.raw })) }
        /// Makes a table body, with the rows listed.
        public init(_ rows: Row...) { self.init(rows) }

        /// The body rows in order.
        public var rows: [Row] { children.compactMap { $0 as? Row } }
    }
}
