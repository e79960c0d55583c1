/// A Doxygen `\note` command and its text.
public struct DoxygenNote: BlockContainer {
    public var _data: _MarkupData

    public init(_ data: _MarkupData) { _data = data }

    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitDoxygenNote(self) }

    public init<Children: Sequence>(children: Children) where Children.Element == BlockMarkup {
        self.init(_MarkupData(root: RawMarkup(.doxygenNote, parsedRange: nil, children.map { $0.raw.markup })))
    }

    public init(children: BlockMarkup...) { self.init(children: children) }
}
