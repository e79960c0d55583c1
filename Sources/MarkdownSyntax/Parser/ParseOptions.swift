/// How a document is parsed: its dialect, the syntax extensions in force (the dialect's
/// unless changed), front matter and the nesting limit.
public struct ParseOptions: Hashable, Sendable {
    /// The former name of `Dialect`, kept for source compatibility.
    public typealias Flavor = Dialect

    public var dialect: Dialect
    /// The constructs beyond CommonMark that are recognized; by default the dialect's.
    public var extensions: SyntaxExtensions
    /// Recognize YAML (`---`) and TOML (`+++`) front matter at the start of the document.
    public var frontMatter: Bool
    /// Deepest nesting of block containers, and separately of inline containers. Markers
    /// beyond it are read as text, which keeps every tree shallow enough to walk
    /// recursively (a document can nest block quotes 100,000 deep).
    public var maximumNestingDepth: Int

    public static let defaultMaximumNestingDepth = 100

    /// `extensions` and `frontMatter` default to what the dialect reads.
    public init(dialect: Dialect = .gfm, extensions: SyntaxExtensions? = nil, frontMatter: Bool? = nil,
                maximumNestingDepth: Int = ParseOptions.defaultMaximumNestingDepth) {
        self.dialect = dialect
        self.extensions = extensions ?? dialect.extensions
        self.frontMatter = frontMatter ?? dialect.readsFrontMatter
        self.maximumNestingDepth = max(1, maximumNestingDepth)
    }

    /// The same as `init(dialect:frontMatter:maximumNestingDepth:)`, under the former name.
    public init(flavor: Dialect, frontMatter: Bool? = nil,
                maximumNestingDepth: Int = ParseOptions.defaultMaximumNestingDepth) {
        self.init(dialect: flavor, frontMatter: frontMatter, maximumNestingDepth: maximumNestingDepth)
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
}
