/// A Markdown dialect: the syntax a document is written in, and so the renderer whose
/// reading of it counts. Each dialect turns on a set of `SyntaxExtensions`; a document
/// remembers the options it was parsed with (`Document.parseOptions`), so every layer
/// (renderer, formatter, linter, transforms) reads the dialect from the document.
public enum Dialect: String, Hashable, Sendable, CaseIterable {
    /// CommonMark 0.31.2 only.
    case commonMark = "commonmark"
    /// CommonMark plus GitHub Flavored Markdown: tables, strikethrough, task lists, extended
    /// autolinks and footnotes (and the tag filter when rendering HTML), with front matter,
    /// and what github.com renders beyond the GFM spec: math and alerts.
    case gfm
    /// DocC's reading of Markdown, as swift-markdown parses it for documentation catalogs:
    /// CommonMark with tables, strikethrough and task lists (no bare-URL autolinks, no
    /// footnotes, no front matter), table spans, block directives and symbol links.
    case docc
    /// MkDocs: Python-Markdown with the extensions Material for MkDocs documents
    /// (admonition, pymdownx.details, pymdownx.tabbed, attr_list, def_list, footnotes,
    /// md_in_html, tables, pymdownx.tasklist, pymdownx.arithmatex, pymdownx.snippets), and
    /// Python-Markdown's own block rules. YAML front matter is read as MkDocs' page meta.
    case mkdocs

    /// The extensions the dialect's own renderer understands.
    public var extensions: SyntaxExtensions {
        switch self {
        case .commonMark: []
        case .gfm: [.tables, .strikethrough, .taskLists, .autolinks, .footnotes, .tagFilter, .math, .alerts]
        case .docc: [.tables, .tableSpans, .strikethrough, .taskLists, .blockDirectives, .symbolLinks]
        case .mkdocs:
            [.tables, .taskLists, .footnotes, .math, .pythonMarkdown, .admonitions, .details, .contentTabs,
             .attributeLists, .definitionLists, .markdownInHTML, .snippets]
        }
    }

    /// Whether documents of the dialect may start with YAML or TOML front matter.
    public var readsFrontMatter: Bool { self == .gfm || self == .mkdocs }

    /// Whether a link to a `doc:` destination names a page of the documentation
    /// (`TopicReference`) rather than a URL.
    public var readsTopicReferences: Bool { self == .docc }

    /// Whether images, videos and downloads name a file of the documentation catalog by its
    /// name alone, wherever in the catalog it is and in any of its variants (DocC).
    public var findsResourcesByName: Bool { self == .docc }
}
