/// A line ending inside a paragraph, rendered as a newline (or a space).
public struct SoftBreak: InlineMarkup {
    /// The node's storage and its place in the tree; for the library's use, not for reading directly.
    public let _data: _MarkupData
    /// Wraps storage the library hands out; use the other initializers to make nodes.
    public init(_ data: _MarkupData) { _data = data }
    /// Calls the visitor's `visitSoftBreak(_:)`.
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitSoftBreak(self) }

    /// Makes a soft break (a plain line ending inside a paragraph).
    public init() { self.init(raw: RawMarkup(.softBreak)) }
}
