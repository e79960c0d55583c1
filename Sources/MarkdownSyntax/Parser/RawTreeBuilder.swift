/// Converts the block phase's tree into immutable nodes, parsing the inline content of
/// paragraphs, headings and table cells on the way (all link definitions are known now).
struct RawTreeBuilder {
    typealias Bytes = UnsafeBufferPointer<UInt8>

    let bytes: Bytes
    let context: InlineContext
    /// The source's bytes for the text nodes that are runs of them; one per thread.
    var textSource: SourceBytes
    /// One per thread, as `textSource`.
    var inlineScratch = InlineScratch()

    init(bytes: Bytes, context: InlineContext, source: SourceFile) {
        self.bytes = bytes
        self.context = context
        self.textSource = SourceBytes(source.bytes)
    }

    /// From this many bytes on, the top-level blocks are converted in runs of about
    /// `chunkBytes` on all cores: blocks are independent once the link definitions are
    /// known, and their inline parsing is most of the work.
    static let parallelBytes = 128 * 1024
    static let chunkBytes = 32 * 1024
    /// Runs converted in a round when they are handed on as they come (rendered, printed):
    /// a few per core, so a slow one rarely leaves a core idle, while few wait.
    static let runsAtOnce = 8

    /// Builds the document from the blocks (which stay in their store until it goes).
    func build(_ document: BlockNode, source: SourceFile) -> RawMarkup {
        let children: [RawMarkup]
        if bytes.count >= Self.parallelBytes && document.firstChild != document.lastChild {
            children = Array(map(Self.takeChunks(of: document, chunkBytes: Self.chunkBytes)) { $0 }.joined())
        } else {
            children = build(topLevel: document.removeChildren())
        }
        return RawMarkup(.document(source, context.options), children: children, range: 0..<bytes.count)
    }

    /// Converts each chunk on whichever core is free and hands its nodes to `transform`
    /// there; the results come back in order.
    func map<Output: Sendable>(_ chunks: consuming [BlockChunk],
                               _ transform: @Sendable ([RawMarkup]) -> Output) -> [Output] {
        let builder = SharedBuilder(self)
        return ParallelMap.map(chunks) { transform(builder.value.converting($0)) }
    }

    /// `map(chunks, transform)` on other threads while this one converts `first` and hands
    /// its nodes to `work`.
    func map<Output: Sendable>(_ chunks: consuming [BlockChunk], alongside first: BlockChunk,
                               _ work: ([RawMarkup]) -> Void,
                               _ transform: @Sendable ([RawMarkup]) -> Output) -> [Output] {
        let builder = SharedBuilder(self)
        return ParallelMap.map(chunks, alongside: { work(converting(first)) }) {
            transform(builder.value.converting($0))
        }
    }

    /// Converts `chunks` on other threads while this one does `work`; their nodes in order.
    func map(_ chunks: consuming [BlockChunk], alongside work: () -> Void) -> [[RawMarkup]] {
        let builder = SharedBuilder(self)
        return ParallelMap.map(chunks, alongside: work) { builder.value.converting($0) }
    }

    /// A chunk's nodes, converted with a text source and scratch arrays of this call's own
    /// (they are per thread).
    private func converting(_ chunk: BlockChunk) -> [RawMarkup] {
        var chunkBuilder = self
        chunkBuilder.textSource = SourceBytes(textSource.bytes)
        chunkBuilder.inlineScratch = InlineScratch()
        return chunkBuilder.build(topLevel: chunk.blocks)
    }

    /// The document's top-level blocks, taken from it, in runs of consecutive blocks of
    /// about `chunkBytes` of source each.
    static func takeChunks(of document: BlockNode, chunkBytes: Int) -> [BlockChunk] {
        let blocks = document.removeChildren()
        var chunks: [BlockChunk] = []
        var current: [BlockNode] = []
        var start = blocks.first?.start ?? 0
        for block in blocks {
            if !current.isEmpty && block.start - start >= chunkBytes {
                chunks.append(BlockChunk(blocks: current))
                current = []
                start = block.start
            }
            current.append(block)
        }
        if !current.isEmpty { chunks.append(BlockChunk(blocks: current)) }
        return chunks
    }

