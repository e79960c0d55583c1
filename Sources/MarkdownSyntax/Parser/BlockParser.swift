/// The block phase: reads the source line by line and builds the tree of blocks, as the
/// CommonMark spec's parsing strategy describes (match open containers, open new blocks,
/// add the rest of the line to the innermost block, lazy continuation).
struct BlockParser {
    typealias Bytes = UnsafeBufferPointer<UInt8>

    let bytes: Bytes
    let options: ParseOptions
    /// Owns every block of this parse.
    let store: BlockStore
    private(set) var document: BlockNode
    /// Open blocks from the document (index 0) to the innermost one. In DocC, the document
    /// and the open directives come first, then the Markdown blocks of the current body.
    var openBlocks: [BlockNode]
    private(set) var definitions = LinkDefinitionTable()
    private(set) var footnoteLabels: Set<String> = []

    // The current line: `lineStart..<lineEnd` without its line ending.
    private var lineStart = 0
    private var lineEnd = 0
    // Cursor state, in bytes and in columns (tabs advance to the next multiple of 4).
    private var offset = 0
    private var column = 0
    private var partiallyConsumedTab = false
    private var firstNonspace = 0
    private var firstNonspaceColumn = 0
    private var indent = 0
    private var isBlank = false

    // Block directives (DocC): the open directives, innermost last, and whether Markdown
    // blocks are open inside the innermost one (a "line run" in swift-markdown's terms), with
    // swift-markdown's guess at whether a code fence is open there.
    var directives: [BlockNode] = []
    var lineRunOpen = false
    var lineRunInFence = false

    init(bytes: Bytes, options: ParseOptions) {
        self.bytes = bytes
        self.options = options
        // Prose averages well over a hundred bytes a block; denser documents grow the store.
        store = BlockStore(expectedBlocks: bytes.count / 128)
        document = store.make(.document, start: 0, nesting: 0)
        document.end = bytes.count
        openBlocks = [document]
    }

    /// Parses the lines from `start` on. Each line's end is found as it is reached: the
    /// source's line table is only made if someone asks for a position.
    mutating func parse(from start: Int) {
        var position = start
        while position < bytes.count {
            let (end, next) = SourceFile.lineBounds(from: position, in: bytes)
            processLine(position, end)
            position = next
        }
        while openBlocks.count > 1 { closeInnermost() }
        finalize(document)
    }

    /// Adds front matter that the caller recognized as the document's first child.
    mutating func addFrontMatter(_ node: BlockNode) {
        document.append(node)
    }

    // MARK: - Cursor

    private mutating func findFirstNonspace() {
        var cursor = offset
        var columns = column
        while cursor < lineEnd {
            let byte = bytes[cursor]
            if byte == ByteClass.space {
                columns += 1
            } else if byte == ByteClass.tab {
                columns += 4 - (columns % 4)
            } else {
                break
            }
            cursor += 1
        }
        firstNonspace = cursor
        firstNonspaceColumn = columns
        indent = columns - column
        isBlank = cursor == lineEnd
    }

    /// Advances by `count` columns (tabs may be consumed partially).
    private mutating func advance(columns count: Int) {
        var remaining = count
        while remaining > 0 && offset < lineEnd {
            if bytes[offset] == ByteClass.tab {
                let toTabStop = 4 - (column % 4)
                if toTabStop > remaining {
                    partiallyConsumedTab = true
                    column += remaining
                    remaining = 0
                } else {
                    partiallyConsumedTab = false
                    column += toTabStop
                    offset += 1
                    remaining -= toTabStop
                }
            } else {
                partiallyConsumedTab = false
                offset += 1
                column += 1
                remaining -= 1
            }
        }
    }

    /// Advances by `count` bytes.
    private mutating func advance(bytes count: Int) {
        var remaining = count
        while remaining > 0 && offset < lineEnd {
            if bytes[offset] == ByteClass.tab {
                column += 4 - (column % 4)
            } else {
                column += 1
            }
            partiallyConsumedTab = false
            offset += 1
            remaining -= 1
        }
    }

    private mutating func advanceToFirstNonspace() {
        advance(columns: firstNonspaceColumn - column)
    }

    // MARK: - Lines

    private mutating func processLine(_ start: Int, _ end: Int) {
        if options.extensions.contains(.blockDirectives) {
            processDirectiveLine(start, end)
        } else {
            processMarkdownLine(start, end, skipping: 0)
        }
    }

