import Foundation
import MarkdownSyntax
import Workspace

/// A DocC documentation catalog (a `*.docc` directory) as a link checker needs it: the pages
/// `doc:` links can name (articles, symbol extension files and tutorials, anywhere in the
/// catalog, by file name), the headings of each, and the resources (images, videos,
/// downloads) images and directives can name.
final class DocumentationCatalog: @unchecked Sendable {
    /// The catalog's directory.
    let root: String
    /// The catalog's name without `.docc`, which may lead a `doc:` path (`doc:Kit/Article`).
    let module: String
    /// Markdown pages (articles and symbol extension files) by page name.
    private let pages: [String: String]
    /// Tutorial files by page name.
    private let tutorials: [String: String]
    /// Every other file's resource name (`ResourceName.key`), with and without its extension.
    private let resources: Set<String>

    private let lock = NSLock()
    private var headingCache: [String: Set<String>] = [:]
    private var symbolPageCache: Set<String>?

    init(root: String) {
        self.root = root
        module = String(PathUtilities.lastComponent(of: root).dropLast(".docc".count))
        var pages: [String: String] = [:]
        var tutorials: [String: String] = [:]
        var resources: Set<String> = []
        for relative in FileManager.default.enumerator(atPath: root)?.compactMap({ $0 as? String }).sorted() ?? [] {
            let name = PathUtilities.lastComponent(of: relative)
            let key = DocumentationLink.pageName(ofFile: name)
            let path = root + "/" + relative
            if name.hasSuffix(".md") {
                if pages[key] == nil { pages[key] = path }
            } else if name.hasSuffix(".tutorial") {
                if tutorials[key] == nil { tutorials[key] = path }
            } else {
                let resource = ResourceName(name)
                resources.insert(resource.key)
                resources.insert(resource.base)
            }
        }
        self.pages = pages
        self.tutorials = tutorials
        self.resources = resources
    }

    /// Whether an image, video or download target names a file of the catalog as DocC finds
    /// them: by the last path component, in any of the file's variants (`hero` and `hero.png`
    /// are both `hero~dark@2x.png`); a name with an extension needs that extension.
    func hasResource(named target: String) -> Bool {
        resources.contains(ResourceName(PathUtilities.lastComponent(of: target)).key)
    }

    /// The catalog directory a file is in (its nearest ancestor named `*.docc`), if any.
    static func root(containing path: String) -> String? {
        var directory = PathUtilities.parent(of: path)
        while directory != "/" && !directory.isEmpty {
            let name = PathUtilities.lastComponent(of: directory)
            if name.count > 5 && name.hasSuffix(".docc") { return directory }
            let parent = PathUtilities.parent(of: directory)
            if parent == directory { break }
            directory = parent
        }
        return nil
    }

    /// What is wrong with a `doc:` link's topic in `document` (at `path`); nil when it
    /// resolves or names a symbol, which only the symbol graph could tell.
    func problem(_ topic: TopicReference, in document: Document, at path: String) -> LinkProblem? {
        let link = DocumentationLink(topic, module: module)
        switch link.page {
        case .symbol:
            return nil
        case .current:
            return link.heading.flatMap { headingProblem($0, headings: Self.headings(of: document), file: nil) }
        case .named(let name, let tutorialsOnly):
            let target = tutorialsOnly ? tutorials[name] : pages[name] ?? tutorials[name]
            guard let target else {
                // A name of no page may be a heading of this one (`doc:Some-heading`).
                if link.heading == nil && !tutorialsOnly && Self.headings(of: document).contains(DocumentationLink.headingKey(name)) {
                    return nil
                }
                return .missingArticle(name)
            }
            guard let heading = link.heading, target.hasSuffix(".md") else { return nil }
            let file = PathUtilities.relative(target, to: PathUtilities.parent(of: path)) ?? target
            return headingProblem(heading, headings: headings(ofFile: target), file: file)
        }
    }

    /// The symbol paths of the catalog's symbol extension pages (files titled
    /// ``` # ``Kit/Type`` ```), read once.
    var symbolPages: Set<String> {
        lock.lock()
        if let known = symbolPageCache {
            lock.unlock()
            return known
        }
        lock.unlock()
        var paths: Set<String> = []
        for path in pages.values {
            guard let bytes = try? FileReader.readBytes(atPath: path),
                  let document = try? Document(parsing: bytes, name: path, options: .docc),
                  let symbol = Self.titleSymbol(of: document) else { continue }
            paths.insert(symbol)
        }
        lock.lock()
        symbolPageCache = paths
        lock.unlock()
        return paths
    }

    /// The symbol a page documents: the symbol link that is the whole of its first heading,
    /// when that is a title (` # ``Kit/Type`` `).
    static func titleSymbol(of document: Document) -> String? {
        guard let title = document.children.first(where: { !($0 is BlockDirective) }) as? Heading, title.level == 1,
              title.childCount == 1, let symbol = title.child(at: 0) as? SymbolLink else { return nil }
        return symbol.destination
    }

    private func headingProblem(_ heading: String, headings: Set<String>, file: String?) -> LinkProblem? {
        let key = DocumentationLink.headingKey(heading)
        if headings.contains(key) { return nil }
        let suggestion = headings.sorted().first { $0.lowercased() == key.lowercased() }
        return .missingFragment(heading, file: file, suggestion: suggestion)
    }

    /// The headings a `#` can reach on a page: every heading below the title.
    private static func headings(of document: Document) -> Set<String> {
        Set(document.descendants(ofType: Heading.self).filter { $0.level > 1 }.map { DocumentationLink.headingKey($0.plainText) })
    }

    private func headings(ofFile path: String) -> Set<String> {
        lock.lock()
        if let known = headingCache[path] {
            lock.unlock()
            return known
        }
        lock.unlock()
        var headings: Set<String> = []
        if let bytes = try? FileReader.readBytes(atPath: path),
           let document = try? Document(parsing: bytes, name: path, options: .docc) {
            headings = Self.headings(of: document)
        }
        lock.lock()
        headingCache[path] = headings
        lock.unlock()
        return headings
    }
}
