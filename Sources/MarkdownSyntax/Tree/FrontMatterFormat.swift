/// The kind of front matter at the start of a document.
public enum FrontMatterFormat: String, Hashable, Sendable {
    /// Between `---` lines.
    case yaml
    /// Between `+++` lines.
    case toml
}
