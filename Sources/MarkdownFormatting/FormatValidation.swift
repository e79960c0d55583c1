import MarkdownSyntax

/// The formatter's safety check: the formatted document must mean the same in its dialect.
/// It must render to the same HTML (whitespace outside `<pre>` compared loosely, as browsers
/// display it; in DocC the HTML shows each directive with its name and arguments, symbol links
/// and cell spans), have the same DocC directives (names, arguments, nesting), and keep what
/// does not render: front matter, link reference definitions and footnote definitions.
public enum FormatValidation {
    /// What differs, in words; empty when the two documents are equivalent.
    public static func differences(between original: Document, and formatted: Document) -> [String] {
        differences(between: Meaning(of: original, readAs: original.parseOptions),
                    and: Meaning(of: formatted, readAs: original.parseOptions))
    }

    /// What the check compares of a document. The formatter keeps this instead of the
    /// original tree while it parses the formatted text, so the two trees never both exist.
    struct Meaning: Equatable {
        let directives: [String]
        let html: HTMLFingerprint
        let frontMatter: [UInt8]?
        let definitions: [String]
        let footnotes: [String]

        /// `options` are the original's: its directives are compared when it is DocC.
        init(of document: Document, readAs options: ParseOptions) {
            var parts = Parts(readAs: options)
            parts.take(document.raw.children)
            self.init(parts, html: HTMLFingerprint(of: document))
        }

        /// `Meaning(of: Document(parsing: source, options: options), readAs: options)`, taken
        /// as the document is rendered a run of blocks at a time, so a large one's tree is
        /// never whole. `inspecting` is handed each run's top-level nodes in document order
        /// (as the renderer's). `leavingLastRunToExit`, `streamingFrom` and `chunkBytes` are
        /// the renderer's (tests stream small documents).
        init(parsing source: SourceFile, options: ParseOptions, leavingLastRunToExit: Bool = false,
             streamingFrom: Int = HTMLRenderer.streamingBytes, chunkBytes: Int = HTMLRenderer.runBytes,
             inspecting: ([RawMarkup]) -> Void = { _ in }) {
            var parts = Parts(readAs: options)
            var fingerprint = HTMLFingerprint.Builder()
            withoutActuallyEscaping(inspecting) { inspecting in
                HTMLRenderer().render(parsing: source, options: options, streamingFrom: streamingFrom,
                                      chunkBytes: chunkBytes, leavingLastRunToExit: leavingLastRunToExit,
                                      inspecting: { nodes in
                                          parts.take(nodes)
                                          inspecting(nodes)
                                      }) {
                    fingerprint.add($0)
                }
            }
            self.init(parts, html: fingerprint.finish())
        }

        private init(_ parts: Parts, html: HTMLFingerprint) {
            directives = parts.directives
            self.html = html
            frontMatter = parts.frontMatter
            definitions = parts.definitions.sorted()
            footnotes = parts.footnotes.sorted()
        }
    }

    /// What is compared besides the HTML, taken from a document's top-level blocks in order.
    private struct Parts {
        let readAs: ParseOptions
        var directives: [String] = []
        var frontMatter: [UInt8]?
        var definitions: [String] = []
        var footnotes: [String] = []
        private var tookAny = false

        init(readAs: ParseOptions) {
            self.readAs = readAs
        }

        mutating func take(_ blocks: some RawNodes) {
            guard let first = blocks.first else { return }
            if !tookAny, case .frontMatter = first.kind {
                // Line endings are the formatter's to choose (`end_of_line`), also inside front matter.
                frontMatter = LineEndings.normalized(Array(FrontMatter(raw: first).content.utf8))
            }
            tookAny = true
            if readAs.extensions.contains(.blockDirectives) { FormatValidation.outline(blocks, into: &directives) }
            FormatValidation.definitionsAndFootnotes(in: blocks, definitions: &definitions, footnotes: &footnotes)
        }
    }

    static func differences(between original: Meaning, and formatted: Meaning) -> [String] {
        var problems: [String] = []
        if original.directives != formatted.directives {
            problems.append("the DocC directives would change (their names, arguments or nesting)")
        }
        if original.html != formatted.html {
            problems.append("the rendered HTML would change")
        }
        if original.frontMatter != formatted.frontMatter {
            problems.append("the front matter would change")
        }
        if original.definitions != formatted.definitions {
            problems.append("link reference definitions would change")
        }
        if original.footnotes != formatted.footnotes {
            problems.append("footnote definitions would change")
        }
        return problems
    }

    /// Link reference and footnote definitions, as comparable strings. They are blocks, so
    /// only nodes whose children are blocks are walked (inline content is most of a tree).
    private static func definitionsAndFootnotes(in blocks: some RawNodes, definitions: inout [String],
                                                footnotes: inout [String]) {
        let renderer = HTMLRenderer()
        var pending = Array(blocks.reversed())
        while let node = pending.popLast() {
            switch node.kind {
            case .linkReferenceDefinition(let info):
                definitions.append("\(LinkLabel.normalize(info.label))\u{0}\(info.destination)\u{0}\(info.title ?? "\u{1}")")
            case .footnoteDefinition(let label):
                // Its own content as HTML displays it (an unreferenced footnote is not in
                // the document's HTML): wrapping moves line breaks within its text. The
                // definitions inside it have entries of their own and are left out of its
                // content, so each block renders once however deep definitions nest (a
                // hundred levels around a megabyte rendered it a hundred times).
                let own = node.children.compactMap(withoutFootnoteDefinitions)
                let shown = own.elementsEqual(node.children, by: ===) ? node : node.withChildren(own)
                let content = FootnoteDefinition(raw: shown).children.flatMap { renderer.renderUTF8($0) }
                footnotes.append("\(label)\u{0}" + String(decoding: HTMLWhitespaceFolding.folded(content), as: UTF8.self))
                pending.append(contentsOf: node.children)
            default:
                if node.tag.hasBlockChildren { pending.append(contentsOf: node.children) }
            }
        }
    }

    /// `node` without the footnote definitions among its blocks, at any depth; nil for a
    /// definition. Only nodes whose children are blocks are walked.
    private static func withoutFootnoteDefinitions(_ node: RawMarkup) -> RawMarkup? {
        if case .footnoteDefinition = node.kind { return nil }
        guard node.tag.hasBlockChildren else { return node }
        let children = node.children.compactMap(withoutFootnoteDefinitions)
        return children.elementsEqual(node.children, by: ===) ? node : node.withChildren(children)
    }

    /// Each directive in `blocks` (top-level ones) as its depth, name and arguments (names
    /// and values), in document order.
    private static func outline(_ blocks: some RawNodes, into outline: inout [String]) {
        var pending: [(node: RawMarkup, depth: Int)] = blocks.reversed().map { ($0, 0) }
        while let (node, depth) = pending.popLast() {
            var inner = depth
            if case .blockDirective(let info) = node.kind {
                let arguments = info.arguments.map { "\($0.name)\u{0}\($0.value)" }.joined(separator: "\u{1}")
                outline.append("\(depth)\u{2}\(info.name)\u{2}\(arguments)")
                inner += 1
            }
            if node.tag.hasBlockChildren { pending.append(contentsOf: node.children.reversed().map { ($0, inner) }) }
        }
    }
}
