/// An MkDocs admonition (`!!! note "Title"`) or collapsible details block (`??? note`,
/// `???+ note`): the opening line, then a body of blocks indented four spaces.
public struct Admonition: BlockMarkup, BlockContainer {
    public let _data: _MarkupData
    public init(_ data: _MarkupData) { _data = data }
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitAdmonition(self) }

    public init(style: AdmonitionStyle = .admonition, qualifiers: String, title: String? = nil,
                _ children: [any BlockMarkup]) {
        let info = AdmonitionInfo(style: style, qualifiers: qualifiers, title: title)
        self.init(raw: RawMarkup(.admonition(info), children: children.raws))
    }

    public init(style: AdmonitionStyle = .admonition, qualifiers: String, title: String? = nil,
                @BlockMarkupBuilder _ content: () -> [any BlockMarkup]) {
        self.init(style: style, qualifiers: qualifiers, title: title, content())
    }

    private var info: AdmonitionInfo {
        guard case .admonition(let info) = raw.kind else { preconditionFailure("not an admonition") }
        return info
    }

    public var style: AdmonitionStyle { info.style }

    /// The type qualifier and any further classes, as written (`note`, `tip inline end`).
    public var qualifiers: String { info.qualifiers }

    /// The type qualifier: the first word of `qualifiers` (`note`).
    public var type: String { String(info.qualifiers.prefix { $0 != " " }) }

    /// The quoted title as written, without its quotes; nil when there is none (the title
    /// is then the type in title case), empty for `""` (no title bar).
    public var title: String? { info.title }
}
