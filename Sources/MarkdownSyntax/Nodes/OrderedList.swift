/// A numbered list (`1.` or `1)` markers).
public struct OrderedList: BlockMarkup {
    public let _data: _MarkupData
    public init(_ data: _MarkupData) { _data = data }
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitOrderedList(self) }

    public init(startIndex: Int = 1, delimiter: OrderedListDelimiter = .period, isTight: Bool = true,
                _ items: [ListItem]) {
        let info = OrderedListInfo(start: startIndex, delimiter: delimiter, isTight: isTight)
        self.init(raw: RawMarkup(.orderedList(info), children: items.map { $0.raw }))
    }

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

    public var delimiter: OrderedListDelimiter {
        get { info.delimiter }
        set { var info = info; info.delimiter = newValue; self = replacingKind(.orderedList(info)) }
    }

    /// A tight list's items are not separated by blank lines (rendered without `<p>`).
    public var isTight: Bool {
        get { info.isTight }
        set { var info = info; info.isTight = newValue; self = replacingKind(.orderedList(info)) }
    }

    public var items: [ListItem] { children.compactMap { $0 as? ListItem } }
}
