/// A bulleted list (`-`, `*` or `+` markers).
public struct UnorderedList: BlockMarkup {
    /// The node's storage and its place in the tree; for the library's use, not for reading directly.
    public let _data: _MarkupData
    /// Wraps storage the library hands out; use the other initializers to make nodes.
    public init(_ data: _MarkupData) { _data = data }
    /// Calls the visitor's `visitUnorderedList(_:)`.
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitUnorderedList(self) }

    /// Makes a bullet list marked with `marker`; a tight list has no blank lines between items, with the given items.
    public init(marker: UnorderedListMarker = .dash, isTight: Bool = true, _ items: [ListItem]) {
        self.init(raw: RawMarkup(.unorderedList(UnorderedListInfo(marker: marker, isTight: isTight)),
                                 children: items.map { $0.raw }))
    }

    /// Makes a bullet list marked with `marker`; a tight list has no blank lines between items, with the items listed.
    public init(marker: UnorderedListMarker = .dash, isTight: Bool = true, _ items: ListItem...) {
        self.init(marker: marker, isTight: isTight, items)
    }

    private var info: UnorderedListInfo {
        guard case .unorderedList(let info) = raw.kind else { preconditionFailure("not an unordered list") }
        return info
    }

    /// `-`, `*` or `+`, the marker every item uses.
    public var marker: UnorderedListMarker {
        get { info.marker }
        set { var info = info; info.marker = newValue; self = replacingKind(.unorderedList(info)) }
    }

    /// A tight list's items are not separated by blank lines (rendered without `<p>`).
    public var isTight: Bool {
        get { info.isTight }
        set { var info = info; info.isTight = newValue; self = replacingKind(.unorderedList(info)) }
    }

    /// The list's items in order.
    public var items: [ListItem] { listItemArray }
}