    private func build(topLevel blocks: [BlockNode]) -> [RawMarkup] {
        var children: [RawMarkup] = []
        children.reserveCapacity(blocks.count)
        var pending = Array(blocks.reversed())
        let alerts = context.options.extensions.contains(.alerts)
        while let block = pending.popLast() {
            if alerts && block.kind == .blockQuote, let alert = alert(block) {
                children.append(alert)
            } else {
                build(block, into: &children)
            }
        }
        return children
    }

    /// Appends the nodes `block` becomes (none, one, or its children's) to `out`: one array
    /// per parent, none per block.
    private func build(_ block: BlockNode, into out: inout [RawMarkup]) {
        defer { block.releaseDetails() }
        let range = block.start..<max(block.start, block.end)
        switch block.kind {
        case .document:
            for child in block.children { build(child, into: &out) }
        case .frontMatter:
            let content = block.lines.first.map { CharacterReferences.literal(bytes, $0.start..<$0.end) } ?? ""
            out.append(RawMarkup(.frontMatter(block.details.frontMatterFormat, content: content), range: range))
        case .blockQuote:
            out.append(RawMarkup(.blockQuote, children: built(childrenOf: block), range: range))
        case .footnoteDefinition:
            out.append(RawMarkup(.footnoteDefinition(label: block.details.label), children: built(childrenOf: block), range: range))
        case .list:
            let marker = block.listMarker
            let kind: RawKind = marker.isOrdered
                ? .orderedList(OrderedListInfo(start: marker.startNumber,
                                               delimiter: marker.character == UInt8(ascii: ")") ? .parenthesis : .period,
                                               isTight: block.isTight))
                : .unorderedList(UnorderedListInfo(marker: UnorderedListMarker(byte: marker.character) ?? .dash,
                                                   isTight: block.isTight))
            out.append(RawMarkup(kind, children: built(childrenOf: block), range: range))
        case .listItem:
            out.append(listItem(block, range))
        case .paragraph:
            out.append(inlineParent(.paragraph, of: block.lines, attaching: .paragraph, range: range))
        case .heading:
            let closing = block.closingSequence.map { text($0) } ?? ""
            let info = HeadingInfo(level: block.headingLevel, style: block.headingStyle, closingSequence: closing)
            out.append(inlineParent(.heading(info), of: block.lines, attaching: .heading, range: range))
        case .thematicBreak:
            out.append(RawMarkup(.thematicBreak(marker: bytes[block.start]), range: range))
        case .fencedCode:
            let fence = block.details.fence
            let info = CodeBlockInfo(
                fence: CodeFence(character: Character(Unicode.Scalar(fence.character)), length: fence.length,
                                 indentation: fence.indentation, isClosed: fence.isClosed),
                infoString: CharacterReferences.decode(bytes, fence.infoRange),
                content: code(block.lines))
            out.append(RawMarkup(.codeBlock(info), range: range))
        case .indentedCode:
            let info = CodeBlockInfo(fence: nil, infoString: "", content: code(block.lines))
            out.append(RawMarkup(.codeBlock(info), range: range))
        case .htmlBlock:
            out.append(RawMarkup(.htmlBlock(joinedLines(block.lines, trailingNewline: false), htmlKind: block.details.htmlKind),
                              range: range))
        case .linkReferenceDefinition:
            guard let definition = block.details.definition else { return }
            out.append(RawMarkup(.linkReferenceDefinition(definition), range: range))
        case .table:
            out.append(table(block, range))
        case .mathBlock:
            let info = MathBlockInfo(tex: joinedLines(block.lines, trailingNewline: true), fenceLength: block.details.fence.length,
                                     isClosed: block.details.fence.isClosed)
            out.append(RawMarkup(.mathBlock(info), range: range))
        case .admonition:
            guard let info = block.details.admonition else {
                for child in block.children { build(child, into: &out) }
                return
            }
            out.append(RawMarkup(.admonition(info), children: built(childrenOf: block), range: range))
        case .contentTab:
            guard let info = block.details.contentTab else {
                for child in block.children { build(child, into: &out) }
                return
            }
            out.append(RawMarkup(.contentTab(info), children: built(childrenOf: block), range: range))
        case .definitionList:
            var parts: [RawMarkup] = []
            parts.reserveCapacity(block.childCount)
            for child in block.children { definitionListPart(child, into: &parts) }
            out.append(RawMarkup(.definitionList, children: parts, range: range))
        case .definitionTerm:
            out.append(inlineParent(.definitionTerm, of: block.lines, attaching: .heading, range: range))
        case .definitionDescription:
            out.append(RawMarkup(.definitionDescription(isLoose: block.details.isLooseDescription),
                                 children: built(childrenOf: block), range: range))
        case .snippet:
            out.append(RawMarkup(.snippet(joinedLines(block.lines, trailingNewline: false)), range: range))
        case .blockDirective:
            out.append(contentsOf: directive(block, range))
        }
    }

