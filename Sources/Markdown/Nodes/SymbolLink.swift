/// A DocC symbol link (` ``Symbol`` `).
public struct SymbolLink: InlineMarkup {
    public var _data: _MarkupData

    public init(_ data: _MarkupData) { _data = data }

    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitSymbolLink(self) }

    public init(destination: String? = nil) {
        self.init(_MarkupData(root: RawMarkup(.symbolLink(destination: destination), parsedRange: nil, [])))
    }

    /// The symbol the link names.
    public var destination: String? {
        get {
            guard case .symbolLink(let destination) = raw.markup.data else { return nil }
            return destination
        }
        set { replaceData(.symbolLink(destination: newValue)) }
    }

    public var plainText: String { "``\(destination ?? "")``" }
}
