/// Builds inline content in code: `Paragraph { "Hello, "; Strong { "world" } }`.
/// A string literal becomes a `Text` node.
@resultBuilder
public enum InlineMarkupBuilder {
    public static func buildExpression(_ expression: any InlineMarkup) -> [any InlineMarkup] { [expression] }
    public static func buildExpression(_ expression: String) -> [any InlineMarkup] { [Text(expression)] }
    public static func buildExpression(_ expression: [any InlineMarkup]) -> [any InlineMarkup] { expression }
    public static func buildBlock(_ components: [any InlineMarkup]...) -> [any InlineMarkup] { components.flatMap { $0 } }
    public static func buildOptional(_ component: [any InlineMarkup]?) -> [any InlineMarkup] { component ?? [] }
    public static func buildEither(first component: [any InlineMarkup]) -> [any InlineMarkup] { component }
    public static func buildEither(second component: [any InlineMarkup]) -> [any InlineMarkup] { component }
    public static func buildArray(_ components: [[any InlineMarkup]]) -> [any InlineMarkup] { components.flatMap { $0 } }
}