    /// A child of a definition list: an HTML block standing as a term becomes a term of that HTML.
    private func definitionListPart(_ block: BlockNode, into out: inout [RawMarkup]) {
        guard block.kind == .htmlBlock else { return build(block, into: &out) }
        let range = block.start..<max(block.start, block.end)
        let html = RawMarkup(.inlineHTML(joinedLines(block.lines, trailingNewline: false)), range: range)
        out.append(RawMarkup(.definitionTerm, children: [html], range: range))
    }

    /// The nodes the children of `parent` become (but its first child, when `droppingFirst`).
    private func built(childrenOf parent: BlockNode, droppingFirst: Bool = false) -> [RawMarkup] {
        var nodes: [RawMarkup] = []
        nodes.reserveCapacity(parent.childCount)
        for block in parent.children.dropFirst(droppingFirst ? 1 : 0) { build(block, into: &nodes) }
        return nodes
    }

    /// A top-level block quote as a GitHub alert, when its first line is an alert marker and
    /// something follows it.
    private func alert(_ quote: BlockNode) -> RawMarkup? {
        guard let first = quote.firstChild, first.kind == .paragraph, let line = first.lines.first,
              let kind = AlertScanner.kind(bytes, line.start, line.end) else { return nil }
        // A paragraph of the marker line alone goes with it.
        let dropsFirst = first.lines.count == 1
        guard dropsFirst ? quote.firstChild != quote.lastChild : quote.hasChildren else { return nil }
        var end = line.end
        while end > line.start && ByteClass.isSpaceOrTab(bytes[end - 1]) { end -= 1 }
        let marker = text(line.start..<end)
        first.removeFirstLines()
        if let next = first.lines.first {
            var start = next.start
            while start < next.end && ByteClass.isSpaceOrTab(bytes[start]) { start += 1 }
            first.lines[0].start = start
            first.start = start
        }
        let range = quote.start..<max(quote.start, quote.end)
        return RawMarkup(.alert(AlertInfo(kind: kind, marker: marker)), children: built(childrenOf: quote, droppingFirst: dropsFirst),
                         range: range)
    }

