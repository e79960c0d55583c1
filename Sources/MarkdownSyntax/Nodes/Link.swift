/// A link: inline, reference (full, collapsed, shortcut), autolink or GFM bare URL.
public struct Link: InlineMarkup, InlineContainer {
    public let _data: _MarkupData
    public init(_ data: _MarkupData) { _data = data }
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitLink(self) }

    public init(destination: String, title: String? = nil, form: LinkForm = .inline, label: String? = nil,
                _ children: [any InlineMarkup]) {
        let info = LinkInfo(destination: destination, title: title, form: form, label: label)
        self.init(raw: RawMarkup(.link(info), children: children.raws))
    }

    public init(destination: String, title: String? = nil, _ children: any InlineMarkup...) {
        self.init(destination: destination, title: title, children)
    }

    public init(destination: String, title: String? = nil, @InlineMarkupBuilder _ content: () -> [any InlineMarkup]) {
        self.init(destination: destination, title: title, content())
    }

    private var info: LinkInfo {
        guard case .link(let info) = raw.kind else { preconditionFailure("not a link") }
        return info
    }

    /// The URL (for reference links, the definition's destination).
    public var destination: String {
        get { info.destination }
        set { var info = info; info.destination = newValue; self = replacingKind(.link(info)) }
    }

    public var title: String? {
        get { info.title }
        set { var info = info; info.title = newValue; self = replacingKind(.link(info)) }
    }

    public var form: LinkForm {
        get { info.form }
        set { var info = info; info.form = newValue; self = replacingKind(.link(info)) }
    }

    /// For reference links, the label as written (for collapsed and shortcut links, the text).
    public var label: String? { info.label }
}
