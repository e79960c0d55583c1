/// How a document is parsed.
public struct ParseOptions: Hashable, Sendable {
    public enum Flavor: String, Hashable, Sendable, CaseIterable {
        /// CommonMark 0.31.2 only.
        case commonMark = "commonmark"
        /// CommonMark plus GitHub Flavored Markdown: tables, strikethrough, task lists,
        /// extended autolinks and footnotes (and the tagfilter when rendering HTML).
        case gfm
    }

    public var flavor: Flavor
    /// Recognize YAML (`---`) and TOML (`+++`) front matter at the start of the document.
    public var frontMatter: Bool
    /// Deepest nesting of block containers, and separately of inline containers. Markers
    /// beyond it are read as text, which keeps every tree shallow enough to walk
    /// recursively (a document can nest block quotes 100,000 deep).
    public var maximumNestingDepth: Int

    public static let defaultMaximumNestingDepth = 100

    public init(flavor: Flavor = .gfm, frontMatter: Bool? = nil,
                maximumNestingDepth: Int = ParseOptions.defaultMaximumNestingDepth) {
        self.flavor = flavor
        self.frontMatter = frontMatter ?? (flavor == .gfm)
        self.maximumNestingDepth = max(1, maximumNestingDepth)
    }

    /// GFM with front matter: the default.
    public static let gfm = ParseOptions(flavor: .gfm)
    /// Plain CommonMark, without front matter.
    public static let commonMark = ParseOptions(flavor: .commonMark)
}
