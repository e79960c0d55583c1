/// A pymdownx.snippets line (`--8<-- "file.md"`, or `;--8<--` escaped) or block (lines of
/// file names between two `--8<--` lines), kept as written.
public struct Snippet: BlockMarkup {
    public let _data: _MarkupData
    public init(_ data: _MarkupData) { _data = data }
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitSnippet(self) }

    public init(_ text: String) { self.init(raw: RawMarkup(.snippet(text))) }

    /// The lines as written, joined with newlines.
    public var text: String {
        guard case .snippet(let text) = raw.kind else { preconditionFailure("not a snippet") }
        return text
    }
}
