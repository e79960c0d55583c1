/// YAML or TOML front matter at the start of a document, kept verbatim.
public struct FrontMatter: BlockMarkup {
    /// The node's storage and its place in the tree; for the library's use, not for reading directly.
    public let _data: _MarkupData
    /// Wraps storage the library hands out; use the other initializers to make nodes.
    public init(_ data: _MarkupData) { _data = data }
    /// Calls the visitor's `visitFrontMatter(_:)`.
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitFrontMatter(self) }

    /// Makes front matter with `content` (the text between the delimiter lines) in `format`.
    public init(format: FrontMatterFormat = .yaml, content: String) {
        self.init(raw: RawMarkup(.frontMatter(format, content: content)))
    }

    private var parts: (FrontMatterFormat, String) {
        guard case .frontMatter(let format, let content) = raw.kind else { preconditionFailure("not front matter") }
        return (format, content)
    }

    /// YAML (`---`) or TOML (`+++`), which decides the delimiter lines.
    public var format: FrontMatterFormat { parts.0 }
    /// The text between the delimiter lines.
    public var content: String { parts.1 }
}
