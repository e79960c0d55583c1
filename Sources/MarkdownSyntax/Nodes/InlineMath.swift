/// GitHub math inside a paragraph: `$…$`, display `$$…$$`, or `` $`…`$ ``. The TeX is kept as
/// written: no Markdown (emphasis, escapes, links) is read inside it.
public struct InlineMath: InlineMarkup {
    public let _data: _MarkupData
    public init(_ data: _MarkupData) { _data = data }
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitInlineMath(self) }

    public init(_ tex: String, delimiter: MathDelimiter = .dollar) {
        self.init(raw: RawMarkup(.inlineMath(InlineMathInfo(tex: tex, delimiter: delimiter))))
    }

    private var info: InlineMathInfo {
        guard case .inlineMath(let info) = raw.kind else { preconditionFailure("not inline math") }
        return info
    }

    /// The TeX between the delimiters, as written.
    public var tex: String { info.tex }

    public var delimiter: MathDelimiter { info.delimiter }

    /// Whether it is display math (`$$…$$`).
    public var isDisplay: Bool { info.delimiter == .doubleDollar }
}
