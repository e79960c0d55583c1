/// Builds block content in code: `Document { Heading(level: 1) { "Title" }; "A paragraph." }`.
/// A string literal becomes a paragraph of text.
@resultBuilder
public enum BlockMarkupBuilder {
    /// A block node, as it is.
    public static func buildExpression(_ expression: any BlockMarkup) -> [any BlockMarkup] { [expression] }
    /// A string literal becomes a paragraph of that text.
    public static func buildExpression(_ expression: String) -> [any BlockMarkup] { [Paragraph(Text(expression))] }
    /// An array of block nodes (from a helper function, say), spliced in.
    public static func buildExpression(_ expression: [any BlockMarkup]) -> [any BlockMarkup] { expression }
    /// The nodes of each statement, in order.
    public static func buildBlock(_ components: [any BlockMarkup]...) -> [any BlockMarkup] { components.flatMap { $0 } }
    /// The nodes of an `if` without `else`: none when the condition fails.
    public static func buildOptional(_ component: [any BlockMarkup]?) -> [any BlockMarkup] { component ?? [] }
    /// The nodes of the first branch of an `if`/`else` or `switch`.
    public static func buildEither(first component: [any BlockMarkup]) -> [any BlockMarkup] { component }
    /// The nodes of the other branch of an `if`/`else` or `switch`.
    public static func buildEither(second component: [any BlockMarkup]) -> [any BlockMarkup] { component }
    /// The nodes of every pass of a `for` loop, in order.
    public static func buildArray(_ components: [[any BlockMarkup]]) -> [any BlockMarkup] { components.flatMap { $0 } }
}
