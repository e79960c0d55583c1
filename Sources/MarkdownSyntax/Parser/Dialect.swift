/// A Markdown dialect: the syntax a document is written in, and so the renderer whose
/// reading of it counts. Each dialect turns on a set of `SyntaxExtensions`; a document
/// remembers the options it was parsed with (`Document.parseOptions`), so every layer
/// (renderer, formatter, linter, transforms) reads the dialect from the document.
public enum Dialect: String, Hashable, Sendable, CaseIterable {
    /// CommonMark 0.31.2 only.
    case commonMark = "commonmark"
    /// CommonMark plus GitHub Flavored Markdown: tables, strikethrough, task lists, extended
    /// autolinks and footnotes (and the tag filter when rendering HTML), with front matter.
    case gfm
    /// DocC's reading of Markdown, as swift-markdown parses it for documentation catalogs:
    /// CommonMark with tables, strikethrough and task lists (no bare-URL autolinks, no
    /// footnotes, no front matter), table spans, block directives and symbol links.
    case docc

    /// The extensions the dialect's own renderer understands.
    public var extensions: SyntaxExtensions {
        switch self {
        case .commonMark: []
        case .gfm: [.tables, .strikethrough, .taskLists, .autolinks, .footnotes, .tagFilter]
        case .docc: [.tables, .tableSpans, .strikethrough, .taskLists, .blockDirectives, .symbolLinks]
        }
    }

    /// Whether documents of the dialect may start with YAML or TOML front matter.
    public var readsFrontMatter: Bool { self == .gfm }
}
