/// A GFM table: a head row, then a body of rows.
public struct Table: BlockMarkup {
    public let _data: _MarkupData
    public init(_ data: _MarkupData) { _data = data }
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitTable(self) }

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
    public var columnCount: Int { info.alignments.count }

    public var head: Head { children.first { $0 is Head } as? Head ?? Head([]) }
    public var body: Body? { children.first { $0 is Body } as? Body }

    /// Where the delimiter row (`| --- | :-: |`) is in the source.
    public var delimiterRowRange: SourceRange? {
        guard raw.range != nil, let bytes = info.delimiterRow, let source = _data.sourceFile else { return nil }
        return source.range(of: bytes)
    }

    /// Byte ranges of the delimiter row's cells (the alignment markers), as written.
    public var delimiterCellByteRanges: [Range<Int>] { raw.range == nil ? [] : info.delimiterCells }
}
