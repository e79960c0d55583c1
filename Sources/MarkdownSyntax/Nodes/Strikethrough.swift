/// GFM strikethrough (`~text~` or `~~text~~`).
public struct Strikethrough: InlineMarkup, InlineContainer {
    public let _data: _MarkupData
    public init(_ data: _MarkupData) { _data = data }
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitStrikethrough(self) }

    public init(delimiterCount: Int = 2, _ children: [any InlineMarkup]) {
        self.init(raw: RawMarkup(.strikethrough(delimiterCount: delimiterCount), children: children.raws))
    }
    public init(delimiterCount: Int = 2, _ children: any InlineMarkup...) { self.init(delimiterCount: delimiterCount, children) }
    public init(delimiterCount: Int = 2, @InlineMarkupBuilder _ content: () -> [any InlineMarkup]) {
        self.init(delimiterCount: delimiterCount, content())
    }

    /// 1 for `~`, 2 for `~~`.
    public var delimiterCount: Int {
        guard case .strikethrough(let count) = raw.kind else { preconditionFailure("not strikethrough") }
        return count
    }
}
