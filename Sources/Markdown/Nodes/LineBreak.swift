/// A hard line break (two spaces or a backslash before a line ending).
public struct LineBreak: InlineMarkup {
    public var _data: _MarkupData

    public init(_ data: _MarkupData) { _data = data }

    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitLineBreak(self) }

    public init() { self.init(_MarkupData(root: .lineBreak(parsedRange: nil))) }

    public var plainText: String { "\n" }
}
