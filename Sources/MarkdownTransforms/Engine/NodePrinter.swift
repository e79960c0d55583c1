import MarkdownFormatting
import MarkdownSyntax

/// Prints new nodes with `MarkdownFormatter`, as the source would have them: text that
/// comes from the source is printed as written, and the style a node carries (setext
/// heading, `~~~` fence, `*` bullets, `***` break) wins over the formatter's canonical
/// choice. Output lines end in `\n`, at column 0; the caller adds container prefixes.
struct NodePrinter {
    let source: SourceFile
    /// The options the original document was parsed with: printed nodes are in its dialect.
    let parseOptions: ParseOptions
    let options: FormatOptions
    /// The rewritten document's link reference definitions by normalized label.
    let definitions: [String: LinkDefinitionInfo]
    private let hasBOM: Bool

    init(source: SourceFile, parseOptions: ParseOptions, options: FormatOptions,
         definitions: [String: LinkDefinitionInfo]) {
        self.source = source
        self.parseOptions = parseOptions
        var options = options
        options.lineEnding = .lf
        self.options = options
        self.definitions = definitions
        self.hasBOM = source.bytes.starts(with: [0xEF, 0xBB, 0xBF])
    }

    /// A block, at column 0. A list item is printed inside `list` (its new parent list),
    /// with its own marker.
    func block(_ raw: RawMarkup, list: RawMarkup? = nil) -> [UInt8] {
        var node = resolvingLinks(raw)
        if case .listItem = node.kind, let list {
            node = RawMarkup(list.kind, children: [node])
        }
        var output = print(node, options: styleOptions(for: node))
        if case .heading(let info) = raw.kind, info.style == .atxClosed, output.first == UInt8(ascii: "#"),
           !output.contains(0x0A) {
            output += [0x20] + [UInt8](repeating: UInt8(ascii: "#"), count: info.level)
        }
        return output
    }

    /// A run of inline nodes as they would be written in the middle of a paragraph.
    func inlines(_ raws: some RawNodes, inTable: Bool) -> [UInt8] {
        guard !raws.isEmpty else { return [] }
        let sentinel: StaticString = "\u{E000}"
        let marker = RawMarkup(.text(sentinel.description))
        let paragraph = RawMarkup(.paragraph, children: [marker] + raws.map(resolvingLinks) + [marker])
        let output = print(paragraph, options: styleOptions(for: paragraph))
        guard let start = ByteSearch.firstIndex(of: sentinel, in: output, from: 0),
              let end = ByteSearch.lastIndex(of: sentinel, in: output),
              end >= start + sentinel.utf8CodeUnitCount else { return output }
        var text = Array(output[(start + sentinel.utf8CodeUnitCount)..<end])
        if inTable { text = Self.escapingPipes(text) }
        return text
    }

    private func print(_ node: RawMarkup, options: FormatOptions) -> [UInt8] {
        let document = Document(raw: RawMarkup(.document(source, parseOptions), children: [node]))
        var output = MarkdownFormatter(options: options).formatUTF8(document)
        if hasBOM, output.starts(with: [0xEF, 0xBB, 0xBF]) { output.removeFirst(3) }
        if output.last == 0x0A { output.removeLast() }
        return output
    }

    // MARK: Style

    /// The options with the styles the node (or the first of its descendants that has one)
    /// carries: heading style, bullet, fence character, thematic break.
    private func styleOptions(for node: RawMarkup) -> FormatOptions {
        var options = self.options
        var heading = false, bullet = false, fence = false, rule = false, hardBreak = false
        var pending = [node]
        var visited = 0
        while let raw = pending.popLast(), visited < 10_000, !(heading && bullet && fence && rule && hardBreak) {
            visited += 1
            switch raw.kind {
            case .heading(let info) where !heading && info.level <= 2:
                options.headingStyle = info.style == .setext ? .setext : .atx
                heading = true
            case .unorderedList(let info) where !bullet:
                options.bulletMarker = info.marker
                bullet = true
            case .codeBlock(let info) where !fence:
                if let written = info.fence { options.codeFence = written.character }
                fence = true
            case .thematicBreak(let marker) where !rule:
                if let range = raw.range, range.upperBound <= source.bytes.count {
                    options.thematicBreak = String(decoding: source.bytes[range], as: UTF8.self)
                } else {
                    options.thematicBreak = String(repeating: String(UnicodeScalar(marker)), count: 3)
                }
                rule = true
            case .lineBreak(let style) where !hardBreak:
                options.hardBreak = style == .backslash ? .backslash : .spaces
                hardBreak = true
            default:
                break
            }
            pending.append(contentsOf: raw.children.reversed())
        }
        return options
    }

    // MARK: Links

    /// The node with every link written the way that keeps its destination: a reference
    /// link whose definition says something else, or an autolink whose text is no longer its
    /// URL, becomes an inline link.
    func resolvingLinks(_ raw: RawMarkup) -> RawMarkup {
        var kind = raw.kind
        var kindChanged = false
        switch raw.kind {
        case .link(var info):
            if !keepsForm(info, raw) {
                info.form = .inline
                kind = .link(info)
                kindChanged = true
            }
        case .image(var info):
            if !keepsForm(info, raw) {
                info.form = .inline
                kind = .image(info)
                kindChanged = true
            }
        default:
            // Leaves hold no links.
            if raw.tag.content == .nothing { return raw }
        }
        var children = Array(raw.children)
        var changed = false
        for index in children.indices {
            let resolved = resolvingLinks(children[index])
            if resolved !== children[index] {
                children[index] = resolved
                changed = true
            }
        }
        if !changed && !kindChanged { return raw }
        return RawMarkup(kind, children: children)
    }

    private func keepsForm(_ info: LinkInfo, _ raw: RawMarkup) -> Bool {
        switch info.form {
        case .inline:
            return true
        case .autolink:
            var text = ""
            PlainText.append(raw, to: &text)
            return info.destination == text || info.destination == "mailto:" + text
        case .extendedAutolink:
            var text = ""
            PlainText.append(raw, to: &text)
            return info.destination == text || info.destination == "http://" + text || info.destination == "mailto:" + text
        case .fullReference, .collapsedReference, .shortcutReference:
            var label = info.label ?? ""
            if label.isEmpty { PlainText.append(raw, to: &label) }
            guard let definition = definitions[LinkLabel.normalize(label)] else { return false }
            return definition.destination == info.destination && definition.title == info.title
        }
    }

    // MARK: Bytes

    /// Every `|` not already escaped gets a backslash: GFM splits table cells on unescaped
    /// pipes, even inside code spans.
    static func escapingPipes(_ text: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(text.count)
        for (index, byte) in text.enumerated() {
            if byte == UInt8(ascii: "|") && (index == 0 || text[index - 1] != UInt8(ascii: "\\")) {
                out.append(UInt8(ascii: "\\"))
            }
            out.append(byte)
        }
        return out
    }
}
