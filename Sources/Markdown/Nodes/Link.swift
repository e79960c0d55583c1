/// A link: inline, reference or autolink.
public struct Link: InlineMarkup, BasicInlineContainer {
    public var _data: _MarkupData

    public init(_ data: _MarkupData) { _data = data }

    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitLink(self) }

    public init<Children: Sequence>(_ children: Children, inheritSourceRange: Bool) where Children.Element == InlineMarkup {
        self.init(destination: nil, title: nil, children, inheritSourceRange: inheritSourceRange)
    }

    public init<Children: Sequence>(destination: String? = nil, title: String? = nil, _ children: Children,
                                    inheritSourceRange: Bool = false) where Children.Element == InlineMarkup {
        let (raws, range) = rawParts(children.map { $0 as Markup }, inheritSourceRange: inheritSourceRange)
        self.init(_MarkupData(root: RawMarkup(.link(destination: destination, title: title), parsedRange: range, raws)))
    }

    public init(destination: String? = nil, title: String? = nil, _ children: InlineMarkup...) {
        self.init(destination: destination, title: title, children)
    }

    private var parts: (destination: String?, title: String?) {
        guard case .link(let destination, let title) = raw.markup.data else { return (nil, nil) }
        return (destination, title)
    }

    /// Where the link goes.
    public var destination: String? {
        get { parts.destination }
        set { replaceData(.link(destination: newValue, title: parts.title)) }
    }

    /// The link's title, `nil` when it has none.
    public var title: String? {
        get { parts.title }
        set { replaceData(.link(destination: parts.destination, title: newValue)) }
    }

    /// Whether the link is an autolink: its text is its destination.
    public var isAutolink: Bool {
        guard let destination, childCount == 1, let text = child(at: 0) as? Text else { return false }
        return text.string == destination
    }
}
