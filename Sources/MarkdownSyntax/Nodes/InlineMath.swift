/// GitHub math inside a paragraph: `$…$`, display `$$…$$`, or a code span between dollars.
/// The TeX is kept as written: no Markdown (emphasis, escapes, links) is read inside it.
public struct InlineMath: InlineMarkup {
    /// The node's storage and its place in the tree; for the library's use, not for reading directly.
    public let _data: _MarkupData
    /// Wraps storage the library hands out; use the other initializers to make nodes.
    public init(_ data: _MarkupData) { _data = data }
    /// Calls the visitor's `visitInlineMath(_:)`.
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitInlineMath(self) }

    /// Makes inline math from its TeX, between `delimiter` (by default `$…$`).
    public init(_ tex: String, delimiter: MathDelimiter = .dollar) {
        self.init(raw: RawMarkup(.inlineMath(InlineMathInfo(tex: tex, delimiter: delimiter))))
    }

    private var info: InlineMathInfo {
        guard case .inlineMath(let info) = raw.kind else { preconditionFailure("not inline math") }
        return info
    }

    /// The TeX between the delimiters, as written.
    public var tex: String { info.tex }

    /// The delimiters around the TeX, as written.
    public var delimiter: MathDelimiter { info.delimiter }

    /// Whether it is display math (`$$…$$`).
    public var isDisplay: Bool { info.delimiter == .doubleDollar }
}
