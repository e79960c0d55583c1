/// A Doxygen `\abstract` command and its text.
public struct DoxygenAbstract: BlockContainer {
    public var _data: _MarkupData

    public init(_ data: _MarkupData) { _data = data }

    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitDoxygenAbstract(self) }

    public init<Children: Sequence>(children: Children) where Children.Element == BlockMarkup {
        self.init(_MarkupData(root: RawMarkup(.doxygenAbstract, parsedRange: nil, children.map { $0.raw.markup })))
    }

    public init(children: BlockMarkup...) { self.init(children: children) }
}