    /// The CommonMark block algorithm for one line, inside the innermost open directive (the
    /// document outside directives) whose open blocks the line may continue. The line's
    /// first `skipping` spaces or tabs are the directive's indentation, not content: columns
    /// start after them, as if the body were a document of its own.
    mutating func processMarkdownLine(_ start: Int, _ end: Int, skipping: Int) {
        lineStart = start
        lineEnd = end
        offset = start
        var skipped = 0
        while skipped < skipping && offset < end && ByteClass.isSpaceOrTab(bytes[offset]) {
            offset += 1
            skipped += 1
        }
        column = 0
        partiallyConsumedTab = false

        // 1. Which open blocks does this line continue? (The document and directives do.)
        var matched = directives.count
        var lineConsumed = false
        while matched + 1 < openBlocks.count {
            let block = openBlocks[matched + 1]
            findFirstNonspace()
            var continues = false
            switch block.kind {
            case .blockQuote:
                if indent <= 3 && !isBlank && bytes[firstNonspace] == UInt8(ascii: ">") {
                    advanceToFirstNonspace()
                    advance(columns: 1)
                    if offset < lineEnd && ByteClass.isSpaceOrTab(bytes[offset]) { advance(columns: 1) }
                    block.end = offset
                    continues = true
                }
            case .listItem:
                // A list item may start with at most one blank line. In Python-Markdown nested
                // content is four columns in, whatever the marker.
                let contentColumn = pythonMarkdown ? 4 : block.listMarker.markerOffset + block.listMarker.padding
                continues = continuesIndented(by: contentColumn, orBlank: block.hasChildren)
            case .footnoteDefinition, .indentedCode, .admonition, .contentTab, .definitionDescription:
                continues = continuesIndented(by: 4, orBlank: true)
            case .snippet:
                if MkDocsBlockScanner.snippet(bytes, firstNonspace, lineEnd) == .blockDelimiter && indent <= 3 {
                    block.end = trimmedLineEnd()
                    lineConsumed = true
                } else {
                    continues = true
                }
            case .fencedCode, .mathBlock:
                let fence = block.details.fence
                if indent <= 3 && !isBlank && BlockScanners.isClosingFence(
                    bytes, firstNonspace, lineEnd, marker: fence.character, length: fence.length) {
                    block.ownDetails.fence.isClosed = true
                    block.end = trimmedLineEnd()
                    lineConsumed = true
                } else {
                    var remaining = fence.indentation
                    while remaining > 0 && offset < lineEnd && ByteClass.isSpaceOrTab(bytes[offset]) {
                        advance(columns: 1)
                        remaining -= 1
                    }
                    continues = true
                }
            case .htmlBlock:
                continues = !(isBlank && (6...7).contains(block.details.htmlKind))
            case .list, .definitionList:
                continues = true
            case .paragraph:
                continues = !isBlank
            case .table:
                continues = !isBlank && continuesTable(block)
            default:
                continues = false
            }
            if lineConsumed {
                // A closing fence ends the block (the innermost one); nothing else is on the line.
                closeInnermost()
                return
            }
            guard continues else { break }
            matched += 1
        }

        // 2. New block starts, unless the innermost matched block is code or HTML.
        let lastMatched = openBlocks[matched]
        // A line that opens a new container cannot be a lazy paragraph continuation.
        var maybeLazy = openBlocks.last!.kind == .paragraph
        var container = lastMatched
        var closedUnmatched = matched + 1 == openBlocks.count

        func closeUnmatchedOnce(_ parser: inout BlockParser) {
            if !closedUnmatched {
                parser.closeBlocks(downTo: matched + 1)
                closedUnmatched = true
            }
        }

        newBlocks: while container.kind != .fencedCode && container.kind != .indentedCode
            && container.kind != .htmlBlock && container.kind != .mathBlock && container.kind != .snippet {
            findFirstNonspace()
            let indented = indent >= 4
            let canNest = container.nesting < options.maximumNestingDepth
            let first: UInt8 = isBlank ? 0 : bytes[firstNonspace]

            if !indented && first == UInt8(ascii: ">") && canNest {
                advanceToFirstNonspace()
                let markerStart = offset
                advance(columns: 1)
                if offset < lineEnd && ByteClass.isSpaceOrTab(bytes[offset]) { advance(columns: 1) }
                closeUnmatchedOnce(&self)
                let quote = addChild(.blockQuote, to: container, start: markerStart, nesting: container.nesting + 1)
                quote.end = offset
                container = quote
                maybeLazy = false
                continue newBlocks
            }
            if !indented && first == UInt8(ascii: "#"),
               let heading = BlockScanners.atxHeading(bytes, firstNonspace, lineEnd) {
                closeUnmatchedOnce(&self)
                let node = addChild(.heading, to: container, start: firstNonspace, nesting: container.nesting)
                node.headingLevel = heading.level
                node.headingStyle = heading.closingSequence == nil ? .atx : .atxClosed
                node.closingSequence = heading.closingSequence
                node.appendLine(LineSpan(start: heading.content.lowerBound, end: heading.content.upperBound))
                node.end = trimmedLineEnd()
                closeInnermost()
                return
            }
            if !indented, first == UInt8(ascii: "`") || first == UInt8(ascii: "~"),
               let (marker, length, info) = BlockScanners.openingFence(bytes, firstNonspace, lineEnd) {
                closeUnmatchedOnce(&self)
                let node = addChild(.fencedCode, to: container, start: firstNonspace, nesting: container.nesting)
                node.ownDetails.fence = FenceState(character: marker, length: length, indentation: firstNonspace - offset, infoRange: info)
                node.end = trimmedLineEnd()
                return
            }
            if !indented && first == UInt8(ascii: "$") && options.extensions.contains(.math),
               let length = MathBlockScanner.openingLength(bytes, firstNonspace, lineEnd) {
                closeUnmatchedOnce(&self)
                let node = addChild(.mathBlock, to: container, start: firstNonspace, nesting: container.nesting)
                node.ownDetails.fence = FenceState(character: first, length: length, indentation: firstNonspace - offset,
                                        infoRange: lineEnd..<lineEnd)
                node.end = trimmedLineEnd()
                return
            }
            if indent == 0 && canNest && (first == UInt8(ascii: "!") || first == UInt8(ascii: "?")),
               let info = MkDocsBlockScanner.admonition(bytes, firstNonspace, lineEnd,
                                                         admonitions: options.extensions.contains(.admonitions),
                                                         details: options.extensions.contains(.details)) {
                closeUnmatchedOnce(&self)
                let node = addChild(.admonition, to: container, start: firstNonspace, nesting: container.nesting + 1)
                node.ownDetails.admonition = info
                node.end = trimmedLineEnd()
                return
            }
            if indent == 0 && canNest && first == UInt8(ascii: "=") && options.extensions.contains(.contentTabs),
               let info = MkDocsBlockScanner.contentTab(bytes, firstNonspace, lineEnd) {
                closeUnmatchedOnce(&self)
                let node = addChild(.contentTab, to: container, start: firstNonspace, nesting: container.nesting + 1)
                node.ownDetails.contentTab = info
                node.end = trimmedLineEnd()
                return
            }
            if !indented && (first == UInt8(ascii: "-") || first == UInt8(ascii: ";"))
                && options.extensions.contains(.snippets),
               let snippet = MkDocsBlockScanner.snippet(bytes, firstNonspace, lineEnd) {
                closeUnmatchedOnce(&self)
                let node = addChild(.snippet, to: container, start: firstNonspace, nesting: container.nesting)
                node.appendLine(LineSpan(start: firstNonspace, end: trimmedLineEnd()))
                node.end = trimmedLineEnd()
                if snippet == .single { closeInnermost() }
                return
            }
            if !indented && first == UInt8(ascii: ":") && canNest && options.extensions.contains(.definitionLists),
               let spaces = MkDocsBlockScanner.definitionMarker(bytes, firstNonspace, lineEnd),
               let start = definitionStart(in: container) {
                closeUnmatchedOnce(&self)
                let description = openDefinition(start, in: container)
                advanceToFirstNonspace()
                advance(columns: 1 + spaces)
                container = description
                maybeLazy = false
                continue newBlocks
            }
            if pythonMarkdown && !indented && first == UInt8(ascii: "<") {
                let atTopLevel = container == document
                    || (container.kind == .paragraph && openBlocks.count == 2 && openBlocks[1] == container)
                if atTopLevel,
                   let element = PythonMarkdownHTML.openingElement(bytes, firstNonspace, lineEnd) {
                    closeUnmatchedOnce(&self)
                    let node = addChild(.htmlBlock, to: container, start: offset, nesting: container.nesting)
                    node.ownDetails.htmlKind = 8
                    node.ownDetails.rawElement = element
                    container = node
                    break newBlocks
                }
                // Elsewhere Python-Markdown reads HTML inline (comments at the top level excepted).
                if !(atTopLevel && HTMLBlockScanner.startCondition(bytes, firstNonspace, lineEnd, canBeKind7: false) == 2) {
                    break newBlocks
                }
            }
            if !indented && first == UInt8(ascii: "<"),
               let kind = HTMLBlockScanner.startCondition(
                bytes, firstNonspace, lineEnd,
                canBeKind7: container.kind != .paragraph && !(maybeLazy && !closedUnmatched)) {
                closeUnmatchedOnce(&self)
                let node = addChild(.htmlBlock, to: container, start: offset, nesting: container.nesting)
                node.ownDetails.htmlKind = kind
                container = node
                break newBlocks
            }
            if !indented && container.kind == .paragraph,
               let level = BlockScanners.setextLevel(bytes, firstNonspace, lineEnd) {
                extractDefinitions(from: container)
                if !container.lines.isEmpty {
                    container.kind = .heading
                    container.headingLevel = level
                    container.headingStyle = .setext
                    container.closingSequence = firstNonspace..<trimmedLineEnd()
                    container.end = trimmedLineEnd()
                    closeInnermost()
                    return
                }
            }
            if !indented && BlockScanners.isThematicBreak(bytes, firstNonspace, lineEnd) {
                closeUnmatchedOnce(&self)
                let node = addChild(.thematicBreak, to: container, start: firstNonspace, nesting: container.nesting)
                node.end = trimmedLineEnd()
                closeInnermost()
                return
            }
            if !indented && options.extensions.contains(.footnotes) && first == UInt8(ascii: "[") && canNest,
               let (label, after) = BlockScanners.footnoteDefinition(bytes, firstNonspace, lineEnd) {
                let start = firstNonspace
                advance(bytes: after - offset)
                closeUnmatchedOnce(&self)
                let node = addChild(.footnoteDefinition, to: container, start: start, nesting: container.nesting + 1)
                node.ownDetails.label = String(decoding: UnsafeBufferPointer(rebasing: bytes[label]), as: UTF8.self)
                node.end = after
                footnoteLabels.insert(LinkLabel.normalize(bytes, label))
                container = node
                maybeLazy = false
                continue newBlocks
            }
            if !indented && canNest,
               var marker = listMarker(interrupting: container.kind == .paragraph ? container : nil) {
                closeUnmatchedOnce(&self)
                marker.markerOffset = indent
                advanceToFirstNonspace()
                let markerStart = offset
                advance(bytes: marker.markerRange.count)
                marker.markerRange = markerStart..<offset
                marker.padding = contentPadding(markerWidth: marker.markerRange.count)
                if container.kind != .list || !(pythonMarkdown || container.listMarker.continuesList(marker)) {
                    let list = addChild(.list, to: container, start: markerStart, nesting: container.nesting + 1)
                    list.listMarker = marker
                    container = list
                }
                let item = addChild(.listItem, to: container, start: markerStart, nesting: container.nesting)
                item.listMarker = marker
                item.end = marker.markerRange.upperBound
                container = item
                maybeLazy = false
                continue newBlocks
            }
            if indented && !maybeLazy && !isBlank {
                let start = offset
                advance(columns: 4)
                closeUnmatchedOnce(&self)
                container = addChild(.indentedCode, to: container, start: start, nesting: container.nesting)
                break newBlocks
            }
            // A Python-Markdown table is a block of its own: its header is a paragraph's first line.
            if !indented && options.extensions.contains(.tables) && container.kind == .paragraph
                && !(pythonMarkdown && container.lines.count > 1),
               openTable(from: container) {
                return
            }
            break newBlocks
        }

        // 3. The rest of the line.
        let tip = openBlocks.last!
        if !closedUnmatched && tip.kind == .paragraph && container == lastMatched && !isBlank
            && !(pythonMarkdown && unmatchedBlocksEndWithoutIndentation(after: matched)) {
            addParagraphLine(to: tip)  // lazy continuation
            return
        }
        closeUnmatchedOnce(&self)
        updateLastLineBlank(container)

        switch container.kind {
        case .fencedCode, .indentedCode, .mathBlock:
            addCodeLine(to: container)
        case .snippet:
            findFirstNonspace()
            container.appendLine(LineSpan(start: firstNonspace, end: trimmedLineEnd()))
            container.end = trimmedLineEnd()
        case .htmlBlock where container.details.htmlKind == 8:
            container.appendLine(remainingLine())
            container.end = trimmedLineEnd()
            container.ownDetails.rawDepth += PythonMarkdownHTML.depthChange(bytes, offset, lineEnd, element: container.details.rawElement)
            if container.details.rawDepth <= 0 { closeInnermost() }
        case .htmlBlock:
            container.appendLine(remainingLine())
            container.end = trimmedLineEnd()
            let htmlKind = container.details.htmlKind
            if htmlKind <= 5 && HTMLBlockScanner.lineEndsBlock(bytes, offset, lineEnd, kind: htmlKind) {
                closeInnermost()
            }
        case .paragraph:
            if !isBlank { addParagraphLine(to: container) }
        case .table:
            if !isBlank {
                findFirstNonspace()
                container.appendLine(LineSpan(start: firstNonspace, end: lineEnd))
                container.end = trimmedLineEnd()
            }
        default:
            if !isBlank {
                findFirstNonspace()
                let paragraph = addChild(.paragraph, to: container, start: firstNonspace, nesting: container.nesting)
                addParagraphLine(to: paragraph)
            }
        }
    }

