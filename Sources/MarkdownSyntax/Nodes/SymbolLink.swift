/// A DocC symbol link: a code span between two or more backticks (such as
/// `Kit/Parser/parse(_:)` between double backticks) that DocC resolves to the documentation
/// of a symbol. Parsed in the DocC dialect (`SyntaxExtensions.symbolLinks`).
public struct SymbolLink: InlineMarkup {
    /// The node's storage and its place in the tree; for the library's use, not for reading directly.
    public let _data: _MarkupData
    /// Wraps storage the library hands out; use the other initializers to make nodes.
    public init(_ data: _MarkupData) { _data = data }
    /// Calls the visitor's `visitSymbolLink(_:)`.
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitSymbolLink(self) }

    /// Makes a symbol link to the symbol path `destination`, written between two backticks.
    public init(destination: String) {
        self.init(raw: RawMarkup(.symbolLink(destination: destination, backticks: 2)))
    }

    private var parts: (String, Int) {
        guard case .symbolLink(let destination, let backticks) = raw.kind else { preconditionFailure("not a symbol link") }
        return (destination, Int(backticks))
    }

    /// The symbol's path as written (line endings become spaces, as in a code span).
    public var destination: String {
        get { parts.0 }
        set { self = replacingKind(.symbolLink(destination: newValue, backticks: Int32(parts.1))) }
    }

    /// Length of the backtick strings around the destination (two or more).
    public var backtickCount: Int { parts.1 }
}
