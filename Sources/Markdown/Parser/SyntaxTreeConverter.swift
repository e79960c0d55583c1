import Foundation
import MarkdownSyntax

/// Turns MarkdownSyntax's parsed tree into this module's raw tree: the one parser, seen
/// through swift-markdown's node types.
struct SyntaxTreeConverter {
    let file: SourceFile
    let url: URL?
    let options: ParseOptions
    let tree: ParsedSyntaxTree

    /// Parses `text` with MarkdownSyntax and converts the tree.
    static func parse(_ text: String, source url: URL?, options: ParseOptions) -> RawMarkup {
        var extensions: SyntaxExtensions = [.tables, .strikethrough, .taskLists, .autolinks, .tableSpans]
        let optional: [(ParseOptions, SyntaxExtensions)] = [
            (.parseBlockDirectives, .blockDirectives), (.parseSymbolLinks, .symbolLinks),
            (.parseFootnotes, .footnotes), (.parseMath, .math), (.parseAlerts, .alerts),
        ]
        for (option, syntaxExtension) in optional where options.contains(option) { extensions.insert(syntaxExtension) }
        let syntaxOptions = MarkdownSyntax.ParseOptions(dialect: .gfm, extensions: extensions,
                                                        frontMatter: options.contains(.parseFrontMatter))
        let file = SourceFile(name: url?.path, text: text)
        let document = MarkdownSyntax.Document(parsing: file, options: syntaxOptions)
        let converter = SyntaxTreeConverter(file: file, url: url, options: options, tree: ParsedSyntaxTree(document))
        return converter.convert(document._data.raw).first ?? .document(parsedRange: nil, [])
    }

    func location(_ offset: Int) -> SourceLocation {
        let line = file.line(containing: offset)
        return SourceLocation(line: line, column: max(1, offset - file.lineStarts[line - 1] + 1), source: url)
    }

    func range(_ bytes: Range<Int>?) -> SourceRange? {
        guard let bytes else { return nil }
        return location(bytes.lowerBound)..<location(bytes.upperBound)
    }