    /// Continues a block whose content is indented by `columns` (consuming them); a blank
    /// line continues it when `orBlank`.
    private mutating func continuesIndented(by columns: Int, orBlank: Bool) -> Bool {
        if indent >= columns {
            advance(columns: columns)
            return true
        }
        if isBlank && orBlank {
            advanceToFirstNonspace()
            return true
        }
        return false
    }

    private mutating func updateLastLineBlank(_ container: BlockNode) {
        if isBlank, let last = container.lastChild { last.lastLineBlank = true }
        let blankCounts = isBlank && container.kind != .blockQuote && container.kind != .heading
            && container.kind != .thematicBreak && container.kind != .fencedCode && container.kind != .mathBlock
            && !(container.kind == .listItem && !container.hasChildren && container.start >= lineStart)
        container.lastLineBlank = blankCounts
        for block in openBlocks where block != container {
            block.lastLineBlank = false
        }
    }

    private func skipSpaces(_ line: LineSpan) -> Int {
        var start = line.start
        while start < line.end && ByteClass.isSpaceOrTab(bytes[start]) { start += 1 }
        return start
    }

    private func trimmedLineEnd() -> Int {
        var end = lineEnd
        while end > lineStart && ByteClass.isSpaceOrTab(bytes[end - 1]) { end -= 1 }
        return end
    }

