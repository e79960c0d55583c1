/// GFM strikethrough (`~text~` or `~~text~~`).
public struct Strikethrough: InlineMarkup, InlineContainer {
    /// The node's storage and its place in the tree; for the library's use, not for reading directly.
    public let _data: _MarkupData
    /// Wraps storage the library hands out; use the other initializers to make nodes.
    public init(_ data: _MarkupData) { _data = data }
    /// Calls the visitor's `visitStrikethrough(_:)`.
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitStrikethrough(self) }

    /// Makes strikethrough written with `delimiterCount` tildes (1 or 2), with the given inline children.
    public init(delimiterCount: Int = 2, _ children: [any InlineMarkup]) {
        self.init(raw: RawMarkup(.strikethrough(delimiterCount: delimiterCount), children: children.raws))
    }
    /// Makes strikethrough written with `delimiterCount` tildes (1 or 2), with the inline children listed.
    public init(delimiterCount: Int = 2, _ children: any InlineMarkup...) { self.init(delimiterCount: delimiterCount, children) }
    /// Makes strikethrough written with `delimiterCount` tildes (1 or 2), with inline children written in a builder closure.
    public init(delimiterCount: Int = 2, @InlineMarkupBuilder _ content: () -> [any InlineMarkup]) {
        self.init(delimiterCount: delimiterCount, content())
    }

    /// 1 for `~`, 2 for `~~`.
    public var delimiterCount: Int {
        guard case .strikethrough(let count) = raw.kind else { preconditionFailure("not strikethrough") }
        return count
    }
}
