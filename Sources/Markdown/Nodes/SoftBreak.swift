/// A line ending inside a paragraph, rendered as a space.
public struct SoftBreak: InlineMarkup {
    public var _data: _MarkupData

    public init(_ data: _MarkupData) { _data = data }

    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitSoftBreak(self) }

    public init() { self.init(_MarkupData(root: .softBreak(parsedRange: nil))) }

    public var plainText: String { " " }
}
