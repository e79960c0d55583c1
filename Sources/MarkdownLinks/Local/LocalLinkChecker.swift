#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import MarkdownSyntax
import Workspace

/// Checks the targets that need no network: relative and `/`-rooted files and directories,
/// and `#fragments` in the same document and in other Markdown (or HTML) files.
///
/// - Paths are percent-decoded (`my%20notes.md`); a query (`?plain=1`) is ignored.
/// - Relative paths start at the document's directory, `/`-rooted ones at the repository
///   root (see `LinkOrigin`). Directories are valid targets.
/// - Fragments resolve to a heading anchor (GitHub's slugs, repeated headings numbered), a
///   `{#custom-id}`, an HTML `id` or `<a name>`, `#top`, or a line fragment (`#L10`,
///   `#L10-L20`, `#L19C5-L21C11`). Fragments of files that are neither Markdown nor HTML are
///   not checked.
/// - Reference links and images are checked through their definitions.
/// - In a DocC catalog (a file below a `*.docc` directory, read as DocC), `doc:` links name an article or
///   tutorial of the catalog as DocC does: by file name, case and all, whitespace runs as
///   dashes, wherever in the catalog the file is; `#heading` names a heading below the title.
///   Longer paths (`doc:Type/member`) name symbols and are not checked. Images and the
///   resources of `@Image`, `@Video`, `@PageImage` and `@CallToAction(file:)` may name a file
///   anywhere in the catalog by its name, in any variant (`hero` for `Resources/hero~dark@2x.png`).
///
/// One checker can serve many documents (and threads): the anchors of each other file it
/// reads are remembered.
public final class LocalLinkChecker: @unchecked Sendable {
    /// What to check.
    public struct Scope: OptionSet, Sendable, Hashable {
        /// The bits of the set.
        public let rawValue: Int
        /// Makes a set from its bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// That files and directories exist.
        public static let files = Scope(rawValue: 1)
        /// `#fragment` links within the document.
        public static let sameDocumentFragments = Scope(rawValue: 2)
        /// `other.md#fragment` links into other files.
        public static let otherFileFragments = Scope(rawValue: 4)
        /// Files and fragments, in this document and in others.
        public static let all: Scope = [.files, .sameDocumentFragments, .otherFileFragments]
    }

    /// File extensions read as Markdown when a link has a fragment.
    public static let markdownExtensions: Set<String> = ["md", "markdown", "mdown", "mkdn", "mkd", "mdwn", "mdx"]
    /// File extensions read as HTML when a link has a fragment.
    public static let htmlExtensions: Set<String> = ["html", "htm", "xhtml"]

    /// What this checker checks.
    public let scope: Scope
    /// Accept fragments that match an anchor except for case (GitHub does; GitLab does not).
    public let ignoresCase: Bool
    /// Targets (as written) matching any of these are not checked.
    public let exclusions: LinkExclusions

    private let lock = NSLock()
    /// Anchors by path and the dialect the file was read in.
    private var anchorCache: [String: DocumentAnchors?] = [:]
    private var catalogs: [String: DocumentationCatalog] = [:]

    /// Makes a checker.
    /// - Parameters:
    /// - scope: What to check.
    /// - ignoresCase: Accept fragments that match an anchor except for case.
    /// - exclusions: Targets not to check.
    public init(scope: Scope = .all, ignoresCase: Bool = false, exclusions: LinkExclusions = LinkExclusions()) {
        self.scope = scope
        self.ignoresCase = ignoresCase
        self.exclusions = exclusions
    }

    /// The broken local targets among `links` (by default, every link of `document`), in
    /// document order. External and other-scheme targets are left alone.
    public func check(_ document: Document, origin: LinkOrigin, links: [CollectedLink]? = nil) -> [BrokenLink] {
        let links = links ?? LinkCollector.collect(in: document)
        guard !links.isEmpty, let source = document.source else { return [] }
        var ownAnchors: DocumentAnchors?
        var columns: UTF16ColumnTable?
        var broken: [BrokenLink] = []
        for link in links where !link.usesDefinition {
            guard let problem = problem(with: link, document: document, origin: origin, ownAnchors: &ownAnchors) else {
                continue
            }
            let table = columns ?? UTF16ColumnTable(source)
            columns = table
            broken.append(Self.broken(link, problem, table))
        }
        return broken
    }

    /// A broken link at its place in the source of `columns` (one table for all the broken
    /// links of a file: thousands of them on one line cost no more than on thousands of lines).
    public static func broken(_ link: CollectedLink, _ problem: LinkProblem, _ columns: UTF16ColumnTable) -> BrokenLink {
        let source = columns.source
        let line = source.line(containing: link.range.lowerBound)
        let endLine = source.line(containing: link.range.upperBound)
        return BrokenLink(link: link, problem: problem, line: line,
                          column: columns.column(at: link.range.lowerBound, line: line),
                          endLine: endLine, endColumn: columns.column(at: link.range.upperBound, line: endLine))
    }

