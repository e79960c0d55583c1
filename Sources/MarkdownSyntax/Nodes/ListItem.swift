/// An item of an ordered or unordered list, possibly a GFM task (`- [x] done`).
public struct ListItem: BlockMarkup, BlockContainer {
    /// The node's storage and its place in the tree; for the library's use, not for reading directly.
    public let _data: _MarkupData
    /// Wraps storage the library hands out; use the other initializers to make nodes.
    public init(_ data: _MarkupData) { _data = data }
    /// Calls the visitor's `visitListItem(_:)`.
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitListItem(self) }

    /// Makes a list item, a task item when `checkbox` is given, with the given child blocks.
    public init(checkbox: Checkbox? = nil, _ children: [any BlockMarkup]) {
        let info = ListItemInfo(marker: "", markerRange: nil, contentOffset: 0, checkbox: checkbox, checkboxRange: nil)
        self.init(raw: RawMarkup(.listItem(info), children: children.raws))
    }

    /// Makes a list item, a task item when `checkbox` is given, with the child blocks listed.
    public init(checkbox: Checkbox? = nil, _ children: any BlockMarkup...) { self.init(checkbox: checkbox, children) }

    /// Makes a list item, a task item when `checkbox` is given, with child blocks written in a builder closure.
    public init(checkbox: Checkbox? = nil, @BlockMarkupBuilder _ content: () -> [any BlockMarkup]) {
        self.init(checkbox: checkbox, content())
    }

    private var info: ListItemInfo {
        guard case .listItem(let info) = raw.kind else { preconditionFailure("not a list item") }
        return info
    }

    /// The task-list checkbox, if this item is a task.
    public var checkbox: Checkbox? {
        get { info.checkbox }
        set { var info = info; info.checkbox = newValue; self = replacingKind(.listItem(info)) }
    }

    /// The marker as written (`-`, `*`, `+`, `1.`, `07)`); empty for items built in code.
    public var marker: String { info.marker }

    /// Columns from the start of the marker to the item's content.
    public var contentOffset: Int { info.contentOffset }

    /// Where the marker is in the source.
    public var markerRange: SourceRange? { sourceRange(info.markerRange) }

    /// Where the `[ ]` or `[x]` is in the source.
    public var checkboxRange: SourceRange? { sourceRange(info.checkboxRange) }

    /// The marker's UTF-8 byte range in the source; nil for items built in code.
    public var markerByteRange: Range<Int>? { raw.range == nil ? nil : info.markerRange }
    /// The checkbox's UTF-8 byte range in the source; nil when there is none or the item was built in code.
    public var checkboxByteRange: Range<Int>? { raw.range == nil ? nil : info.checkboxRange }

    private func sourceRange(_ bytes: Range<Int>?) -> SourceRange? {
        guard raw.range != nil, let bytes, let source = _data.sourceFile else { return nil }
        return source.range(of: bytes)
    }
}
