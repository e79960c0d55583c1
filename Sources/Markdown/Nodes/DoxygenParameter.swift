/// A Doxygen `\param` command: a parameter's name and its description.
public struct DoxygenParameter: BlockContainer {
    public var _data: _MarkupData

    public init(_ data: _MarkupData) { _data = data }

    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitDoxygenParameter(self) }

    public init<Children: Sequence>(name: String, children: Children) where Children.Element == BlockMarkup {
        self.init(_MarkupData(root: RawMarkup(.doxygenParameter(name: name), parsedRange: nil, children.map { $0.raw.markup })))
    }

    public init(name: String, children: BlockMarkup...) { self.init(name: name, children: children) }

    /// The parameter's name.
    public var name: String {
        get {
            guard case .doxygenParameter(let name) = raw.markup.data else { return "" }
            return name
        }
        set { replaceData(.doxygenParameter(name: newValue)) }
    }
}
