/// An image (`![alt](source "title")` or a reference form); children are the alt text.
public struct Image: InlineMarkup, InlineContainer {
    /// The node's storage and its place in the tree; for the library's use, not for reading directly.
    public let _data: _MarkupData
    /// Wraps storage the library hands out; use the other initializers to make nodes.
    public init(_ data: _MarkupData) { _data = data }
    /// Calls the visitor's `visitImage(_:)`.
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitImage(self) }

    /// Makes an image of `source` with an optional `title`, with the given alt text children. `form` says how it is written; a reference form needs the `label` of a definition that gives the destination.
    /// - Precondition: a `.fullReference` has a `label` that `LinkLabel.problem(with:)` accepts.
    public init(source: String, title: String? = nil, form: LinkForm = .inline, label: String? = nil,
                _ children: [any InlineMarkup]) {
        LinkLabel.requireReference(form: form, label: label)
        let info = LinkInfo(destination: source, title: title, form: form, label: label)
        self.init(raw: RawMarkup(.image(info), children: children.raws))
    }

    /// Makes an inline image of `source` with an optional `title`, with the alt text children listed.
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

    /// The title (shown as a tooltip), if any; for reference images, the definition's.
    public var title: String? {
        get { info.title }
        set { var info = info; info.title = newValue; self = replacingKind(.image(info)) }
    }

    /// How the image was written: inline or one of the reference forms.
    public var form: LinkForm { info.form }
    /// For reference images, the label as written (for collapsed and shortcut forms, the alt text).
    public var label: String? { info.label }
}
