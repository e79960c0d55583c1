/// A numbered list.
public struct OrderedList: ListItemContainer, BlockContainer {
    public var _data: _MarkupData

    public init(_ data: _MarkupData) { _data = data }

    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitOrderedList(self) }

    public init<Items: Sequence>(_ items: Items) where Items.Element == ListItem {
        self.init(_MarkupData(root: .orderedList(parsedRange: nil, items.map { $0.raw.markup })))
    }

    /// The first item's number.
    public var startIndex: UInt {
        get {
            guard case .orderedList(let start) = raw.markup.data else { return 1 }
            return start
        }
        set { replaceData(.orderedList(startIndex: newValue)) }
    }
}
