/// An image (`![alt](source "title")` or a reference form); children are the alt text.
public struct Image: InlineMarkup, InlineContainer {
    public let _data: _MarkupData
    public init(_ data: _MarkupData) { _data = data }
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitImage(self) }

    public init(source: String, title: String? = nil, form: LinkForm = .inline, label: String? = nil,
                _ children: [any InlineMarkup]) {
        let info = LinkInfo(destination: source, title: title, form: form, label: label)
        self.init(raw: RawMarkup(.image(info), children: children.raws))
    }

    public init(source: String, title: String? = nil, _ children: any InlineMarkup...) {
        self.init(source: source, title: title, children)
    }

    private var info: LinkInfo {
        guard case .image(let info) = raw.kind else { preconditionFailure("not an image") }
        return info
    }

    /// The image URL (for reference images, the definition's destination).
    public var source: String {
        get { info.destination }
        set { var info = info; info.destination = newValue; self = replacingKind(.image(info)) }
    }

    public var title: String? {
        get { info.title }
        set { var info = info; info.title = newValue; self = replacingKind(.image(info)) }
    }

    public var form: LinkForm { info.form }
    public var label: String? { info.label }
}
