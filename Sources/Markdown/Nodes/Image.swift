/// An image; its children are the alternative text.
public struct Image: InlineMarkup, BasicInlineContainer {
    public var _data: _MarkupData

    public init(_ data: _MarkupData) { _data = data }

    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitImage(self) }

    public init<Children: Sequence>(_ children: Children, inheritSourceRange: Bool) where Children.Element == InlineMarkup {
        let (raws, range) = rawParts(children.map { $0 as Markup }, inheritSourceRange: inheritSourceRange)
        self.init(_MarkupData(root: RawMarkup(.image(source: nil, title: nil), parsedRange: range, raws)))
    }

    public init<Children: Sequence>(source: String? = nil, title: String? = nil, _ children: Children)
    where Children.Element == InlineMarkup {
        self.init(_MarkupData(root: .image(source: source, title: title, parsedRange: nil, children.map { $0.raw.markup })))
    }

    public init(source: String? = nil, title: String? = nil, _ children: InlineMarkup...) {
        self.init(source: source, title: title, children)
    }

    private var parts: (source: String?, title: String?) {
        guard case .image(let source, let title) = raw.markup.data else { return (nil, nil) }
        return (source, title)
    }

    /// The image's address.
    public var source: String? {
        get { parts.source }
        set { replaceData(.image(source: newValue, title: parts.title)) }
    }

    /// The image's title, `nil` when it has none.
    public var title: String? {
        get { parts.title }
        set { replaceData(.image(source: parts.source, title: newValue)) }
    }
}
