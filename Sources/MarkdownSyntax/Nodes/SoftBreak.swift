/// A line ending inside a paragraph, rendered as a newline (or a space).
public struct SoftBreak: InlineMarkup {
    public let _data: _MarkupData
    public init(_ data: _MarkupData) { _data = data }
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitSoftBreak(self) }

    public init() { self.init(raw: RawMarkup(.softBreak)) }
}
