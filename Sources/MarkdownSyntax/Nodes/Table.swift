/// A GFM table: a head row, then a body of rows.
public struct Table: BlockMarkup {
    /// The node's storage and its place in the tree; for the library's use, not for reading directly.
    public let _data: _MarkupData
    /// Wraps storage the library hands out; use the other initializers to make nodes.
    public init(_ data: _MarkupData) { _data = data }
    /// Calls the visitor's `visitTable(_:)`.
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitTable(self) }

    /// Makes a table; every row should have one cell per entry of `columnAlignments`. An empty body is left out.
    public init(columnAlignments: [TableAlignment?], head: Head, body: Body? = nil) {
        let info = TableInfo(alignments: columnAlignments, delimiterRow: nil, delimiterCells: [])
        var children = [head.raw]
        if let body, body.childCount > 0 { children.append(body.raw) }
        self.init(raw: RawMarkup(.table(info), children: children))
    }

    private var info: TableInfo {
        guard case .table(let info) = raw.kind else { preconditionFailure("not a table") }
        return info
    }

    /// One entry per column; nil where the delimiter row sets no alignment.
    public var columnAlignments: [TableAlignment?] { info.alignments }
    /// The number of columns, set by the delimiter row.
    public var columnCount: Int { info.alignments.count }

    /// The header row (an empty one when the tree has none).
    public var head: Head { children.first { $0 is Head } as? Head ?? Head([]) }
    /// The body rows, or nil for a table with only a header row.
    public var body: Body? { children.first { $0 is Body } as? Body }

    /// Where the delimiter row (`| --- | :-: |`) is in the source.
    public var delimiterRowRange: SourceRange? {
        guard raw.range != nil, let bytes = info.delimiterRow, let source = _data.sourceFile else { return nil }
        return source.range(of: bytes)
    }

    /// Byte ranges of the delimiter row's cells (the alignment markers), as written.
    public var delimiterCellByteRanges: [Range<Int>] { raw.range == nil ? [] : info.delimiterCells }
}
