/// A DocC symbol link: a code span between two or more backticks (``` ``Kit/Parser/parse(_:)`` ```)
/// that DocC resolves to the documentation of a symbol. Parsed in the DocC dialect
/// (`SyntaxExtensions.symbolLinks`).
public struct SymbolLink: InlineMarkup {
    public let _data: _MarkupData
    public init(_ data: _MarkupData) { _data = data }
    public func accept<V: MarkupVisitor>(_ visitor: inout V) -> V.Result { visitor.visitSymbolLink(self) }

    public init(destination: String) {
        self.init(raw: RawMarkup(.symbolLink(destination: destination, backticks: 2)))
    }

    private var parts: (String, Int) {
        guard case .symbolLink(let destination, let backticks) = raw.kind else { preconditionFailure("not a symbol link") }
        return (destination, backticks)
    }

    /// The symbol's path as written (line endings become spaces, as in a code span).
    public var destination: String {
        get { parts.0 }
        set { self = replacingKind(.symbolLink(destination: newValue, backticks: parts.1)) }
    }

    /// Length of the backtick strings around the destination (two or more).
    public var backtickCount: Int { parts.1 }
}
