import MarkdownLinks

/// Where a link's target leads, resolved the way the link checker resolves it.
enum LinkDestination: Sendable, Hashable {
    /// A web address or another scheme (`mailto:`).
    case external(String)
    /// `#fragment` in the same document.
    case sameDocument(fragment: String)
    /// A local file or directory (absolute path), with the fragment into it.
    case file(path: String, fragment: String?)
    case empty

    init(_ destination: String, origin: LinkOrigin) {
        switch LinkTarget(destination) {
        case .empty: self = .empty
        case .web, .otherScheme: self = .external(destination)
        case .fragment(let fragment): self = .sameDocument(fragment: fragment)
        case .local(let path, let fragment):
            let decoded = LinkTarget.percentDecoded(path) ?? path
            let resolved = LocalLinkChecker().resolve(decoded, origin: origin)
            // A link to the document itself with a fragment is a same-document link.
            if resolved == origin.filePath, let fragment { self = .sameDocument(fragment: fragment) } else {
                self = .file(path: resolved, fragment: fragment)
            }
        }
    }

    /// The fragment the destination names, if any.
    var fragment: String? {
        switch self {
        case .sameDocument(let fragment): return fragment
        case .file(_, let fragment): return fragment
        case .external, .empty: return nil
        }
    }
}
