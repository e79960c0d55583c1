extension Table {
    /// The rows after a table's delimiter row.
    public struct Body: Markup {
        public let _data: _MarkupData
        public init(_ data: _MarkupData) { _data = data }
        public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitTableBody(self) }

        public init(_ rows: [Row]) { self.init(raw: RawMarkup(.tableBody, children: rows.map { $0.raw })) }
        public init(_ rows: Row...) { self.init(rows) }

        public var rows: [Row] { children.compactMap { $0 as? Row } }
    }
}
