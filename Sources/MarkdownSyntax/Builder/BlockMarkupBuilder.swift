/// Builds block content in code: `Document { Heading(level: 1) { "Title" }; "A paragraph." }`.
/// A string literal becomes a paragraph of text.
@resultBuilder
public enum BlockMarkupBuilder {
    public static func buildExpression(_ expression: any BlockMarkup) -> [any BlockMarkup] { [expression] }
    public static func buildExpression(_ expression: String) -> [any BlockMarkup] { [Paragraph(Text(expression))] }
    public static func buildExpression(_ expression: [any BlockMarkup]) -> [any BlockMarkup] { expression }
    public static func buildBlock(_ components: [any BlockMarkup]...) -> [any BlockMarkup] { components.flatMap { $0 } }
    public static func buildOptional(_ component: [any BlockMarkup]?) -> [any BlockMarkup] { component ?? [] }
    public static func buildEither(first component: [any BlockMarkup]) -> [any BlockMarkup] { component }
    public static func buildEither(second component: [any BlockMarkup]) -> [any BlockMarkup] { component }
    public static func buildArray(_ components: [[any BlockMarkup]]) -> [any BlockMarkup] { components.flatMap { $0 } }
}
