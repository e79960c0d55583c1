/// A hard line break: a backslash or two or more spaces at the end of a line.
public struct LineBreak: InlineMarkup {
    public let _data: _MarkupData
    public init(_ data: _MarkupData) { _data = data }
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitLineBreak(self) }

    public init(style: LineBreakStyle = .backslash) { self.init(raw: RawMarkup(.lineBreak(style))) }

    public var style: LineBreakStyle {
        guard case .lineBreak(let style) = raw.kind else { preconditionFailure("not a line break") }
        return style
    }
}
