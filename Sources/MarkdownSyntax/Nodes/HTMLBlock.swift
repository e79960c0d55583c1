/// A block of raw HTML, kept verbatim.
public struct HTMLBlock: BlockMarkup {
    public let _data: _MarkupData
    public init(_ data: _MarkupData) { _data = data }
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitHTMLBlock(self) }

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
