/// Where a DocC documentation link points: the destination of `<doc:Article>`,
/// `[text](doc:Article#heading)` or `doc://bundle-identifier/documentation/Kit/Article`, read
/// once here for every layer (dump, renderer, link checker, linter). DocC keeps these as
/// links (so does this tree: `Link.topic` gives the reading), but resolves them as pages of
/// the documentation, not as URLs.
public struct TopicReference: Hashable, Sendable, CustomStringConvertible {
    /// The bundle identifier of a `doc://identifier/path` link; nil for `doc:path`.
    public var bundleIdentifier: String?
    /// The page path as written: `Article`, `Kit/Article`, `/documentation/Kit/Article`,
    /// `tutorials/Name`; empty for `doc:#heading`, a heading of the same page.
    public var path: String
    /// The part after `#` (a heading of the page), as written; nil without `#`.
    public var fragment: String?

    /// The scheme that makes a destination a topic reference.
    public static let scheme = "doc:"

    /// Reads a link destination; nil unless it starts with `doc:`.
    public init?(destination: String) {
        guard destination.hasPrefix(Self.scheme) else { return nil }
        var rest = Substring(destination.dropFirst(Self.scheme.count))
        if rest.hasPrefix("//") {
            // doc://bundle-identifier/path: the path starts at the first `/` after the host.
            rest = rest.dropFirst(2)
            let hostEnd = rest.firstIndex { $0 == "/" || $0 == "#" } ?? rest.endIndex
            bundleIdentifier = String(rest[..<hostEnd])
            rest = rest[hostEnd...]
        }
        if let hash = rest.firstIndex(of: "#") {
            fragment = String(rest[rest.index(after: hash)...])
            rest = rest[..<hash]
        }
        path = String(rest)
    }

    /// The path's non-empty components (`/documentation/Kit/Article` gives `documentation`,
    /// `Kit`, `Article`).
    public var pathComponents: [Substring] {
        path.split(separator: "/", omittingEmptySubsequences: true)
    }

    /// The path with `#fragment` when there is one: `Article#Overview`.
    public var description: String {
        fragment.map { path + "#" + $0 } ?? path
    }
}
