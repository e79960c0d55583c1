/// A numbered list (`1.` or `1)` markers).
public struct OrderedList: BlockMarkup {
    /// The node's storage and its place in the tree; for the library's use, not for reading directly.
    public let _data: _MarkupData
    /// Wraps storage the library hands out; use the other initializers to make nodes.
    public init(_ data: _MarkupData) { _data = data }
    /// Calls the visitor's `visitOrderedList(_:)`.
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitOrderedList(self) }

    /// Makes an ordered list numbered from `startIndex`, with `.` or `)` after the numbers; a tight list has no blank lines between items, with the given items.
    public init(startIndex: Int = 1, delimiter: OrderedListDelimiter = .period, isTight: Bool = true,
                _ items: [ListItem]) {
        let info = OrderedListInfo(start: startIndex, delimiter: delimiter, isTight: isTight)
        self.init(raw: RawMarkup(.orderedList(info), children: items.map { $0.raw }))
    }

    /// Makes an ordered list numbered from `startIndex`, with the items listed.
    public init(startIndex: Int = 1, delimiter: OrderedListDelimiter = .period, isTight: Bool = true,
                _ items: ListItem...) {
        self.init(startIndex: startIndex, delimiter: delimiter, isTight: isTight, items)
    }

    private var info: OrderedListInfo {
        guard case .orderedList(let info) = raw.kind else { preconditionFailure("not an ordered list") }
        return info
    }

    /// The number of the first item as written.
    public var startIndex: Int {
        get { info.start }
        set { var info = info; info.start = newValue; self = replacingKind(.orderedList(info)) }
    }

    /// `.` or `)` after each number.
    public var delimiter: OrderedListDelimiter {
        get { info.delimiter }
        set { var info = info; info.delimiter = newValue; self = replacingKind(.orderedList(info)) }
    }

    /// A tight list's items are not separated by blank lines (rendered without `<p>`).
    public var isTight: Bool {
        get { info.isTight }
        set { var info = info; info.isTight = newValue; self = replacingKind(.orderedList(info)) }
    }

    /// The list's items in order.
    public var items: [ListItem] { listItemArray }
}
