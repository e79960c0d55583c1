/// Builds inline content in code: `Paragraph { "Hello, "; Strong { "world" } }`.
/// A string literal becomes a `Text` node.
@resultBuilder
public enum InlineMarkupBuilder {
    /// A inline node, as it is.
    public static func buildExpression(_ expression: any InlineMarkup) -> [any InlineMarkup] { [expression] }
    /// A string literal becomes a text node.
    public static func buildExpression(_ expression: String) -> [any InlineMarkup] { [Text(expression)] }
    /// An array of inline nodes (from a helper function, say), spliced in.
    public static func buildExpression(_ expression: [any InlineMarkup]) -> [any InlineMarkup] { expression }
    /// The nodes of each statement, in order.
    public static func buildBlock(_ components: [any InlineMarkup]...) -> [any InlineMarkup] { components.flatMap { $0 } }
    /// The nodes of an `if` without `else`: none when the condition fails.
    public static func buildOptional(_ component: [any InlineMarkup]?) -> [any InlineMarkup] { component ?? [] }
    /// The nodes of the first branch of an `if`/`else` or `switch`.
    public static func buildEither(first component: [any InlineMarkup]) -> [any InlineMarkup] { component }
    /// The nodes of the other branch of an `if`/`else` or `switch`.
    public static func buildEither(second component: [any InlineMarkup]) -> [any InlineMarkup] { component }
    /// The nodes of every pass of a `for` loop, in order.
    public static func buildArray(_ components: [[any InlineMarkup]]) -> [any InlineMarkup] { components.flatMap { $0 } }
}