    /// Spaces standing for the unconsumed columns of a partially consumed tab.
    private func pendingTabSpaces() -> Int {
        partiallyConsumedTab ? 4 - (column % 4) : 0
    }

    /// Paragraph lines start at their first non-space character: the spec removes initial
    /// whitespace from each line (so code spans that cross lines do not keep it).
    private mutating func addParagraphLine(to paragraph: BlockNode) {
        findFirstNonspace()
        if paragraph.lines.isEmpty { paragraph.start = firstNonspace }
        paragraph.appendLine(LineSpan(start: firstNonspace, end: lineEnd))
        paragraph.end = trimmedLineEnd()
    }

    /// The rest of the line from the cursor; a partly consumed tab becomes its remaining spaces.
    private func remainingLine() -> LineSpan {
        LineSpan(start: partiallyConsumedTab ? offset + 1 : offset, end: lineEnd, leadingSpaces: pendingTabSpaces())
    }

    private mutating func addCodeLine(to code: BlockNode) {
        code.appendLine(remainingLine())
        if !isBlank || code.kind == .fencedCode { code.end = trimmedLineEnd() }
    }

    // MARK: - List markers

    /// A list marker at the first non-space character; `markerRange` holds its length only.
    /// `paragraph`: the open paragraph the marker would interrupt. In Python-Markdown only a
    /// list nested right under an item's first line can; `1)` is text, and a marker needs a
    /// space after it.
    private func listMarker(interrupting paragraph: BlockNode?) -> ListMarker? {
        guard !isBlank else { return nil }
        let interruptsParagraph = paragraph != nil
        if pythonMarkdown, let paragraph, !isFirstChildOfItem(paragraph) { return nil }
        var marker = ListMarker()
        var cursor = firstNonspace
        let first = bytes[cursor]
        if first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: "*") {
            marker.character = first
            cursor += 1
        } else if ByteClass.isDigit(first) {
            var number = 0
            while cursor < lineEnd && ByteClass.isDigit(bytes[cursor]) && cursor - firstNonspace < 9 {
                number = number * 10 + Int(bytes[cursor] - 0x30)
                cursor += 1
            }
            guard cursor < lineEnd, bytes[cursor] == UInt8(ascii: ".") || bytes[cursor] == UInt8(ascii: ")") else {
                return nil
            }
            if interruptsParagraph && number != 1 && !pythonMarkdown { return nil }
            if pythonMarkdown && bytes[cursor] == UInt8(ascii: ")") { return nil }
            marker.isOrdered = true
            marker.character = bytes[cursor]
            marker.startNumber = number
            cursor += 1
        } else {
            return nil
        }
        guard cursor == lineEnd || ByteClass.isSpaceOrTab(bytes[cursor]) else { return nil }
        if pythonMarkdown && cursor == lineEnd { return nil }
        if interruptsParagraph && !pythonMarkdown {
            var rest = cursor
            while rest < lineEnd && ByteClass.isSpaceOrTab(bytes[rest]) { rest += 1 }
            if rest == lineEnd { return nil }
        }
        marker.markerRange = 0..<(cursor - firstNonspace)
        return marker
    }

    /// Columns from the marker's start to the content, consuming the spaces after the marker.
    private mutating func contentPadding(markerWidth: Int) -> Int {
        let savedOffset = offset
        let savedColumn = column
        let savedTab = partiallyConsumedTab
        while column - savedColumn <= 5 && offset < lineEnd && ByteClass.isSpaceOrTab(bytes[offset]) {
            advance(columns: 1)
        }
        let spaces = column - savedColumn
        if spaces >= 5 || spaces < 1 || offset == lineEnd {
            offset = savedOffset
            column = savedColumn
            partiallyConsumedTab = savedTab
            if spaces > 0 { advance(columns: 1) }
            return markerWidth + 1
        }
        return markerWidth + spaces
    }

    // MARK: - Python-Markdown and MkDocs

    private var pythonMarkdown: Bool { options.extensions.contains(.pythonMarkdown) }

    /// Whether the open paragraph is the first block of a list item (the tip's parent).
    private func isFirstChildOfItem(_ paragraph: BlockNode) -> Bool {
        guard openBlocks.count >= 2, openBlocks.last == paragraph else { return false }
        let parent = openBlocks[openBlocks.count - 2]
        return parent.kind == .listItem && parent.firstChild == paragraph
    }

    /// Whether a block this line does not continue is an admonition or tab, whose body has
    /// no lazy lines: a line without the indentation ends it.
    private func unmatchedBlocksEndWithoutIndentation(after matched: Int) -> Bool {
        openBlocks[(matched + 1)...].contains { $0.kind == .admonition || $0.kind == .contentTab }
    }

    /// Where the terms of a definition (`:   text`) come from.
    private enum DefinitionStart {
        /// The lines of the open paragraph (a tight definition).
        case paragraphLines
        /// The paragraph or HTML block above a blank line (a loose definition).
        case previousBlock
        /// The definition list the line continues: another definition of the same terms.
        case sameList
    }

    private func definitionStart(in container: BlockNode) -> DefinitionStart? {
        switch container.kind {
        case .paragraph:
            return .paragraphLines
        case .definitionList:
            return .sameList
        default:
            guard let last = container.lastChild, last.lastLineBlank, !last.isOpen else { return nil }
            switch last.kind {
            case .paragraph, .htmlBlock: return .previousBlock
            case .definitionList: return .sameList
            default: return nil
            }
        }
    }

    /// Opens a definition in the list its terms start or continue.
    private mutating func openDefinition(_ start: DefinitionStart, in container: BlockNode) -> BlockNode {
        let list: BlockNode
        var isLoose = false
        switch start {
        case .paragraphLines:
            extractDefinitions(from: container)
            let parent = openBlocks[openBlocks.count - 2]
            openBlocks.removeLast()
            if parent.lastChild == container { parent.removeLastChild() }
            list = definitionList(in: parent, start: container.start)
            appendTerms(container, to: list)
        case .previousBlock:
            let block = container.removeLastChild()
            list = definitionList(in: container, start: block.start)
            appendTerms(block, to: list)
            isLoose = true
        case .sameList:
            if container.kind == .definitionList {
                list = container
                isLoose = list.lastChild?.lastLineBlank ?? false
            } else {
                list = definitionList(in: container, start: firstNonspace)
                isLoose = true
            }
        }
        let description = addChild(.definitionDescription, to: list, start: firstNonspace, nesting: list.nesting + 1)
        description.ownDetails.isLooseDescription = isLoose
        return description
    }

    /// The parent's last block when it is a definition list (terms right after one continue
    /// it), reopened; else a new list.
    private mutating func definitionList(in parent: BlockNode, start: Int) -> BlockNode {
        if let last = parent.lastChild, last.kind == .definitionList {
            last.isOpen = true
            openBlocks.append(last)
            return last
        }
        return addChild(.definitionList, to: parent, start: start, nesting: parent.nesting + 1)
    }

    /// A paragraph's lines become one term each; an HTML block (Material's
    /// `<!-- md:option -->`) is a term as it is.
    private func appendTerms(_ block: BlockNode, to list: BlockNode) {
        block.isOpen = false
        guard block.kind == .paragraph else {
            list.append(block)
            return
        }
        // A copy: adding the terms' lines may move the store's buffer of lines.
        for line in Array(block.lines) {
            let term = store.make(.definitionTerm, start: line.start, nesting: list.nesting)
            term.appendLine(line)
            var end = line.end
            while end > line.start && ByteClass.isSpaceOrTab(bytes[end - 1]) { end -= 1 }
            term.end = end
            term.isOpen = false
            list.append(term)
        }
    }

    // MARK: - Tables

    /// The most empty cells that short rows may add to a table before a row ends it, as
    /// cmark-gfm counts them: without a limit, a wide header over many one-cell lines makes
    /// a table of millions of cells out of a few bytes each.
    static let maximumAutocompletedCells = 0x80000

    /// Whether the line is a row of `table` (it has cells, and the table has not padded
    /// too many short rows already); a row's missing cells are counted.
    private func continuesTable(_ table: BlockNode) -> Bool {
        let cells = TableScanner.cells(bytes, firstNonspace, lineEnd).count
        guard cells > 0, table.details.autocompletedCells <= Self.maximumAutocompletedCells else { return false }
        table.ownDetails.autocompletedCells += max(0, table.details.alignments.count - cells)
        return true
    }

    /// Turns the paragraph's last line into a table header when this line is a matching
    /// delimiter row; earlier lines stay a paragraph.
    private mutating func openTable(from paragraph: BlockNode) -> Bool {
        guard let alignments = TableScanner.delimiterRow(bytes, firstNonspace, lineEnd) else { return false }
        extractDefinitions(from: paragraph)
        guard var header = paragraph.lines.last,
              TableScanner.cells(bytes, header.start, header.end).count == alignments.count else {
            return false
        }
        header.start = skipSpaces(header)
        let parent = openBlocks[openBlocks.count - 2]
        paragraph.removeLastLine()
        if paragraph.lines.isEmpty {
            parent.removeLastChild()
        } else {
            paragraph.end = paragraph.lines.last!.end
            closeInnermost()
        }
        if openBlocks.last == paragraph { openBlocks.removeLast() }
        let table = addChild(.table, to: parent, start: header.start, nesting: parent.nesting)
        table.ownDetails.alignments = alignments
        table.appendLine(header)
        table.ownDetails.delimiterRow = firstNonspace..<lineEnd
        table.end = trimmedLineEnd()
        return true
    }

    // MARK: - Tree building

    @discardableResult
    private mutating func addChild(_ kind: BlockNode.Kind, to parent: BlockNode, start: Int, nesting: Int) -> BlockNode {
        var parent = parent
        while !canContain(parent, kind) {
            closeInnermost()
            parent = openBlocks.last!
        }
        let node = store.make(kind, start: start, nesting: nesting)
        parent.append(node)
        openBlocks.append(node)
        return node
    }

    private func canContain(_ parent: BlockNode, _ kind: BlockNode.Kind) -> Bool {
        switch parent.kind {
        case .document, .blockQuote, .listItem, .footnoteDefinition, .blockDirective, .admonition, .contentTab,
             .definitionDescription:
            return kind != .listItem && kind != .definitionDescription
        case .list:
            return kind == .listItem
        case .definitionList:
            return kind == .definitionDescription
        default:
            return false
        }
    }

    /// Closes open blocks until only `count` remain.
    private mutating func closeBlocks(downTo count: Int) {
        while openBlocks.count > count { closeInnermost() }
    }

    mutating func closeInnermost() {
        let block = openBlocks.removeLast()
        finalize(block)
    }

    private mutating func finalize(_ block: BlockNode) {
        block.isOpen = false
        switch block.kind {
        case .paragraph:
            extractDefinitions(from: block)
            if block.lines.isEmpty, let parent = openBlocks.last ?? Optional(document),
               parent.lastChild == block {
                parent.removeLastChild()
            }
        case .indentedCode:
            while let last = block.lines.last, isBlankSpan(last) { block.removeLastLine() }
            if let last = block.lines.last {
                var end = last.end
                while end > last.start && ByteClass.isSpaceOrTab(bytes[end - 1]) { end -= 1 }
                block.end = end
            }
        case .list:
            block.isTight = listIsTight(block)
            if let last = block.lastChild { block.end = max(block.end, last.end) }
        default:
            if let last = block.lastChild { block.end = max(block.end, last.end) }
        }
    }

    private func isBlankSpan(_ span: LineSpan) -> Bool {
        for index in span.start..<span.end where !ByteClass.isSpaceOrTab(bytes[index]) { return false }
        return true
    }

    private func listIsTight(_ list: BlockNode) -> Bool {
        for item in list.children {
            let hasNextItem = item != list.lastChild
            if item.lastLineBlank && hasNextItem { return false }
            for child in item.children where endsWithBlankLine(child) && (hasNextItem || child != item.lastChild) {
                return false
            }
        }
        return true
    }

    private func endsWithBlankLine(_ block: BlockNode) -> Bool {
        var current: BlockNode? = block
        while let node = current {
            if node.lastLineBlank { return true }
            current = node.kind == .list || node.kind == .listItem ? node.lastChild : nil
        }
        return false
    }

    // MARK: - Link reference definitions

    /// Moves link reference definitions at the start of an open or closing paragraph into
    /// their own nodes, placed before the paragraph.
    private mutating func extractDefinitions(from paragraph: BlockNode) {
        guard let firstLine = paragraph.lines.first,
              bytes[firstLine.start] == UInt8(ascii: "[") else { return }
        let content = InlineContent(bytes: bytes, lines: paragraph.lines)
        var found: [BlockNode] = []
        var consumedLines = 0
        var position = 0
        while position < content.count {
            guard let definition = LinkDefinitionScanner.scan(content, at: position) else { break }
            let node = store.make(.linkReferenceDefinition, start: content.sourceOffset(position),
                                  nesting: paragraph.nesting)
            node.isOpen = false
            node.ownDetails.definition = definition.info
            let endLine = content.lineIndex(containing: definition.end - 1)
            node.end = paragraph.lines[endLine].end
            var trimmedEnd = node.end
            while trimmedEnd > node.start && ByteClass.isSpaceOrTab(bytes[trimmedEnd - 1]) { trimmedEnd -= 1 }
            node.end = trimmedEnd
            definitions.add(definition.normalizedLabel, definition.info)
            found.append(node)
            consumedLines = endLine + 1
            position = definition.end
        }
        guard !found.isEmpty else { return }
        paragraph.removeFirstLines(consumedLines)
        if !paragraph.lines.isEmpty {
            paragraph.lines[0].start = skipSpaces(paragraph.lines[0])
            paragraph.start = paragraph.lines[0].start
        }
        let parent = paragraph.isOpen ? openBlocks[openBlocks.count - 2] : (openBlocks.last ?? document)
        let before = paragraph.parent == parent ? paragraph : nil
        for node in found { parent.insert(node, before: before) }
    }
}
