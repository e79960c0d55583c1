/// The kind of front matter at the start of a document.
public enum FrontMatterFormat: String, Hashable, Sendable {
    /// Between `---` lines.
    case yaml
    /// Between `+++` lines.
    case toml
    /// Between `{` and `}` lines. The parser never finds it on its own: only a caller that
    /// names the front matter region (a linter following markdownlint's pattern) gets it.
    case json
    /// A region a caller named as front matter that none of the delimiters above opens.
    case other
}