    /// The converted node, or nothing for what swift-markdown has no node for (reference
    /// definitions, footnote definitions, front matter).
    func convert(_ node: MarkdownSyntax.RawMarkup) -> [RawMarkup] {
        let parsed = range(node.range)
        let children = { () -> [RawMarkup] in
            let converted = node.children.flatMap(convert)
            if node.tag.isInlineContainer {
                let inlines = inlineAttributes(in: converted)
                return options.contains(.smartPunctuation) ? SmartPunctuation(file: file).apply(to: inlines) : inlines
            }
            switch node.kind {
            case .document, .blockQuote, .listItem:
                return options.contains(.parseMinimalDoxygen) ? DoxygenCommandReader.read(converted) : converted
            default:
                return converted
            }
        }
        let data: RawMarkupData
        switch node.kind {
        case .document:
            // swift-markdown's document ends where its last block does; an empty one has no range.
            let blocks = children()
            let end = blocks.compactMap { $0.parsedRange?.upperBound }.max()
            let documentRange = end.map { SourceLocation(line: 1, column: 1, source: url)..<$0 }
            return [RawMarkup(.document, parsedRange: documentRange, blocks, origin: origin(of: node))]
        case .frontMatter, .linkReferenceDefinition, .footnoteDefinition: return []
        case .footnoteReference(let label): data = .text("[^\(label)]")
        case .blockQuote: data = .blockQuote
        case .orderedList(let info): data = .orderedList(startIndex: UInt(max(0, info.start)))
        case .unorderedList: data = .unorderedList
        case .listItem(let info):
            data = .listItem(checkbox: info.checkbox.map { $0 == .checked ? .checked : .unchecked })
        case .paragraph: data = .paragraph
        case .heading(let info): data = .heading(level: info.level)
        case .thematicBreak: data = .thematicBreak
        case .codeBlock(let info):
            let language = info.infoString.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init)
            let code = RawMarkupData.codeBlock(code: info.code, language: language)
            guard info.fence == nil, let bytes = node.range else { data = code; break }
            // cmark starts an indented code block at its code, after the indentation that makes it one.
            let start = location(Self.indentedCodeStart(in: file, from: bytes.lowerBound))
            return [RawMarkup(code, parsedRange: start..<location(bytes.upperBound), [], origin: origin(of: node))]
        case .htmlBlock(let html, _): data = .htmlBlock(html)
        case .blockDirective(let info):
            var body = self
            if options.contains(.parseMinimalDoxygen) {
                if let command = doxygenCommand(info, range: parsed) { return [command] }
                // Doxygen commands are not read inside directives.
                body = SyntaxTreeConverter(file: file, url: url, options: options.subtracting(.parseMinimalDoxygen), tree: tree)
            }
            var blocks = node.children.flatMap(body.convert)
            var directiveRange = parsed
            if let line = info.singleLineBody, let start = parsed?.lowerBound {
                // swift-markdown takes `@Name { text }` as its whole line, and the text before
                // the `}` as a line for cmark, whose blocks end where their line ends.
                directiveRange = start..<location(file.contentRange(ofLine: file.line(containing: line.lowerBound)).upperBound)
                blocks = Self.extendingLastBlock(of: blocks, to: location(line.upperBound))
            }
            return [RawMarkup(directive(info), parsedRange: directiveRange, blocks, origin: origin(of: node))]
        case .table(let info):
            data = .table(columnAlignments: info.alignments.map { $0.map(Self.alignment) })
            var sections = children()
            if sections.count < 2 { sections.append(.tableBody(parsedRange: nil, rows: [])) }
            return [RawMarkup(data, parsedRange: parsed, sections)]
        case .tableHead: data = .tableHead
        case .tableBody: data = .tableBody
        case .tableRow: data = .tableRow
        case .tableCell(let span): data = .tableCell(colspan: UInt(max(0, span.columns)), rowspan: UInt(max(0, span.rows)))
        case .text(let content): data = .text(content.string)
        case .softBreak: data = .softBreak
        case .lineBreak: data = .lineBreak
        case .emphasis: data = .emphasis
        case .strong: data = .strong
        case .strikethrough: data = .strikethrough
        case .inlineCode(let code, _): data = .inlineCode(code.string)
        case .symbolLink(let destination, _): data = .symbolLink(destination: destination)
        case .inlineHTML(let html): data = .inlineHTML(html)
        case .link(let info): data = .link(destination: info.destination.nonEmpty, title: info.title?.nonEmpty)
        case .image(let info): data = .image(source: info.destination.nonEmpty, title: info.title?.nonEmpty)
        case .inlineMath, .mathBlock, .alert, .admonition, .contentTab, .definitionList, .definitionTerm,
             .definitionDescription, .attributeList, .snippet:
            // The extensions `parse` asks for leave these out (swift-markdown reads no math,
            // alerts or MkDocs); should one appear, it stays as its source text.
            let text = RawMarkup(.text(node.range.map { file.text(in: $0) } ?? ""), parsedRange: parsed, [])
            return node.tag.isBlock ? [RawMarkup(.paragraph, parsedRange: parsed, [text])] : [text]
        }
        return [RawMarkup(data, parsedRange: parsed, children(), origin: origin(of: node))]
    }

    private func origin(of node: MarkdownSyntax.RawMarkup) -> SyntaxOrigin { SyntaxOrigin(tree: tree, node: node) }

    /// The inlines with each `^[text](attributes)` read as inline attributes: the parser sees
    /// a `^` ending a text, then an inline link whose parentheses hold the attributes.
    private func inlineAttributes(in inlines: [RawMarkup]) -> [RawMarkup] {
        var result: [RawMarkup] = []
        for inline in inlines {
            guard case .link = inline.data, let previous = result.last, case .text(let text) = previous.data,
                  text.hasSuffix("^"), let linkRange = inline.parsedRange,
                  let attributes = parenthesizedTail(of: linkRange) else {
                result.append(inline)
                continue
            }
            result.removeLast()
            var start = linkRange.lowerBound
            if text.count > 1 {
                let kept = String(text.dropLast())
                let keptRange = previous.parsedRange.map { $0.lowerBound..<SourceLocation(line: start.line, column: start.column - 1, source: url) }
                result.append(.text(parsedRange: keptRange, string: kept))
            }
            start.column -= 1
            result.append(RawMarkup(.inlineAttributes(attributes: attributes), parsedRange: start..<linkRange.upperBound,
                                    inline.children))
        }
        return result
    }

    /// The text between the `](` and the final `)` of an inline link's source.
    private func parenthesizedTail(of range: SourceRange) -> String? {
        let startOffset = file.lineStarts[range.lowerBound.line - 1] + range.lowerBound.column - 1
        let endOffset = file.lineStarts[range.upperBound.line - 1] + range.upperBound.column - 1
        guard startOffset < endOffset, endOffset <= file.bytes.count else { return nil }
        let source = file.text(in: startOffset..<endOffset)
        guard source.hasSuffix(")"), let open = source.range(of: "](", options: .backwards) else { return nil }
        return String(source[open.upperBound..<source.index(before: source.endIndex)])
    }

    /// Where the four columns of indentation from `start` end; a tab reaching past them stays,
    /// as cmark leaves a partly used tab in the code.
    private static func indentedCodeStart(in file: SourceFile, from start: Int) -> Int {
        let codeColumn = file.visualColumn(at: start) + 4
        var offset = start
        while offset < file.bytes.count, ByteClass.isSpaceOrTab(file.bytes[offset]),
              file.visualColumn(at: offset + 1) <= codeColumn {
            offset += 1
        }
        return offset
    }

    /// `blocks` with the last one, and the last block inside it down to one of inlines, ending
    /// at `end` or later.
    private static func extendingLastBlock(of blocks: [RawMarkup], to end: SourceLocation) -> [RawMarkup] {
        guard let last = blocks.last, let tag = last.origin?.node.tag, tag.isBlock,
              let range = last.parsedRange, range.upperBound < end else { return blocks }
        let children = tag.isInlineContainer ? last.children : extendingLastBlock(of: last.children, to: end)
        return blocks.dropLast() + [RawMarkup(last.data, parsedRange: range.lowerBound..<end, children, origin: last.origin)]
    }

    private static func alignment(_ alignment: TableAlignment) -> Table.ColumnAlignment {
        switch alignment {
        case .left: .left
        case .center: .center
        case .right: .right
        }
    }

    /// A directive with neither arguments nor body whose name is a Doxygen command, read as
    /// that command with the rest of its line.
    private func doxygenCommand(_ info: BlockDirectiveInfo, range parsed: SourceRange?) -> RawMarkup? {
        guard !info.hasBody, info.segments.isEmpty, let opening = info.opening else { return nil }
        let textStart = opening.lowerBound + 1 + info.name.utf8.count
        guard textStart <= opening.upperBound else { return nil }
        var text = file.text(in: textStart..<opening.upperBound)
        while text.last == "\n" || text.last == "\r" || text.last == " " { text.removeLast() }
        return DoxygenCommandReader.command(named: info.name, text: text, at: location(textStart), range: parsed)
    }

    private func directive(_ info: BlockDirectiveInfo) -> RawMarkupData {
        let nameRange = info.opening.map { opening in
            // swift-markdown's name range starts at the `@` and is as long as the name.
            range(opening.lowerBound..<(opening.lowerBound + info.name.utf8.count))
        } ?? nil
        let segments = info.segments.map { segment in
            DirectiveArgumentText.LineSegment(untrimmedText: segment.text, range: range(segment.byteRange))
        }
        return .blockDirective(name: info.name, nameRange: nameRange, argumentText: DirectiveArgumentText(segments: segments))
    }
}

extension String {
    /// The string, or `nil` when it is empty (swift-markdown's "no destination").
    fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
