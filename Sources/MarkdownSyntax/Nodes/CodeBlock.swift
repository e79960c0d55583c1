/// A fenced or indented code block.
public struct CodeBlock: BlockMarkup {
    /// The node's storage and its place in the tree; for the library's use, not for reading directly.
    public let _data: _MarkupData
    /// Wraps storage the library hands out; use the other initializers to make nodes.
    public init(_ data: _MarkupData) { _data = data }
    /// Calls the visitor's `visitCodeBlock(_:)`.
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitCodeBlock(self) }

    /// A fenced block (pass `fence: nil` for an indented one). `code` should end with a newline.
    public init(infoString: String = "", fence: CodeFence? = CodeFence(), _ code: String) {
        self.init(raw: RawMarkup(.codeBlock(CodeBlockInfo(fence: fence, infoString: infoString, code: code))))
    }

    private var info: CodeBlockInfo {
        guard case .codeBlock(let info) = raw.kind else { preconditionFailure("not a code block") }
        return info
    }

    /// The code, each line ending with a newline.
    public var code: String {
        get { info.code }
        set { var info = info; info.code = newValue; self = replacingKind(.codeBlock(info)) }
    }

    /// The whole (decoded) info string after the opening fence.
    public var infoString: String {
        get { info.infoString }
        set { var info = info; info.infoString = newValue; self = replacingKind(.codeBlock(info)) }
    }

    /// The first word of the info string, or nil.
    public var language: String? {
        let word = infoString.prefix { $0 != " " && $0 != "\t" }
        return word.isEmpty ? nil : String(word)
    }

    /// The opening fence; nil for an indented code block.
    public var fence: CodeFence? {
        get { info.fence }
        set { var info = info; info.fence = newValue; self = replacingKind(.codeBlock(info)) }
    }

    /// Whether the block has a fence (of backticks or tildes), not indentation.
    public var isFenced: Bool { info.fence != nil }
}
