/// An item of an ordered or unordered list.
public struct ListItem: BlockContainer {
    public var _data: _MarkupData

    public init(_ data: _MarkupData) { _data = data }

    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitListItem(self) }

    public init<Children: Sequence>(checkbox: Checkbox? = .none, _ children: Children)
    where Children.Element == BlockMarkup {
        self.init(_MarkupData(root: .listItem(checkbox: checkbox, parsedRange: nil, children.map { $0.raw.markup })))
    }

    public init(checkbox: Checkbox? = .none, _ children: BlockMarkup...) { self.init(checkbox: checkbox, children) }

    /// The task list checkbox, `nil` for a plain item.
    public var checkbox: Checkbox? {
        get {
            guard case .listItem(let checkbox) = raw.markup.data else { return nil }
            return checkbox
        }
        set { replaceData(.listItem(checkbox: newValue)) }
    }
}
