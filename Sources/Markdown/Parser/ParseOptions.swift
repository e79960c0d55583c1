/// What `Document(parsing:options:)` recognizes beyond CommonMark and GFM.
public struct ParseOptions: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// DocC block directives (`@Name(arguments) { … }`).
    public static let parseBlockDirectives = ParseOptions(rawValue: 1 << 0)

    /// DocC symbol links (` ``Symbol`` `).
    public static let parseSymbolLinks = ParseOptions(rawValue: 1 << 1)

    /// Accepted for compatibility: smart punctuation is off unless `.smartPunctuation` asks
    /// for it (see the README's table of differences).
    public static let disableSmartOpts = ParseOptions(rawValue: 1 << 2)

    /// Doxygen commands (`\param`, `\returns`, `\note`, …) at the start of paragraphs.
    public static let parseMinimalDoxygen = ParseOptions(rawValue: 1 << 3)

    /// Accepted for compatibility: mdtool's ranges are exact, never validated away.
    public static let disableSourcePosOpts = ParseOptions(rawValue: 1 << 4)

    // mdtool's own options, on bits far from swift-markdown's so that its new ones cannot clash.

    /// Smart punctuation as swift-markdown applies it by default: `"…"` and `'…'` become curly
    /// quotes, `'` between letters an apostrophe, `--` and `---` en and em dashes, `...` `…`.
    /// Off unless asked for, so that the tree holds what was written.
    public static let smartPunctuation = ParseOptions(rawValue: 1 << 40)

    /// Front matter (between `---` lines, YAML, or `+++` lines, TOML) at the top is read as such:
    /// left out of the tree, it is `Document.frontMatter`.
    public static let parseFrontMatter = ParseOptions(rawValue: 1 << 41)

    /// GFM footnotes: `[^label]: …` definitions are `Document.footnoteDefinitions` (this tree
    /// has no footnote node; a reference stays as its text `[^label]`).
    public static let parseFootnotes = ParseOptions(rawValue: 1 << 42)

    /// GitHub math (`$…$`, `$$…$$`, `math` fences): nodes of `Document.syntaxTree`; in this
    /// tree each stays as its source text.
    public static let parseMath = ParseOptions(rawValue: 1 << 43)

    /// GitHub alerts (`> [!NOTE]`): nodes of `Document.syntaxTree`; in this tree an alert stays
    /// a paragraph of its source text.
    public static let parseAlerts = ParseOptions(rawValue: 1 << 44)
}
