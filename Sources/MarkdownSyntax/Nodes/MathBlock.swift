/// A block of display math: a line of `$$`, the TeX, and a closing line of `$$` (GitHub;
/// pymdownx.arithmatex in MkDocs). Code fences whose language is `math` stay `CodeBlock`s.
public struct MathBlock: BlockMarkup {
    public let _data: _MarkupData
    public init(_ data: _MarkupData) { _data = data }
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitMathBlock(self) }

    /// `tex` should end with a newline.
    public init(_ tex: String, fenceLength: Int = 2) {
        self.init(raw: RawMarkup(.mathBlock(MathBlockInfo(tex: tex, fenceLength: max(2, fenceLength), isClosed: true))))
    }

    private var info: MathBlockInfo {
        guard case .mathBlock(let info) = raw.kind else { preconditionFailure("not a math block") }
        return info
    }

    /// The TeX lines as written, each ending with a newline.
    public var tex: String { info.tex }

    /// The number of `$` in the opening line.
    public var fenceLength: Int { info.fenceLength }

    /// Whether a closing line ended the block (else it ran to the end of its container).
    public var isClosed: Bool { info.isClosed }
}
