/// What `HTMLFormatter` reads into the tree beyond plain Markdown.
public struct HTMLFormatterOptions: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Block quotes that start with `Note:`, `Tip:` … become `<aside>` elements.
    public static let parseAsides = HTMLFormatterOptions(rawValue: 1 << 0)

    /// An inline attribute `class: "name"` becomes the span's `class` attribute too.
    public static let parseInlineAttributeClass = HTMLFormatterOptions(rawValue: 1 << 1)
}
