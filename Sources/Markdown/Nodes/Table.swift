/// A GFM table: a head row and a body of rows.
public struct Table: BlockMarkup {
    public var _data: _MarkupData

    public init(_ data: _MarkupData) { _data = data }

    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitTable(self) }

    /// How a column's cells are aligned.
    public enum ColumnAlignment: Sendable {
        case left
        case center
        case right
    }

    public init(columnAlignments: [ColumnAlignment?]? = nil, header: Head = [], body: Body = []) {
        self.init(_MarkupData(root: .table(columnAlignments: columnAlignments ?? [], parsedRange: nil,
                                           header: header.raw.markup, body: body.raw.markup)))
    }

    private var storedAlignments: [ColumnAlignment?] {
        guard case .table(let alignments) = raw.markup.data else { return [] }
        return alignments
    }

    /// One alignment per column (`nil`: not specified), as many as the widest row has cells.
    public var columnAlignments: [ColumnAlignment?] {
        get {
            let stored = storedAlignments
            return stored + Array(repeating: nil, count: max(0, maxColumnCount - stored.count))
        }
        set { replaceData(.table(columnAlignments: newValue)) }
    }

    /// The most cells any row has, the head included.
    public var maxColumnCount: Int {
        max(head.childCount, body.rows.reduce(0) { max($0, $1.childCount) })
    }

    /// The head row.
    public var head: Head {
        get { child(at: 0) as? Head ?? [] }
        set { replaceChildrenInRange(0..<min(1, childCount), with: CollectionOfOne(newValue as Markup)) }
    }

    /// The body rows.
    public var body: Body {
        get { child(at: 1) as? Body ?? [] }
        set { replaceChildrenInRange(min(1, childCount)..<childCount, with: CollectionOfOne(newValue as Markup)) }
    }

    /// Whether the table has neither head cells nor body rows.
    public var isEmpty: Bool { head.isEmpty && body.isEmpty }
}
