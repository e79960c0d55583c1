/// A link: inline, reference (full, collapsed, shortcut), autolink or GFM bare URL.
public struct Link: InlineMarkup, InlineContainer {
    /// The node's storage and its place in the tree; for the library's use, not for reading directly.
    public let _data: _MarkupData
    /// Wraps storage the library hands out; use the other initializers to make nodes.
    public init(_ data: _MarkupData) { _data = data }
    /// Calls the visitor's `visitLink(_:)`.
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitLink(self) }

    /// Makes a link to `destination` with an optional `title`, with the given text children. `form` says how it is written; a reference form needs the `label` of a definition that gives the destination.
    /// - Precondition: a `.fullReference` has a `label` that `LinkLabel.problem(with:)` accepts.
    public init(destination: String, title: String? = nil, form: LinkForm = .inline, label: String? = nil,
                _ children: [any InlineMarkup]) {
        LinkLabel.requireReference(form: form, label: label)
        let info = LinkInfo(destination: destination, title: title, form: form, label: label)
        self.init(raw: RawMarkup(.link(info), children: children.raws))
    }

    /// Makes an inline link to `destination` with an optional `title`, with the text children listed.
    public init(destination: String, title: String? = nil, _ children: any InlineMarkup...) {
        self.init(destination: destination, title: title, children)
    }

    /// Makes an inline link to `destination` with an optional `title`, with text children written in a builder closure.
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

    /// The title (shown as a tooltip), if any; for reference links, the definition's.
    public var title: String? {
        get { info.title }
        set { var info = info; info.title = newValue; self = replacingKind(.link(info)) }
    }

    /// How the link was written: inline, one of the reference forms, an autolink or a bare URL.
    public var form: LinkForm {
        get { info.form }
        set { var info = info; info.form = newValue; self = replacingKind(.link(info)) }
    }

    /// In a DocC document, the page a `doc:` destination names (`<doc:Article>`,
    /// `[text](doc:Article#heading)`); nil for every other link, and in other dialects,
    /// where `doc:` is just a scheme.
    public var topic: TopicReference? { topicReference(of: info.destination) }

    /// For reference links, the label as written (for collapsed and shortcut links, the text).
    public var label: String? { info.label }
}
