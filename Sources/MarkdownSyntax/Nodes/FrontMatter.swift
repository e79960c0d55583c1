/// YAML or TOML front matter at the start of a document, kept verbatim.
public struct FrontMatter: BlockMarkup {
    public let _data: _MarkupData
    public init(_ data: _MarkupData) { _data = data }
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitFrontMatter(self) }

    public init(format: FrontMatterFormat = .yaml, content: String) {
        self.init(raw: RawMarkup(.frontMatter(format, content: content)))
    }

    private var parts: (FrontMatterFormat, String) {
        guard case .frontMatter(let format, let content) = raw.kind else { preconditionFailure("not front matter") }
        return (format, content)
    }

    public var format: FrontMatterFormat { parts.0 }
    /// The text between the delimiter lines.
    public var content: String { parts.1 }
}
