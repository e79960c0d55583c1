/// A pymdownx.snippets line (`--8<-- "file.md"`, or `;--8<--` escaped) or block (lines of
/// file names between two `--8<--` lines), kept as written.
public struct Snippet: BlockMarkup {
    /// The node's storage and its place in the tree; for the library's use, not for reading directly.
    public let _data: _MarkupData
    /// Wraps storage the library hands out; use the other initializers to make nodes.
    public init(_ data: _MarkupData) { _data = data }
    /// Calls the visitor's `visitSnippet(_:)`.
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitSnippet(self) }

    /// Makes a snippet from its lines, joined with newlines, as they should be written.
    public init(_ text: String) { self.init(raw: RawMarkup(.snippet(text))) }

    /// The lines as written, joined with newlines.
    public var text: String {
        guard case .snippet(let text) = raw.kind else { preconditionFailure("not a snippet") }
        return text
    }
}
