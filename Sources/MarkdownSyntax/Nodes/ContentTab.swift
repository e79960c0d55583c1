/// An MkDocs content tab (`=== "Title"`, pymdownx.tabbed): the opening line, then a body of
/// blocks indented four spaces. Consecutive tabs form one tab set.
public struct ContentTab: BlockMarkup, BlockContainer {
    public let _data: _MarkupData
    public init(_ data: _MarkupData) { _data = data }
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitContentTab(self) }

    /// `flags`: `+` selects the tab, `!` starts a new tab set.
    public init(title: String, flags: String = "", _ children: [any BlockMarkup]) {
        self.init(raw: RawMarkup(.contentTab(ContentTabInfo(flags: flags, title: title)), children: children.raws))
    }

    public init(title: String, flags: String = "", @BlockMarkupBuilder _ content: () -> [any BlockMarkup]) {
        self.init(title: title, flags: flags, content())
    }

    private var info: ContentTabInfo {
        guard case .contentTab(let info) = raw.kind else { preconditionFailure("not a content tab") }
        return info
    }

    /// The title as written, without its quotes.
    public var title: String { info.title }

    /// What follows `===` before the title, as written (`+`, `!`, `+!`).
    public var flags: String { info.flags }

    /// Whether the tab is selected when the page opens (`===+`).
    public var isSelected: Bool { info.flags.contains("+") }

    /// Whether the tab starts a new tab set even right after another tab (`===!`).
    public var startsNewSet: Bool { info.flags.contains("!") }
}
