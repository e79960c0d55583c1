/// The inline markup a run is inside, as Foundation's `InlinePresentationIntent` records it.
public struct MarkdownInlineIntent: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt16

    /// A set of the intents whose bits `rawValue` holds.
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// Inside `*emphasis*`.
    public static let emphasized = MarkdownInlineIntent(rawValue: 1 << 0)
    /// Inside `**strong emphasis**`.
    public static let stronglyEmphasized = MarkdownInlineIntent(rawValue: 1 << 1)
    /// Inside GFM `~~strikethrough~~`.
    public static let strikethrough = MarkdownInlineIntent(rawValue: 1 << 2)
    /// A code span.
    public static let code = MarkdownInlineIntent(rawValue: 1 << 3)
    /// A soft line break: a space, or the line ending as written when whitespace is preserved.
    public static let softBreak = MarkdownInlineIntent(rawValue: 1 << 4)
    /// A hard line break (`\` or two spaces at the end of a line): a newline.
    public static let lineBreak = MarkdownInlineIntent(rawValue: 1 << 5)
    /// Raw inline HTML, kept verbatim.
    public static let inlineHTML = MarkdownInlineIntent(rawValue: 1 << 6)
    // Math (`$x$`) becomes `math` here once the parser reads it.
}
