/// A link reference definition (`[label]: destination "title"`), kept where it was written.
public struct LinkReferenceDefinition: BlockMarkup {
    public let _data: _MarkupData
    public init(_ data: _MarkupData) { _data = data }
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitLinkReferenceDefinition(self) }

    public init(label: String, destination: String, title: String? = nil) {
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
    public var destination: String { info.destination }
    public var title: String? { info.title }
}
