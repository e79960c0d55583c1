import MarkdownLinks
import MarkdownSyntax
import Workspace

/// A parsed Markdown document with what navigation asks of it: headings and their anchors,
/// links, definitions and footnotes, each with its byte range. Built from an open document's
/// text or from a file of the workspace.
final class MarkdownModel: @unchecked Sendable {
    let uri: String
    let path: String?
    let bytes: [UInt8]
    let lines: LineIndex
    let document: Document

    init(uri: String, path: String?, source: SourceFile, encoding: PositionEncoding) {
        self.uri = uri
        self.path = path
        self.bytes = source.bytes
        self.lines = LineIndex(source, encoding: encoding)
        self.document = Document(parsing: source)
    }

    convenience init(uri: String, path: String?, bytes: [UInt8], encoding: PositionEncoding) {
        self.init(uri: uri, path: path, source: SourceFile(name: path ?? uri, bytes: bytes), encoding: encoding)
    }

    convenience init(_ text: TextDocument) {
        self.init(uri: text.uri, path: text.path, source: text.source, encoding: text.lines.encoding)
    }

    /// Every heading in document order, with anchors numbered as GitHub numbers them.
    private(set) lazy var headings: [HeadingEntry] = {
        var slugger = HeadingSlugger()
        let nodes = document.descendants(ofType: Heading.self)
        var entries: [HeadingEntry] = []
        for heading in nodes {
            let slug = slugger.slug(for: heading)
            guard let range = heading.byteRange else { continue }
            let children = heading.children.compactMap(\.byteRange)
            let title = children.first.map { $0.lowerBound..<(children.last?.upperBound ?? $0.upperBound) }
            entries.append(HeadingEntry(level: heading.level, title: HeadingSlugger.text(of: heading), slug: slug,
                                        range: range, titleRange: title, sectionRange: range))
        }
        for index in entries.indices {
            let level = entries[index].level
            let end = entries[(index + 1)...].first { $0.level <= level }?.range.lowerBound ?? bytes.count
            entries[index].sectionRange = entries[index].range.lowerBound..<max(end, entries[index].range.upperBound)
        }
        return entries
    }()

    /// Every link target (links, images, definitions, HTML `href`/`src`) in document order.
    private(set) lazy var links: [CollectedLink] = LinkCollector.collect(in: document)

    /// The anchors a `#fragment` can reach (headings, custom ids, HTML ids).
    private(set) lazy var anchors = DocumentAnchors(document: document)

    private(set) lazy var definitions: [LinkReferenceDefinition] = document.descendants(ofType: LinkReferenceDefinition.self)
    private(set) lazy var footnoteDefinitions: [FootnoteDefinition] = document.descendants(ofType: FootnoteDefinition.self)
    private(set) lazy var footnoteReferences: [FootnoteReference] = document.descendants(ofType: FootnoteReference.self)

    /// The heading an anchor names (as written, or percent-decoded).
    func heading(anchor: String) -> HeadingEntry? {
        let decoded = LinkTarget.percentDecoded(anchor) ?? anchor
        return headings.first { !$0.slug.isEmpty && ($0.slug == anchor || $0.slug == decoded) }
    }

    /// The innermost link whose construct holds `offset` (a link inside an image's text wins).
    func link(at offset: Int) -> CollectedLink? {
        links.filter { $0.range.contains(offset) || $0.range.upperBound == offset && $0.range.isEmpty }
            .min { $0.range.count < $1.range.count }
    }

    func heading(at offset: Int) -> HeadingEntry? {
        headings.first { $0.range.contains(offset) || $0.range.upperBound == offset }
    }

    func definition(label: String) -> LinkReferenceDefinition? {
        let key = LinkLabel.normalize(label)
        return definitions.first { $0.normalizedLabel == key }
    }

    func footnoteDefinition(label: String) -> FootnoteDefinition? {
        let key = LinkLabel.normalize(label)
        return footnoteDefinitions.first { LinkLabel.normalize($0.label) == key }
    }

    func range(of span: Range<Int>) -> TextRange { lines.range(of: span, in: bytes) }
    func offset(of position: Position) -> Int { lines.offset(of: position, in: bytes) }

    func location(_ span: Range<Int>) -> JSON { ["uri": .string(uri), "range": range(of: span).json] }

    /// Where this document's relative links start.
    func origin(fallbackDirectory: String) -> LinkOrigin {
        guard let path else { return LinkOrigin(currentDirectory: fallbackDirectory) }
        return LinkOrigin(file: path, currentDirectory: fallbackDirectory)
    }
}
