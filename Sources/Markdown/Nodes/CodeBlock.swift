/// A fenced or indented code block.
public struct CodeBlock: BlockMarkup {
    public var _data: _MarkupData

    public init(_ data: _MarkupData) { _data = data }

    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitCodeBlock(self) }

    public init(language: String? = nil, _ code: String) {
        self.init(_MarkupData(root: .codeBlock(parsedRange: nil, code: code, language: language)))
    }

    private var parts: (code: String, language: String?) {
        guard case .codeBlock(let code, let language) = raw.markup.data else { return ("", nil) }
        return (code, language)
    }

    /// The first word of the info string, `nil` when there is none.
    public var language: String? {
        get { parts.language }
        set { replaceData(.codeBlock(code: parts.code, language: newValue)) }
    }

    /// The code, each line ending with a line feed.
    public var code: String {
        get { parts.code }
        set { replaceData(.codeBlock(code: newValue, language: parts.language)) }
    }
}
