/// A heading of level 1 to 6.
public struct Heading: BlockMarkup, InlineContainer {
    public var _data: _MarkupData

    public init(_ data: _MarkupData) { _data = data }

    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitHeading(self) }

    /// A heading of `level`, which must be 1 to 6.
    public init<Children: Sequence>(level: Int, _ children: Children) where Children.Element == InlineMarkup {
        precondition((1...6).contains(level), "A heading's level is 1 to 6, not \(level)")
        self.init(_MarkupData(root: .heading(level: level, parsedRange: nil, children.map { $0.raw.markup })))
    }

    public init(level: Int, _ children: InlineMarkup...) { self.init(level: level, children) }

    /// The level, 1 to 6; setting another value is a programming error (a precondition).
    public var level: Int {
        get {
            guard case .heading(let level) = raw.markup.data else { return 1 }
            return level
        }
        set {
            precondition((1...6).contains(newValue), "A heading's level is 1 to 6, not \(newValue)")
            replaceData(.heading(level: newValue))
        }
    }
}
