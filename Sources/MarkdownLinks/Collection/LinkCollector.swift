import MarkdownSyntax

/// Finds every link target of a document, in document order: links and images (inline,
/// reference, autolinks and bare URLs), link reference definitions, the resources DocC
/// directives name (`@Image(source:)`, `@Video(source:poster:)`), and the `href` and
/// `src` attributes of start tags in raw HTML (HTML blocks and inline HTML; never inside
/// comments or code).
///
/// ```swift
/// let document = Document(parsing: "See [the guide](docs/guide.md#setup).\n")
/// for link in LinkCollector.collect(in: document) {
///     print(link.destination, link.destinationRange!)   // docs/guide.md#setup 16..<35
/// }
/// ```
public enum LinkCollector {
    /// The HTML attributes that hold link targets.
    public static let htmlAttributes: Set<String> = ["href", "src"]

    /// Every place in `document` that points somewhere, in document order: links, images, autolinks, definitions and the `href`/`src` of raw HTML.
    public static func collect(in document: Document) -> [CollectedLink] {
        var links: [Link] = []
        var images: [Image] = []
        var definitions: [LinkReferenceDefinition] = []
        var html: [any Markup] = []
        var directives: [BlockDirective] = []
        document.forEachDescendant { data in
            switch data.raw.kind {
            case .link: links.append(Link(data))
            case .image: images.append(Image(data))
            case .blockDirective: directives.append(BlockDirective(data))
            case .linkReferenceDefinition:
                definitions.append(LinkReferenceDefinition(data))
                return false
            case .htmlBlock:
                html.append(HTMLBlock(data))
                return false
            case .inlineHTML:
                html.append(InlineHTML(data))
                return false
            case .codeBlock, .inlineCode, .frontMatter, .text:
                return false
            default:
                break
            }
            return true
        }
        return collect(links: links, images: images, definitions: definitions, html: html, directives: directives,
                       bytes: document.source?.bytes ?? [])
    }

    /// The targets of nodes already found (as a lint context groups them), in document
    /// order. `html` holds `HTMLBlock` and `InlineHTML` nodes; `bytes` is the document's
    /// source.
    public static func collect(links: [Link], images: [Image], definitions: [LinkReferenceDefinition],
                               html: [any Markup], directives: [BlockDirective] = [],
                               bytes: [UInt8]) -> [CollectedLink] {
        var result: [CollectedLink] = []
        result.reserveCapacity(links.count + images.count + definitions.count)
        for link in links {
            guard let range = link.byteRange else { continue }
            var collected = collected(link: link.form, isImage: false, destination: link.destination, label: link.label,
                                      range: range, textEnd: link.children.last?.byteRange?.upperBound, bytes: bytes)
            collected.topic = link.topic
            result.append(collected)
        }
        for image in images {
            guard let range = image.byteRange else { continue }
            result.append(collected(link: image.form, isImage: true, destination: image.source, label: image.label,
                                    range: range, textEnd: image.children.last?.byteRange?.upperBound, bytes: bytes))
        }
        for definition in definitions {
            guard let range = definition.byteRange else { continue }
            let written = labelEnd(in: range, bytes: bytes).flatMap {
                destinationRange(from: $0, limit: range.upperBound, bytes: bytes)
            }
            result.append(CollectedLink(kind: .definition, destination: definition.destination, range: range,
                                        destinationRange: written, label: definition.label, topic: definition.topic))
        }
        for directive in directives { result += DirectiveResources.links(of: directive) }
        for node in html {
            guard let range = node.byteRange, range.upperBound <= bytes.count else { continue }
            result += htmlLinks(bytes, range)
        }
        result.sort { ($0.range.lowerBound, $0.destinationRange?.lowerBound ?? 0) < ($1.range.lowerBound, $1.destinationRange?.lowerBound ?? 0) }
        return result
    }

    /// The `href`/`src` targets of the start tags in `range`.
    static func htmlLinks(_ bytes: [UInt8], _ range: Range<Int>) -> [CollectedLink] {
        var links: [CollectedLink] = []
        for tag in HTMLTag.scan(bytes, in: range) {
            for attribute in tag.attributes where htmlAttributes.contains(attribute.name) {
                guard let value = attribute.value, let valueRange = attribute.valueRange else { continue }
                links.append(CollectedLink(kind: .html(tag: tag.name, attribute: attribute.name),
                                           destination: trimmedHTMLValue(value), range: tag.range,
                                           destinationRange: valueRange))
            }
        }
        return links
    }

