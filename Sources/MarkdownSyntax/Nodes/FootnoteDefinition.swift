/// A GFM footnote definition (`[^label]: text`).
public struct FootnoteDefinition: BlockMarkup, BlockContainer {
    public let _data: _MarkupData
    public init(_ data: _MarkupData) { _data = data }
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitFootnoteDefinition(self) }

    public init(label: String, _ children: [any BlockMarkup]) {
        self.init(raw: RawMarkup(.footnoteDefinition(label: label), children: children.raws))
    }

    public init(label: String, @BlockMarkupBuilder _ content: () -> [any BlockMarkup]) {
        self.init(label: label, content())
    }

    /// The label as written, without `[^` and `]`.
    public var label: String {
        guard case .footnoteDefinition(let label) = raw.kind else { preconditionFailure("not a footnote definition") }
        return label
    }
}
