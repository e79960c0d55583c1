/// Constructs beyond CommonMark that a parse recognizes. Each `Dialect` names its set;
/// `ParseOptions` can add or remove single extensions from it.
public struct SyntaxExtensions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// GFM tables (`| a | b |` over a delimiter row).
    public static let tables = SyntaxExtensions(rawValue: 1 << 0)
    /// `~text~` and `~~text~~`.
    public static let strikethrough = SyntaxExtensions(rawValue: 1 << 1)
    /// `- [ ]` and `- [x]` list items.
    public static let taskLists = SyntaxExtensions(rawValue: 1 << 2)
    /// GFM's extended autolinks: bare `www.`, `http(s)://`, email, `mailto:` and `xmpp:` links.
    public static let autolinks = SyntaxExtensions(rawValue: 1 << 3)
    /// `[^label]` references and `[^label]:` definitions.
    public static let footnotes = SyntaxExtensions(rawValue: 1 << 4)
    /// GFM's tag filter: HTML output escapes `<script>`, `<iframe>` and other unsafe tags.
    public static let tagFilter = SyntaxExtensions(rawValue: 1 << 5)
    /// DocC's block directives: `@Name(arguments) { … }` lines around a body of Markdown.
    public static let blockDirectives = SyntaxExtensions(rawValue: 1 << 6)
    /// DocC's symbol links: a code span between two or more backticks (``` ``Kit/Type`` ```).
    public static let symbolLinks = SyntaxExtensions(rawValue: 1 << 7)
    /// DocC's table spans: `||` makes the cell before span another column, a `^` cell the
    /// cell above span another row.
    public static let tableSpans = SyntaxExtensions(rawValue: 1 << 8)
}
