import MarkdownSyntax

/// The pieces of a document each `PatternRuleKind` stands for, built one at a time into a
/// reused `PatternHaystack`.
struct PatternSegments {
    let context: LintContext
    let bytes: UnsafeBufferPointer<UInt8>
    private var haystack = PatternHaystack()

    init(context: LintContext, bytes: UnsafeBufferPointer<UInt8>) {
        self.context = context
        self.bytes = bytes
    }

    /// Calls `body` with each non-empty piece of the document of the given kinds.
    mutating func forEach(_ kinds: Set<PatternRuleKind>, _ body: (PatternHaystack) -> Void) {
        let nodes = context.nodes
        if kinds.contains(.text) {
            for paragraph in nodes.paragraphs { emitInline(of: paragraph.raw, body) }
            for table in nodes.tables {
                for section in table.raw.children {
                    for child in section.children {
                        if case .tableRow = child.kind {
                            for cell in child.children { emitInline(of: cell, body) }
                        } else {
                            emitInline(of: child, body)
                        }
                    }
                }
            }
        }
        if kinds.contains(.heading) {
            for heading in nodes.headings { emitInline(of: heading.raw, body) }
        }
        if kinds.contains(.linkText) {
            for link in nodes.links where link.form != .autolink && link.form != .extendedAutolink {
                emitInline(of: link.raw, body)
            }
        }
        if kinds.contains(.imageAlt) {
            for image in nodes.images { emitInline(of: image.raw, body) }
        }
        if kinds.contains(.linkDestination) { emitDestinations(body) }
        if kinds.contains(.inlineCode) {
            for code in nodes.inlineCodes {
                guard let range = code.byteRange, range.count > 2 * code.backtickCount else { continue }
                emit((range.lowerBound + code.backtickCount)..<(range.upperBound - code.backtickCount), body)
            }
        }
        if kinds.contains(.codeBlock) {
            for block in nodes.codeBlocks { emitCodeLines(of: block, body) }
        }
        if kinds.contains(.html) {
            for block in nodes.htmlBlocks { if let range = block.byteRange { emit(range, body) } }
            for html in nodes.inlineHTML { if let range = html.byteRange { emit(range, body) } }
        }
    }

    private mutating func emit(_ range: Range<Int>, _ body: (PatternHaystack) -> Void) {
        guard !range.isEmpty else { return }
        haystack.removeAll()
        haystack.appendSource(range, bytes)
        body(haystack)
    }

    /// The inline content of a paragraph, heading, table cell, link or image: text and line
    /// breaks as written, emphasis markers and line prefixes left out, other inlines (code,
    /// links, images, HTML, footnote references) as placeholders.
    private mutating func emitInline(of container: RawMarkup, _ body: (PatternHaystack) -> Void) {
        haystack.removeAll()
        appendInline(container)
        if !haystack.isEmpty { body(haystack) }
    }

    /// The storage is read, not the typed children: making each child positions it in the
    /// tree (a parent link per container), which cost more than the matching of short text.
    private mutating func appendInline(_ container: RawMarkup) {
        for child in container.children {
            guard let range = child.range else { continue }
            switch child.kind {
            case .text, .softBreak, .lineBreak:
                haystack.appendSource(range, bytes)
            case .emphasis, .strong, .strikethrough:
                appendInline(child)
            default:
                haystack.appendPlaceholder(range)
            }
        }
    }

    /// URLs as written: of inline links and images, autolinks, bare URLs and definitions.
    private mutating func emitDestinations(_ body: (PatternHaystack) -> Void) {
        let nodes = context.nodes
        for link in nodes.links {
            guard let range = link.byteRange else { continue }
            switch link.form {
            case .autolink:
                if range.count > 2 { emit((range.lowerBound + 1)..<(range.upperBound - 1), body) }
            case .extendedAutolink:
                emit(range, body)
            case .inline:
                if let text = LinkSource.textRange(of: link, in: context) { emitInlineDestination(after: text, in: range, body) }
            default:
                continue
            }
        }
        for image in nodes.images where image.form == .inline {
            guard let range = image.byteRange, let text = LinkSource.textRange(of: image, in: context) else { continue }
            emitInlineDestination(after: text, in: range, body)
        }
        for definition in nodes.linkDefinitions {
            guard let range = definition.byteRange, let start = LinkSource.definitionLabelEnd(in: range, in: context),
                  let destination = LinkSource.destinationRange(from: start, limit: range.upperBound, in: context) else { continue }
            emit(destination, body)
        }
    }

    /// The destination of `[text](destination "title")`, whose text spans `text`.
    private mutating func emitInlineDestination(after text: Range<Int>, in range: Range<Int>,
                                                _ body: (PatternHaystack) -> Void) {
        let open = text.upperBound + 1
        guard open < range.upperBound, bytes[open] == UInt8(ascii: "("),
              let destination = LinkSource.destinationRange(from: open + 1, limit: range.upperBound, in: context) else { return }
        emit(destination, body)
    }

    /// Each line of code of a code block, without fences, container prefixes or the
    /// indentation that is not part of the code.
    private mutating func emitCodeLines(of block: CodeBlock, _ body: (PatternHaystack) -> Void) {
        guard let range = block.byteRange, !range.isEmpty else { return }
        let source = context.source
        var line = source.line(containing: range.lowerBound)
        if block.fence != nil { line += 1 }
        let lastLine = source.line(containing: range.upperBound - 1)
        for code in block.code.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast() {
            guard line <= lastLine else { break }
            let content = source.contentRange(ofLine: line)
            let start = max(content.lowerBound, range.lowerBound)
            let end = min(content.upperBound, range.upperBound)
            guard start <= end else { break }
            var piece = start..<end
            if piece.count >= code.count && bytes[(piece.upperBound - code.count)..<piece.upperBound].elementsEqual(code) {
                piece = (piece.upperBound - code.count)..<piece.upperBound
            }
            emit(piece, body)
            line += 1
        }
    }
}