    private func directive(_ block: BlockNode, _ range: Range<Int>) -> [RawMarkup] {
        let children = built(childrenOf: block)
        guard let directive = block.details.directive else { return children }
        let progress = directive.progress
        let segments = progress.segments.map { DirectiveArgumentSegment(text: text($0), byteRange: $0) }
        let info = BlockDirectiveInfo(name: text(directive.name), segments: segments,
                                      arguments: DirectiveArgumentParser.parse(segments).arguments,
                                      hasBody: progress.hasBody, opening: block.start..<progress.openingEnd,
                                      closing: progress.closing, singleLineBody: progress.singleLineContent)
        return [RawMarkup(.blockDirective(info), children: children, range: range)]
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// A paragraph, heading or term of `kind` holding the inlines of `lines`, with the
    /// attribute lists of `placement` attached when the dialect has them.
    private func inlineParent(_ kind: RawKind, of lines: LineSpans, attaching placement: AttributeListAttachment.Placement,
                              range: Range<Int>) -> RawMarkup {
        let content = InlineContent(bytes: bytes, lines: lines, trimEnd: true, storage: inlineScratch.takeContentStorage())
        return inlineParent(kind, of: content, attaching: placement, range: range)
    }

    /// A node of `kind` holding the inlines of `content`, whose arrays are kept for the next
    /// block's. The inlines go into the node straight from where they were built (no array of
    /// their own); empty content (an empty table cell, say) has none, without starting a parser.
    private func inlineParent(_ kind: RawKind, of made: consuming InlineContent,
                              attaching placement: AttributeListAttachment.Placement? = nil,
                              range: Range<Int>) -> RawMarkup {
        var content = made
        // attr_list's attribute lists are made nodes where the dialect reads them.
        func parent(_ children: some Collection<RawMarkup>) -> RawMarkup {
            guard let placement, context.options.extensions.contains(.attributeLists) else {
                return RawMarkup(kind, children: children, range: range)
            }
            return RawMarkup(kind, children: AttributeListAttachment(bytes: bytes).attach(children, placement: placement),
                             range: range)
        }
        let node: RawMarkup
        if content.buffer.isEmpty {
            node = parent(EmptyCollection())
        } else if let text = plainText(content) {
            node = parent(CollectionOfOne(text))
        } else {
            node = content.buffer.withUnsafeBufferPointer { buffer in
                var parser = InlineParser(bytes: buffer, context: context)
                inlineScratch.lend(to: &parser)
                parser.scan()
                var builder = InlineTreeBuilder(parser: consume parser, content: content, textSource: textSource,
                                                scratch: inlineScratch, maximumDepth: context.options.maximumNestingDepth)
                return builder.build { parent($0) }
            }
        }
        inlineScratch.keep(content.takeStorage())
        return node
    }

    /// A code block's lines as its text: a range of the source when they are written one
    /// after the other, each ending in a line feed, without partial tabs or NUL; else
    /// joined into a string of their own.
    private func code(_ lines: LineSpans) -> TextContent {
        guard let first = lines.first, let last = lines.last else { return .string("") }
        var next = first.start
        for line in lines {
            guard line.leadingSpaces == 0, line.start == next, line.end < bytes.count,
                  bytes[line.end] == ByteClass.newline else {
                return .string(joinedLines(lines, trailingNewline: true))
            }
            next = line.end + 1
        }
        guard ByteSearch.firstIndex(of: 0, in: bytes, from: first.start, to: last.end) == nil else {
            return .string(joinedLines(lines, trailingNewline: true))
        }
        return TextContent(textSource, first.start..<(last.end + 1))
    }

    /// Code and HTML lines joined with `\n`, with the spaces that stand for partial tabs.
    private func joinedLines(_ lines: LineSpans, trailingNewline: Bool) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(lines.reduce(0) { $0 + $1.end - $1.start + $1.leadingSpaces + 1 })
        for (index, line) in lines.enumerated() {
            if index > 0 { result.append(ByteClass.newline) }
            result.append(contentsOf: repeatElement(ByteClass.space, count: line.leadingSpaces))
            if line.end > line.start { result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[line.start..<line.end])) }
        }
        if trailingNewline && !lines.isEmpty { result.append(ByteClass.newline) }
        return result.withUnsafeBufferPointer { CharacterReferences.literal($0, 0..<$0.count) }
    }

    // MARK: List items

    private func listItem(_ block: BlockNode, _ range: Range<Int>) -> RawMarkup {
        let marker = block.listMarker
        var info = ListItemInfo(marker: text(marker.markerRange), markerRange: marker.markerRange,
                                contentOffset: marker.padding, checkbox: nil, checkboxRange: nil)
        var dropsFirst = false
        if context.options.extensions.contains(.taskLists), let first = block.firstChild, first.kind == .paragraph,
           let (checkbox, boxRange) = taskCheckbox(first, after: marker.markerRange.upperBound) {
            info.checkbox = checkbox
            info.checkboxRange = boxRange
            var cursor = boxRange.upperBound
            let firstLine = first.lines[0]
            while cursor < firstLine.end && ByteClass.isSpaceOrTab(bytes[cursor]) { cursor += 1 }
            if cursor < firstLine.end {
                first.lines[0].start = cursor
                first.start = cursor
            } else {
                first.removeFirstLines()
                if var next = first.lines.first {
                    while next.start < next.end && ByteClass.isSpaceOrTab(bytes[next.start]) { next.start += 1 }
                    first.lines[0] = next
                    first.start = next.start
                }
            }
            dropsFirst = first.lines.isEmpty
        }
        return RawMarkup(.listItem(info), children: built(childrenOf: block, droppingFirst: dropsFirst), range: range)
    }

    /// `[ ]`, `[x]` or `[X]` followed by a space or tab at the start of the item's first
    /// line (GFM task list items).
    private func taskCheckbox(_ paragraph: BlockNode, after markerEnd: Int) -> (Checkbox, Range<Int>)? {
        guard let line = paragraph.lines.first, line.end - line.start >= 4 else { return nil }
        let start = line.start
        for index in markerEnd..<start where ByteClass.isLineEnding(bytes[index]) { return nil }
        guard bytes[start] == UInt8(ascii: "["), bytes[start + 2] == UInt8(ascii: "]"),
              ByteClass.isSpaceOrTab(bytes[start + 3]) else { return nil }
        switch bytes[start + 1] {
        case UInt8(ascii: " "): return (.unchecked, start..<start + 3)
        case UInt8(ascii: "x"), UInt8(ascii: "X"): return (.checked, start..<start + 3)
        default: return nil
        }
    }

    // MARK: Tables

    private func table(_ block: BlockNode, _ range: Range<Int>) -> RawMarkup {
        let columns = block.details.alignments.count
        let ranges = block.lines.map { TableScanner.cells(bytes, $0.start, $0.end) }
        // The header has a cell per column; short body rows are padded (the block phase
        // ends a table before padding passes `BlockParser.maximumAutocompletedCells`).
        let fillers = [0] + ranges.dropFirst().map { max(0, columns - $0.count) }
        let spans = context.options.extensions.contains(.tableSpans)
            ? TableSpanScanner.rows(bytes, cells: ranges, columns: columns, fillers: fillers) : nil
        var rows: [RawMarkup] = []
        for (index, line) in block.lines.enumerated().dropFirst() {
            rows.append(RawMarkup(.tableRow, children: cells(ranges[index], columns: columns, fillers: fillers[index],
                                                             rowEnd: trimmedEnd(line), spans: spans?[index]),
                                  range: line.start..<trimmedEnd(line)))
        }
        let header = block.lines[0]
        let head = RawMarkup(.tableHead, children: cells(ranges[0], columns: columns, fillers: 0, rowEnd: trimmedEnd(header),
                                                         spans: spans?[0]),
                             range: header.start..<trimmedEnd(header))
        var children = [head]
        if !rows.isEmpty {
            children.append(RawMarkup(.tableBody, children: rows,
                                      range: rows.first!.range!.lowerBound..<rows.last!.range!.upperBound))
        }
        let delimiterCells = TableScanner.cells(bytes, block.details.delimiterRow.lowerBound, block.details.delimiterRow.upperBound)
        let info = TableInfo(alignments: block.details.alignments, delimiterRow: block.details.delimiterRow.lowerBound..<trimmedEnd(
            LineSpan(start: block.details.delimiterRow.lowerBound, end: block.details.delimiterRow.upperBound)), delimiterCells: delimiterCells)
        return RawMarkup(.table(info), children: children, range: range)
    }

    /// One line of nothing but ASCII letters, digits, hyphens and inner spaces is a single
    /// text node, as the inline parser would make it: none of those bytes can start an
    /// inline in any dialect (most headings and table cells are such, and `---` cells).
    /// Nil for anything else.
    private func plainText(_ content: InlineContent) -> RawMarkup? {
        content.buffer.withUnsafeBufferPointer { buffer -> RawMarkup? in
            guard let first = buffer.first, let last = buffer.last, first != 0x20, last != 0x20 else { return nil }
            for byte in buffer where byte != 0x20 && byte != UInt8(ascii: "-") && !ByteClass.isAlphanumeric(byte) {
                return nil
            }
            guard let source = content.verbatimSource(of: 0..<buffer.count) else { return nil }
            return RawMarkup(.text(TextContent(textSource, source)), range: source)
        }
    }

    private func trimmedEnd(_ line: LineSpan) -> Int {
        var end = line.end
        while end > line.start && ByteClass.isSpaceOrTab(bytes[end - 1]) { end -= 1 }
        return end
    }

    /// A row's cells, cut to the table's column count and padded with `fillers` empty ones;
    /// `\|` becomes `|`. With spans, a `^` that made the cell above span has no content.
    private func cells(_ ranges: [Range<Int>], columns: Int, fillers: Int, rowEnd: Int,
                       spans: TableSpanScanner.Row?) -> [RawMarkup] {
        var cells: [RawMarkup] = []
        cells.reserveCapacity(min(columns, ranges.count) + fillers)
        for (column, cellRange) in ranges.prefix(columns).enumerated() {
            if let spans, spans.clearsMarker[column] {
                cells.append(RawMarkup(.tableCell(spans.spans[column]), range: cellRange))
                continue
            }
            var pieces: [InlineContent.Piece] = []
            var pieceStart = cellRange.lowerBound
            var cursor = cellRange.lowerBound
            while cursor < cellRange.upperBound {
                if bytes[cursor] == UInt8(ascii: "\\") && cursor + 1 < cellRange.upperBound
                    && bytes[cursor + 1] == UInt8(ascii: "|") {
                    pieces.append(InlineContent.Piece(source: pieceStart..<cursor, endsLine: false))
                    pieceStart = cursor + 1
                    cursor += 2
                } else {
                    cursor += 1
                }
            }
            pieces.append(InlineContent.Piece(source: pieceStart..<cellRange.upperBound, endsLine: false))
            let content = InlineContent(bytes: bytes, pieces: pieces, storage: inlineScratch.takeContentStorage())
            cells.append(inlineParent(.tableCell(spans?.spans[column] ?? .single), of: content, range: cellRange))
        }
        for _ in 0..<fillers { cells.append(RawMarkup(.tableCell(.single), range: rowEnd..<rowEnd)) }
        return cells
    }
}

/// Consecutive top-level blocks converted by one thread. The blocks of different chunks
/// are disjoint subtrees, and converting writes only to its own chunk's records (a task
/// item's or alert's first line), so a chunk can change threads.
struct BlockChunk: @unchecked Sendable {
    var blocks: [BlockNode]
}

/// The builder shared by the threads converting chunks: its bytes and inline context are
/// only read.
private struct SharedBuilder: @unchecked Sendable {
    let value: RawTreeBuilder
    init(_ value: RawTreeBuilder) { self.value = value }
}
