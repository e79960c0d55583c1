/// Text with attributes (`^[text](attributes)`).
public struct InlineAttributes: InlineMarkup, BasicInlineContainer {
    public var _data: _MarkupData

    public init(_ data: _MarkupData) { _data = data }

    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitInlineAttributes(self) }

    public init<Children: Sequence>(_ children: Children, inheritSourceRange: Bool) where Children.Element == InlineMarkup {
        self.init(attributes: "", children)
    }

    public init<Children: Sequence>(attributes: String, _ children: Children) where Children.Element == InlineMarkup {
        self.init(_MarkupData(root: RawMarkup(.inlineAttributes(attributes: attributes), parsedRange: nil,
                                              children.map { $0.raw.markup })))
    }

    public init(attributes: String, _ children: InlineMarkup...) { self.init(attributes: attributes, children) }

    /// The attributes as written between the parentheses.
    public var attributes: String {
        get {
            guard case .inlineAttributes(let attributes) = raw.markup.data else { return "" }
            return attributes
        }
        set { replaceData(.inlineAttributes(attributes: newValue)) }
    }
}
