/// How a document is parsed: its dialect, the syntax extensions in force (the dialect's
/// unless changed), front matter and the nesting limit.
public struct ParseOptions: Hashable, Sendable {
    /// The former name of `Dialect`, kept for source compatibility.
    public typealias Flavor = Dialect

    /// Which Markdown dialect is parsed (`gfm`, `commonmark`, `docc`, `mkdocs`).
    public var dialect: Dialect
    /// The constructs beyond CommonMark that are recognized; by default the dialect's.
    public var extensions: SyntaxExtensions
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

    /// `extensions` and `frontMatter` default to what the dialect reads; front matter is
    /// never read with `inlineOnly`.
    public init(dialect: Dialect = .gfm, extensions: SyntaxExtensions? = nil, frontMatter: Bool? = nil,
                maximumNestingDepth: Int = ParseOptions.defaultMaximumNestingDepth, inlineOnly: Bool = false) {
        self.dialect = dialect
        self.extensions = extensions ?? dialect.extensions
        self.frontMatter = !inlineOnly && (frontMatter ?? dialect.readsFrontMatter)
        self.maximumNestingDepth = max(1, maximumNestingDepth)
        self.inlineOnly = inlineOnly
    }

    /// The same as `init(dialect:frontMatter:maximumNestingDepth:inlineOnly:)`, under the former name.
    public init(flavor: Dialect, frontMatter: Bool? = nil,
                maximumNestingDepth: Int = ParseOptions.defaultMaximumNestingDepth, inlineOnly: Bool = false) {
        self.init(dialect: flavor, frontMatter: frontMatter, maximumNestingDepth: maximumNestingDepth,
                  inlineOnly: inlineOnly)
    }

    /// The dialect, under its former name; setting it also sets the dialect's extensions.
    public var flavor: Dialect {
        get { dialect }
        set {
            dialect = newValue
            extensions = newValue.extensions
        }
    }

    /// GFM with front matter: the default.
    public static let gfm = ParseOptions(dialect: .gfm)
    /// Plain CommonMark, without front matter.
    public static let commonMark = ParseOptions(dialect: .commonMark)
    /// DocC, as swift-markdown reads documentation catalogs.
    public static let docc = ParseOptions(dialect: .docc)
    /// MkDocs: Python-Markdown and Material's extensions, with front matter.
    public static let mkdocs = ParseOptions(dialect: .mkdocs)
    /// GFM inline syntax only (see `inlineOnly`).
    public static let inlineOnly = ParseOptions(dialect: .gfm, inlineOnly: true)
}