    /// HTML strips leading and trailing ASCII whitespace from URL attributes.
    private static func trimmedHTMLValue(_ value: String) -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0C}" }
        guard let first = value.firstIndex(where: { !isSpace($0) }), let last = value.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(value[first...last])
    }

    private static func collected(link form: LinkForm, isImage: Bool, destination: String, label: String?,
                                  range: Range<Int>, textEnd: Int?, bytes: [UInt8]) -> CollectedLink {
        let kind: CollectedLink.Kind = isImage ? .image(form) : .link(form)
        var destinationRange: Range<Int>?
        switch form {
        case .inline:
            let opening = range.lowerBound + (isImage ? 2 : 1)
            if let close = closingBracket(from: max(opening, textEnd ?? opening), limit: range.upperBound, bytes: bytes),
               close + 1 < range.upperBound, bytes[close + 1] == UInt8(ascii: "(") {
                destinationRange = Self.destinationRange(from: close + 2, limit: range.upperBound - 1, bytes: bytes)
            }
        case .autolink:
            if range.count >= 2 { destinationRange = (range.lowerBound + 1)..<(range.upperBound - 1) }
        case .extendedAutolink:
            destinationRange = range
        case .fullReference, .collapsedReference, .shortcutReference:
            break
        }
        return CollectedLink(kind: kind, destination: destination, range: range, destinationRange: destinationRange,
                             label: form.isReference ? label : nil)
    }

    /// The `]` closing a link text, searching from `start`.
    private static func closingBracket(from start: Int, limit: Int, bytes: [UInt8]) -> Int? {
        var index = start
        while index < limit {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "]"): return index
            default: index += 1
            }
        }
        return nil
    }

    /// Just past the `]:` of a definition's label.
    package static func labelEnd(in range: Range<Int>, bytes: [UInt8]) -> Int? {
        var index = range.lowerBound
        while index < range.upperBound && bytes[index] != UInt8(ascii: "[") { index += 1 }
        index += 1
        while index < range.upperBound {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "]"):
                return index + 1 < range.upperBound && bytes[index + 1] == UInt8(ascii: ":") ? index + 2 : nil
            default: index += 1
            }
        }
        return nil
    }

    /// Where a destination is written from `start` (after `(` or `]:`): blanks, line endings
    /// and block quote markers opening a continuation line are skipped; `<…>` gives the
    /// inside of the brackets; a bare destination runs to a blank, a control character or
    /// an unbalanced `)`.
    package static func destinationRange(from start: Int, limit: Int, bytes: [UInt8]) -> Range<Int>? {
        var cursor = start
        var lineStart = false
        while cursor < limit {
            let byte = bytes[cursor]
            if byte == 0x0A || byte == 0x0D {
                lineStart = true
            } else if byte == UInt8(ascii: ">") && lineStart {
                // A block quote marker on a continuation line.
            } else if byte != 0x20 && byte != 0x09 {
                break
            }
            cursor += 1
        }
        guard cursor < limit else { return nil }
        if bytes[cursor] == UInt8(ascii: "<") {
            let inner = cursor + 1
            var end = inner
            while end < limit && bytes[end] != UInt8(ascii: ">") && bytes[end] != 0x0A && bytes[end] != 0x0D {
                end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
            }
            return end < limit && bytes[end] == UInt8(ascii: ">") ? inner..<end : nil
        }
        let begin = cursor
        var parentheses = 0
        while cursor < limit {
            let byte = bytes[cursor]
            if byte <= 0x20 || byte == 0x7F { break }
            if byte == UInt8(ascii: "\\") && cursor + 1 < limit && bytes[cursor + 1] > 0x20 {
                cursor += 2
                continue
            }
            if byte == UInt8(ascii: "(") { parentheses += 1 }
            if byte == UInt8(ascii: ")") {
                if parentheses == 0 { break }
                parentheses -= 1
            }
            cursor += 1
        }
        return begin < cursor ? begin..<min(cursor, limit) : nil
    }
}
