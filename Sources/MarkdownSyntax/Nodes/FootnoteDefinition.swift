/// A GFM footnote definition (`[^label]: text`).
public struct FootnoteDefinition: BlockMarkup, BlockContainer {
    /// The node's storage and its place in the tree; for the library's use, not for reading directly.
    public let _data: _MarkupData
    /// Wraps storage the library hands out; use the other initializers to make nodes.
    public init(_ data: _MarkupData) { _data = data }
    /// Calls the visitor's `visitFootnoteDefinition(_:)`.
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitFootnoteDefinition(self) }

    /// Makes a footnote definition for `label` (without `[^` and `]`), with the given child blocks.
    /// - Precondition: `LinkLabel.problem(with: label)` is `nil`.
    public init(label: String, _ children: [any BlockMarkup]) {
        LinkLabel.require(label)
        self.init(raw: RawMarkup(.footnoteDefinition(label: label), children: children.raws))
    }

    /// Makes a footnote definition for `label` (without `[^` and `]`), with child blocks written in a builder closure.
    public init(label: String, @BlockMarkupBuilder _ content: () -> [any BlockMarkup]) {
        self.init(label: label, content())
    }

    /// The label as written, without `[^` and `]`.
    public var label: String {
        guard case .footnoteDefinition(let label) = raw.kind else { preconditionFailure("not a footnote definition") }
        return label
    }
}
