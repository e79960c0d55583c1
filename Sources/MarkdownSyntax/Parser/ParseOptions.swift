/// How a document is parsed.
public struct ParseOptions: Hashable, Sendable {
    /// Which Markdown dialect is parsed.
    public enum Flavor: String, Hashable, Sendable, CaseIterable {
        /// CommonMark 0.31.2 only.
        case commonMark = "commonmark"
        /// CommonMark plus GitHub Flavored Markdown: tables, strikethrough, task lists,
        /// extended autolinks and footnotes (and the tagfilter when rendering HTML).
        case gfm
    }

    /// The dialect: CommonMark alone, or with GitHub's extensions.
    public var flavor: Flavor
    /// Recognize YAML (`---`) and TOML (`+++`) front matter at the start of the document.
    public var frontMatter: Bool
    /// Deepest nesting of block containers, and separately of inline containers. Markers
    /// beyond it are read as text, which keeps every tree shallow enough to walk
    /// recursively (a document can nest block quotes 100,000 deep).
    public var maximumNestingDepth: Int
    /// Read inline syntax only, for short labels such as UI strings, commit titles and
    /// table-cell text: the whole text is one paragraph (none when it is blank), so block
    /// markers (`#`, `-`, `1.`, `>`, fences, indentation) stay text and blank lines are
    /// line breaks within it. Nothing defines links or footnotes, and front matter is off.
    public var inlineOnly: Bool

    /// The nesting depth the parser allows unless told otherwise: deep enough for any real document, shallow enough for recursive walks.
    public static let defaultMaximumNestingDepth = 100

    /// Options for `flavor`; front matter is read in GFM unless `frontMatter` says otherwise,
    /// and never with `inlineOnly`.
    public init(flavor: Flavor = .gfm, frontMatter: Bool? = nil,
                maximumNestingDepth: Int = ParseOptions.defaultMaximumNestingDepth, inlineOnly: Bool = false) {
        self.flavor = flavor
        self.frontMatter = !inlineOnly && (frontMatter ?? (flavor == .gfm))
        self.maximumNestingDepth = max(1, maximumNestingDepth)
        self.inlineOnly = inlineOnly
    }

    /// GFM with front matter: the default.
    public static let gfm = ParseOptions(flavor: .gfm)
    /// Plain CommonMark, without front matter.
    public static let commonMark = ParseOptions(flavor: .commonMark)
    /// GFM inline syntax only (see `inlineOnly`).
    public static let inlineOnly = ParseOptions(flavor: .gfm, inlineOnly: true)
}
