extension Table {
    /// The header row of a table; its children are cells.
    public struct Head: Markup {
        public let _data: _MarkupData
        public init(_ data: _MarkupData) { _data = data }
        public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitTableHead(self) }

        public init(_ cells: [Cell]) { self.init(raw: RawMarkup(.tableHead, children: cells.map { $0.raw })) }
        public init(_ cells: Cell...) { self.init(cells) }

        public var cells: [Cell] { children.compactMap { $0 as? Cell } }
    }
}
