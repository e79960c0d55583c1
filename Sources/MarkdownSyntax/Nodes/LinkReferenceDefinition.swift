/// A link reference definition (`[label]: destination "title"`), kept where it was written.
public struct LinkReferenceDefinition: BlockMarkup {
    /// The node's storage and its place in the tree; for the library's use, not for reading directly.
    public let _data: _MarkupData
    /// Wraps storage the library hands out; use the other initializers to make nodes.
    public init(_ data: _MarkupData) { _data = data }
    /// Calls the visitor's `visitLinkReferenceDefinition(_:)`.
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitLinkReferenceDefinition(self) }

    /// Makes a definition that links with `label` point at.
    /// - Parameters:
    /// - label: The label as it should appear between the brackets.
    /// - destination: The URL the links go to.
    /// - title: The optional title shown as a tooltip.
    /// - Precondition: `LinkLabel.problem(with: label)` is `nil`.
    public init(label: String, destination: String, title: String? = nil) {
        LinkLabel.require(label)
        self.init(raw: RawMarkup(.linkReferenceDefinition(LinkDefinitionInfo(label: label, destination: destination,
                                                                             title: title))))
    }

    private var info: LinkDefinitionInfo {
        guard case .linkReferenceDefinition(let info) = raw.kind else { preconditionFailure("not a definition") }
        return info
    }

    /// The label as written between the brackets.
    public var label: String { info.label }
    /// The label as links match it: case-folded, whitespace collapsed.
    public var normalizedLabel: String { LinkLabel.normalize(info.label) }
    /// The URL links using this label go to (decoded: escapes and entities resolved).
    public var destination: String {
        get { info.destination }
        set { var info = info; info.destination = newValue; self = replacingKind(.linkReferenceDefinition(info)) }
    }
    /// In a DocC document, the page a `doc:` destination names; nil otherwise (see `Link.topic`).
    public var topic: TopicReference? { topicReference(of: info.destination) }
    /// The title links using this label get, if any.
    public var title: String? {
        get { info.title }
        set { var info = info; info.title = newValue; self = replacingKind(.linkReferenceDefinition(info)) }
    }
}
