/// A bulleted list (`-`, `*` or `+` markers).
public struct UnorderedList: BlockMarkup {
    public let _data: _MarkupData
    public init(_ data: _MarkupData) { _data = data }
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitUnorderedList(self) }

    public init(marker: UnorderedListMarker = .dash, isTight: Bool = true, _ items: [ListItem]) {
        self.init(raw: RawMarkup(.unorderedList(UnorderedListInfo(marker: marker, isTight: isTight)),
                                 children: items.map { $0.raw }))
    }

    public init(marker: UnorderedListMarker = .dash, isTight: Bool = true, _ items: ListItem...) {
        self.init(marker: marker, isTight: isTight, items)
    }

    private var info: UnorderedListInfo {
        guard case .unorderedList(let info) = raw.kind else { preconditionFailure("not an unordered list") }
        return info
    }

    public var marker: UnorderedListMarker {
        get { info.marker }
        set { var info = info; info.marker = newValue; self = replacingKind(.unorderedList(info)) }
    }

    public var isTight: Bool {
        get { info.isTight }
        set { var info = info; info.isTight = newValue; self = replacingKind(.unorderedList(info)) }
    }

    public var items: [ListItem] { children.compactMap { $0 as? ListItem } }
}
