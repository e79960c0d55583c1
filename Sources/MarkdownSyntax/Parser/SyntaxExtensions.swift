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

extension SyntaxExtensions {
    // GitHub (on by default in GFM, as github.com renders READMEs).

    /// GitHub's math: inline `$…$`, `$$…$$` and `` $`…`$ ``, display `$$` blocks, and code
    /// fences whose language is `math` rendered as math (see README, "GitHub math").
    public static let math = SyntaxExtensions(rawValue: 1 << 12)
    /// GitHub's alerts: a top-level block quote whose first line is `[!NOTE]`, `[!TIP]`,
    /// `[!IMPORTANT]`, `[!WARNING]` or `[!CAUTION]`.
    public static let alerts = SyntaxExtensions(rawValue: 1 << 13)

    // MkDocs (Python-Markdown with the extensions Material for MkDocs documents).

    /// Python-Markdown's block rules where they differ from CommonMark: nested content is
    /// indented four spaces, a list needs a blank line before it after a paragraph, list
    /// markers of any kind continue a list, `1)` is text, a trailing backslash is not a
    /// line break, tables do not interrupt paragraphs, and top-level raw HTML runs to its
    /// closing tag (inside other blocks HTML is inline).
    public static let pythonMarkdown = SyntaxExtensions(rawValue: 1 << 14)
    /// `!!! type "Title"` admonitions with a body indented four spaces.
    public static let admonitions = SyntaxExtensions(rawValue: 1 << 15)
    /// `??? type "Title"` collapsible details (`???+` open).
    public static let details = SyntaxExtensions(rawValue: 1 << 16)
    /// `=== "Title"` content tabs (pymdownx.tabbed).
    public static let contentTabs = SyntaxExtensions(rawValue: 1 << 17)
    /// `{ #id .class key=value }` attribute lists after an inline, at the end of a heading,
    /// or on the last line of a paragraph.
    public static let attributeLists = SyntaxExtensions(rawValue: 1 << 18)
    /// Definition lists: term lines, then `:   definition` indented four spaces.
    public static let definitionLists = SyntaxExtensions(rawValue: 1 << 19)
    /// `markdown` attributes on top-level HTML blocks (md_in_html): the block is kept as
    /// written, from its opening to its closing tag.
    public static let markdownInHTML = SyntaxExtensions(rawValue: 1 << 20)
    /// pymdownx.snippets lines (`--8<-- "file.md"`, and `--8<--` blocks), kept as written.
    public static let snippets = SyntaxExtensions(rawValue: 1 << 21)
}
