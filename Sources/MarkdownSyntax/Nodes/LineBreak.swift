/// A hard line break: a backslash or two or more spaces at the end of a line.
public struct LineBreak: InlineMarkup {
    /// The node's storage and its place in the tree; for the library's use, not for reading directly.
    public let _data: _MarkupData
    /// Wraps storage the library hands out; use the other initializers to make nodes.
    public init(_ data: _MarkupData) { _data = data }
    /// Calls the visitor's `visitLineBreak(_:)`.
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitLineBreak(self) }

    /// Makes a hard line break written in `style`.
    public init(style: LineBreakStyle = .backslash) { self.init(raw: RawMarkup(.lineBreak(style))) }

    /// How the break was written: a backslash or trailing spaces.
    public var style: LineBreakStyle {
        guard case .lineBreak(let style) = raw.kind else { preconditionFailure("not a line break") }
        return style
    }
}
