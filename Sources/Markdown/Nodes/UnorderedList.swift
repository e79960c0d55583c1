/// A bulleted list.
public struct UnorderedList: ListItemContainer, BlockContainer {
    public var _data: _MarkupData

    public init(_ data: _MarkupData) { _data = data }

    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitUnorderedList(self) }

    public init<Items: Sequence>(_ items: Items) where Items.Element == ListItem {
        self.init(_MarkupData(root: .unorderedList(parsedRange: nil, items.map { $0.raw.markup })))
    }
}
