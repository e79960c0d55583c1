/// A block of raw HTML, kept verbatim.
public struct HTMLBlock: BlockMarkup {
    /// The node's storage and its place in the tree; for the library's use, not for reading directly.
    public let _data: _MarkupData
    /// Wraps storage the library hands out; use the other initializers to make nodes.
    public init(_ data: _MarkupData) { _data = data }
    /// Calls the visitor's `visitHTMLBlock(_:)`.
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitHTMLBlock(self) }

    /// Makes an HTML block of `rawHTML` (lines joined with newlines), printed and rendered as it is.
    public init(_ rawHTML: String) { self.init(raw: RawMarkup(.htmlBlock(rawHTML, htmlKind: 6))) }

    private var parts: (String, Int) {
        guard case .htmlBlock(let html, let kind) = raw.kind else { preconditionFailure("not an HTML block") }
        return (html, kind)
    }

    /// The HTML lines, joined with newlines.
    public var rawHTML: String { parts.0 }

    /// Which of CommonMark's seven HTML block start conditions began the block (1–7).
    public var startCondition: Int { parts.1 }
}