    private func problem(with link: CollectedLink, document: Document, origin: LinkOrigin,
                         ownAnchors: inout DocumentAnchors?) -> LinkProblem? {
        if let topic = link.topic {
            guard scope.contains(.files), !exclusions.excludes(link.destination), let path = origin.filePath,
                  let catalog = catalog(containing: path) else { return nil }
            return catalog.problem(topic, in: document, at: path)
        }
        switch LinkTarget(link.destination) {
        case .empty, .web, .otherScheme:
            return nil
        case .fragment(let fragment):
            guard scope.contains(.sameDocumentFragments), !exclusions.excludes(link.destination) else { return nil }
            if ownAnchors == nil { ownAnchors = DocumentAnchors(document: document) }
            return fragmentProblem(fragment, anchors: ownAnchors!, file: nil)
        case .local(let path, let fragment):
            guard !scope.isDisjoint(with: [.files, .otherFileFragments]), !exclusions.excludes(link.destination) else {
                return nil
            }
            let decoded = LinkTarget.percentDecoded(path) ?? path
            var resolved = resolve(decoded, origin: origin)
            var kind = Self.kind(of: resolved)
            if kind == nil, decoded != path {
                // A file whose name really holds `%XX`.
                resolved = resolve(path, origin: origin)
                kind = Self.kind(of: resolved)
            }
            guard let kind, kind == .directory || !decoded.hasSuffix("/") else {
                // Nothing there, or a file named as a directory (`guide.md/`).
                guard scope.contains(.files) else { return nil }
                if link.isResource, document.dialect.findsResourcesByName, let file = origin.filePath,
                   catalog(containing: file)?.hasResource(named: decoded) == true {
                    return nil
                }
                return .missingFile(decoded)
            }
            guard let fragment, kind == .file, scope.contains(.otherFileFragments) || resolved == origin.filePath
            else { return nil }
            if resolved == origin.filePath {
                guard scope.contains(.sameDocumentFragments) || scope.contains(.otherFileFragments) else { return nil }
                if ownAnchors == nil { ownAnchors = DocumentAnchors(document: document) }
                return fragmentProblem(fragment, anchors: ownAnchors!, file: decoded)
            }
            guard let anchors = anchors(ofFile: resolved, dialect: document.parseOptions.dialect) else {
                // Not Markdown or HTML, or unreadable: only line fragments can be told apart.
                return nil
            }
            return fragmentProblem(fragment, anchors: anchors, file: decoded)
        }
    }

    private func fragmentProblem(_ fragment: String, anchors: DocumentAnchors, file: String?) -> LinkProblem? {
        switch anchors.resolve(fragment, ignoringCase: ignoresCase) {
        case .found: return nil
        case .differsInCase(let match): return .missingFragment(fragment, file: file, suggestion: match)
        case .missing: return .missingFragment(fragment, file: file, suggestion: nil)
        }
    }

    /// The absolute path a (decoded) target path names.
    public func resolve(_ path: String, origin: LinkOrigin) -> String {
        path.hasPrefix("/")
            ? PathUtilities.absolute("." + path, from: origin.repositoryRoot)
            : PathUtilities.absolute(path, from: origin.directory)
    }

    enum EntryKind { case file, directory }

    /// What is at `path` (following links); nil when nothing is.
    static func kind(of path: String) -> EntryKind? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return status.st_mode & S_IFMT == S_IFDIR ? .directory : .file
    }

    /// The symbols documented by symbol extension pages (titled ``` # ``Kit/Type`` ```) of the
    /// DocC catalog `document` (at `path`) is in, the document's own title included; empty
    /// outside a catalog.
    public func symbolPages(inCatalogOf document: Document, at path: String) -> Set<String> {
        guard let catalog = catalog(containing: path) else { return [] }
        var symbols = catalog.symbolPages
        if let own = DocumentationCatalog.titleSymbol(of: document) { symbols.insert(own) }
        return symbols
    }

    /// The documentation catalog a file is in, read once per catalog.
    private func catalog(containing path: String) -> DocumentationCatalog? {
        guard let root = DocumentationCatalog.root(containing: path) else { return nil }
        lock.lock()
        defer { lock.unlock() }
        if let known = catalogs[root] { return known }
        let catalog = DocumentationCatalog(root: root)
        catalogs[root] = catalog
        return catalog
    }

    /// The anchors of a Markdown or HTML file, read once; nil for other files and files
    /// that cannot be read. A Markdown file is read in `dialect`: the checker passes the
    /// linking document's, which the other pages of one MkDocs site share (their
    /// `{ #id }` anchors exist only there).
    public func anchors(ofFile path: String, dialect: Dialect = .gfm) -> DocumentAnchors? {
        let key = dialect.rawValue + ":" + path
        lock.lock()
        if let known = anchorCache[key] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let anchors = Self.readAnchors(path, dialect: dialect)
        lock.lock()
        anchorCache[key] = .some(anchors)
        lock.unlock()
        return anchors
    }

    private static func readAnchors(_ path: String, dialect: Dialect) -> DocumentAnchors? {
        let name = PathUtilities.lastComponent(of: path)
        guard let dot = name.lastIndex(of: ".") else { return nil }
        let fileExtension = name[name.index(after: dot)...].lowercased()
        let isMarkdown = markdownExtensions.contains(fileExtension)
        guard isMarkdown || htmlExtensions.contains(fileExtension),
              // A link target may be a FIFO or a device under a Markdown name: regular files only.
              let bytes = try? FileReader.read(atPath: path, limit: FileReader.maximumMarkdownSize,
                                               requiringRegularFile: true).bytes else { return nil }
        if isMarkdown {
            guard let document = try? Document(parsing: bytes, name: path, options: ParseOptions(dialect: dialect))
            else { return nil }
            return DocumentAnchors(document: document)
        }
        return DocumentAnchors(html: bytes)
    }
}
