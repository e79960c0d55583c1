import Foundation
import MarkdownSyntax

/// Checks the links of Markdown documents: local targets always, `http`/`https` targets
/// when `options.external` is set (see `LocalLinkChecker` and `ExternalLinkChecker`).
///
/// ```swift
/// let checker = LinkChecker(options: LinkCheckOptions())
/// let document = Document(parsing: "[Guide](docs/guide.md#setup)\n")
/// let broken = await checker.check([(document, LinkOrigin(currentDirectory: "/srv/site"))])
/// for link in broken[0] { print("\(link.line):\(link.column): \(link.target) — \(link.reason)") }
/// ```
public final class LinkChecker: Sendable {
    /// The options the checker was made with.
    public let options: LinkCheckOptions
    /// The checker of files and fragments.
    public let local: LocalLinkChecker
    /// The checker of `http`/`https` URLs, used when `options.external` is set.
    public let external: ExternalLinkChecker

    /// Makes a checker; the external checker is made too, but makes no request unless asked.
    public init(options: LinkCheckOptions = LinkCheckOptions()) {
        self.options = options
        local = LocalLinkChecker(scope: options.localScope, ignoresCase: options.ignoreCase, exclusions: options.exclude)
        external = ExternalLinkChecker(options: options.http)
    }

    /// What one document links to, and which of its local targets are broken.
    public struct LocalResult: Sendable {
        /// Every link of the document, in document order.
        public var links: [CollectedLink]
        /// Broken local targets, in document order.
        public var broken: [BrokenLink]
        /// The `http`/`https` targets to check over the network (excluded ones left out).
        public var externalURLs: [String]
    }

    /// Collects the document's links and checks their local targets, without the network.
    public func checkLocal(_ document: Document, origin: LinkOrigin) -> LocalResult {
        let links = LinkCollector.collect(in: document)
        let broken = local.check(document, origin: origin, links: links)
        return LocalResult(links: links, broken: broken, externalURLs: externalURLs(in: links))
    }

    /// The web targets among `links` that are not excluded (reference links are left to
    /// their definitions).
    public func externalURLs(in links: [CollectedLink]) -> [String] {
        var urls: [String] = []
        for link in links where !link.usesDefinition {
            guard case .web(let url) = LinkTarget(link.destination), !options.exclude.excludes(link.destination) else {
                continue
            }
            urls.append(url)
        }
        return urls
    }

    /// The broken links among `links` according to the outcomes of their URLs.
    public static func brokenExternal(_ links: [CollectedLink], outcomes: [String: ExternalLinkOutcome],
                                      source: SourceFile) -> [BrokenLink] {
        var broken: [BrokenLink] = []
        var columns: UTF16ColumnTable?
        for link in links where !link.usesDefinition {
            guard case .web(let url) = LinkTarget(link.destination), let problem = outcomes[url]?.problem else { continue }
            let table = columns ?? UTF16ColumnTable(source)
            columns = table
            broken.append(LocalLinkChecker.broken(link, problem, table))
        }
        return broken
    }

    /// Checks documents: every local target, and (with `options.external`) every web target,
    /// each distinct URL once. Returns the broken links of each document in document order.
    public func check(_ documents: [(document: Document, origin: LinkOrigin)], cache: LinkCache? = nil,
                      progress: (@Sendable (Int, Int) -> Void)? = nil) async -> [[BrokenLink]] {
        let results = documents.map { checkLocal($0.document, origin: $0.origin) }
        guard options.external else { return results.map(\.broken) }
        let outcomes = await external.check(results.flatMap(\.externalURLs), cache: cache,
                                            cacheMaxAge: options.cache?.maxAge ?? 0, progress: progress)
        return zip(documents, results).map { pair in
            guard let source = pair.0.document.source else { return pair.1.broken }
            let web = Self.brokenExternal(pair.1.links, outcomes: outcomes, source: source)
            return (pair.1.broken + web).sorted { ($0.link.range.lowerBound, $0.line) < ($1.link.range.lowerBound, $1.line) }
        }
    }
}
