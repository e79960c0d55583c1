import MarkdownSyntax

/// MD027: one space after a block quote's `>`, not more.
///
/// markdownlint reports the whitespace that follows a `>` and its one optional space
/// wherever the parser reads it as indentation before content: before a paragraph,
/// heading, fence, HTML block, nested block quote or list item, on lazy continuation
/// lines and on blank lines; not where it is the indentation of an indented code block, a
/// list item's continuation indent, part of an HTML block's text, or code content beyond
/// a fence's indentation.
struct MD027NoMultipleSpaceBlockquote: Rule {
    static let listItemsOption = RuleOption(
        "list_items", default: true, "Also check list items inside block quotes, and block quotes inside list items")

    static let descriptor = RuleDescriptor(
        id: "MD027", aliases: ["no-multiple-space-blockquote"], tags: ["blockquote", "whitespace", "indentation"],
        summary: "Multiple spaces after blockquote symbol",
        options: [listItemsOption],
        isFixable: true)

    let includesListItems: Bool

    init(options: RuleOptions) throws(ConfigError) {
        includesListItems = options[Self.listItemsOption]
    }

    func check(_ context: LintContext) -> [Finding] {
        guard !context.nodes.blockQuotes.isEmpty else { return [] }
        var scanner = Scanner(context: context, includesListItems: includesListItems)
        return scanner.run()
    }

    /// Containers that own a line's prefix: block quotes, list items and footnote definitions.
    private enum ContainerKind { case blockQuote, listItem, footnote }

    private struct Container {
        var kind: ContainerKind
        var range: Range<Int>
        /// For list items: the marker; for footnotes: the `[^label]:`.
        var marker: Range<Int>
        /// For list items: columns from the marker to the content; footnotes: 4.
        var contentOffset: Int
        var parent: Int32
    }

    private enum Place {
        /// Before a nested block quote's `>`, or the content of a paragraph, heading, table, …
        case plain
        /// On a lazy continuation line or a blank line.
        case loose
        /// Before a list marker, on a fence line, in fenced code or at the start of an HTML block.
        case structural
    }

    private struct Scanner {
        let context: LintContext
        let includesListItems: Bool
        var containers: [Container] = []
        /// Each container's marker column once known, -1 before (by container index: quote-dense
        /// files have hundreds of thousands of containers, and a line asks for several).
        var markerColumns: [Int] = []
        var codeBlockRanges: [Range<Int>]?
        var htmlBlockRanges: [Range<Int>]?
        var findings: [Finding] = []

        init(context: LintContext, includesListItems: Bool) {
            self.context = context
            self.includesListItems = includesListItems
        }

        mutating func run() -> [Finding] {
            let innermost = innermostContainers()
            // Two buffers for the chains of this line and the last one, filled again for every
            // line instead of allocated.
            var chain: [Int32] = []
            var previousChain: [Int32] = []
            context.withLintedBytes { linted in
                for line in context.lines {
                    let index = innermost[line.number]
                    guard index >= 0 else {
                        if !line.isBlank { previousChain.removeAll(keepingCapacity: true) }
                        continue
                    }
                    fillChain(&chain, ofContainer: index)
                    let bytes = linted.buffer(for: line.range)
                    scan(line, chain, bytes, previousChain: previousChain)
                    if !line.isBlank && !Self.isQuoteMarkersOnly(bytes, line.range) { swap(&previousChain, &chain) }
                }
            }
            return findings
        }

        /// For each line, the deepest container whose range covers it (-1 for none). Only the
        /// containers that overlap a block quote are kept (the quotes, what is inside them and
        /// what holds them): a line outside every quote has nothing to report, and most list
        /// items of most documents are not quoted.
        private mutating func innermostContainers() -> [Int32] {
            let nodes = context.nodes
            // The containers that hold the current one, outermost first: in order of start, a
            // container's parent is the innermost earlier one whose range covers its own
            // (ranges of different subtrees do not overlap).
            var open: [Int32] = []
            var innermost = [Int32](repeating: -1, count: context.lines.count + 1)
            func add(_ kind: ContainerKind, _ range: Range<Int>, marker: Range<Int>, contentOffset: Int) {
                while let last = open.last, !Self.covers(containers[Int(last)].range, range) { open.removeLast() }
                let index = Int32(containers.count)
                containers.append(Container(kind: kind, range: range, marker: marker, contentOffset: contentOffset,
                                            parent: open.last ?? -1))
                open.append(index)
                for line in context.lineNumbers(of: range) { innermost[line] = index }
            }
            // Each kind's nodes are in document order, so their starts ascend: merged by start
            // (quotes, then items, then footnotes at an equal start), not sorted.
            let quotes = nodes.blockQuotes.compactMap { $0.byteRange }
            // The outermost quotes (a nested one lies inside an earlier one). The containers
            // kept are closed under parents: one around a kept container overlaps its quote.
            var outerQuotes: [Range<Int>] = []
            for quote in quotes where outerQuotes.last.map({ !Self.covers($0, quote) }) ?? true {
                outerQuotes.append(quote)
            }
            // Whether `range` overlaps an outermost quote; ranges are asked for in order of
            // start, each kind with its own `cursor` (the first quote not ending before).
            func isQuoted(_ range: Range<Int>, _ cursor: inout Int) -> Bool {
                while cursor < outerQuotes.count && outerQuotes[cursor].upperBound <= range.lowerBound { cursor += 1 }
                return cursor < outerQuotes.count && outerQuotes[cursor].lowerBound < range.upperBound
            }
            var itemCursor = 0
            let items = nodes.listItems.compactMap { item -> (range: Range<Int>, marker: Range<Int>?, contentOffset: Int)? in
                guard let range = item.byteRange, isQuoted(range, &itemCursor) else { return nil }
                return (range, item.markerByteRange, item.contentOffset)
            }
            var noteCursor = 0
            let notes = nodes.footnoteDefinitions.compactMap { $0.byteRange }.filter { isQuoted($0, &noteCursor) }
            // Room for all at once: growing by doubling copied them into fresh pages.
            containers.reserveCapacity(containers.count + quotes.count + items.count + notes.count)
            var quote = 0, item = 0, note = 0
            while true {
                let quoteStart = quote < quotes.count ? quotes[quote].lowerBound : Int.max
                let itemStart = item < items.count ? items[item].range.lowerBound : Int.max
                let noteStart = note < notes.count ? notes[note].lowerBound : Int.max
                let start = min(quoteStart, itemStart, noteStart)
                if start == Int.max { break }
                if quoteStart == start {
                    add(.blockQuote, quotes[quote], marker: start..<start, contentOffset: 0)
                    quote += 1
                } else if itemStart == start {
                    add(.listItem, items[item].range, marker: items[item].marker ?? start..<start,
                        contentOffset: items[item].contentOffset)
                    item += 1
                } else {
                    add(.footnote, notes[note], marker: start..<footnoteLabelEnd(notes[note]), contentOffset: 4)
                    note += 1
                }
            }
            markerColumns = [Int](repeating: -1, count: containers.count)
            return innermost
        }

        private static func covers(_ outer: Range<Int>, _ inner: Range<Int>) -> Bool {
            outer.lowerBound <= inner.lowerBound && inner.upperBound <= outer.upperBound
        }

        private func footnoteLabelEnd(_ range: Range<Int>) -> Int {
            let bytes = context.bytes
            var index = range.lowerBound
            while index + 1 < range.upperBound {
                if bytes[index] == UInt8(ascii: "]") && bytes[index + 1] == UInt8(ascii: ":") { return index + 2 }
                index += 1
            }
            return range.lowerBound
        }

        /// Sets `chain` to the containers from the outermost to `index`.
        private func fillChain(_ chain: inout [Int32], ofContainer index: Int32) {
            chain.removeAll(keepingCapacity: true)
            var current = index
            while current >= 0 {
                chain.append(current)
                current = containers[Int(current)].parent
            }
            chain.reverse()
        }

        private static func isQuoteMarkersOnly(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
            for index in range where bytes[index] != UInt8(ascii: ">") && bytes[index] != 0x20 && bytes[index] != 0x09 {
                return false
            }
            return true
        }

        /// Follows the line's container prefixes from the left, reporting whitespace that
        /// directly follows a block quote's prefix.
        private mutating func scan(_ line: LineInfo, _ chain: [Int32], _ bytes: UnsafeBufferPointer<UInt8>,
                                   previousChain: [Int32]) {
            guard chain.contains(where: { containers[Int($0)].kind == .blockQuote }) else { return }
            let end = line.range.upperBound
            let inList = chain.contains { containers[Int($0)].kind == .listItem }
            var position = line.range.lowerBound
            var column = 0
            var contentColumn = 0
            var afterQuote = false
            var lastQuote: Int32 = -1

            func skipWhitespace() -> (Int, Int) {
                var index = position
                var col = column
                while index < end {
                    if bytes[index] == 0x20 { col += 1 } else if bytes[index] == 0x09 { col += 4 - col % 4 } else { break }
                    index += 1
                }
                return (index, col)
            }

            for index in chain {
                let container = containers[Int(index)]
                switch container.kind {
                case .blockQuote:
                    let (next, nextColumn) = skipWhitespace()
                    guard next < end, bytes[next] == UInt8(ascii: ">"), nextColumn - contentColumn <= 3 else {
                        // A lazy continuation line: the rest continues a paragraph.
                        if afterQuote && next > position && next < end {
                            report(position..<next, line, .loose, listAround: inList)
                        }
                        return
                    }
                    if afterQuote && next > position { report(position..<next, line, .plain, listAround: inList) }
                    position = next + 1
                    column = nextColumn + 1
                    if position < end && (bytes[position] == 0x20 || bytes[position] == 0x09) {
                        column += bytes[position] == 0x20 ? 1 : 4 - column % 4
                        position += 1
                    }
                    contentColumn = column
                    afterQuote = true
                    lastQuote = index
                case .listItem, .footnote:
                    if context.lineNumber(at: container.marker.lowerBound) == line.number {
                        let marker = container.marker
                        guard marker.lowerBound >= position else { return }
                        if afterQuote && marker.lowerBound > position && container.kind == .listItem {
                            report(position..<marker.lowerBound, line, .structural, listAround: true)
                        }
                        let (_, markerColumn) = skipWhitespace()
                        markerColumns[Int(index)] = markerColumn
                        position = marker.upperBound
                        column = markerColumn + marker.count
                        contentColumn = markerColumn + container.contentOffset
                        afterQuote = false
                    } else {
                        let required = markerColumn(of: index) + container.contentOffset
                        let (next, nextColumn) = skipWhitespace()
                        if next == end { return }  // A blank line continues the item.
                        guard nextColumn >= required else {
                            // Not indented enough: a lazy continuation line.
                            if afterQuote && next > position { report(position..<next, line, .loose, listAround: true) }
                            return
                        }
                        contentColumn = required
                        afterQuote = false
                    }
                }
            }

            // The content after the last container.
            guard afterQuote else { return }
            let (next, _) = skipWhitespace()
            guard next > position else { return }
            let flags = line.flags
            if flags.contains(.indentedCode) {
                return
            } else if flags.contains(.code) {
                // Fenced code: only the fence's indentation is a prefix; the rest is code.
                guard let block = codeBlock(at: position), let indentation = block.fence?.indentation,
                      indentation > 0 else { return }
                var stop = position
                var width = 0
                while stop < next && width < indentation {
                    width += bytes[stop] == 0x09 ? 4 : 1
                    stop += 1
                }
                report(position..<stop, line, .structural, listAround: inList)
            } else if flags.contains(.codeFence) {
                report(position..<next, line, .structural, listAround: inList)
            } else if flags.contains(.htmlBlock) {
                // Only the first line of an HTML block has a prefix; the rest is its text.
                guard let start = htmlBlockStart(at: position), context.lineNumber(at: start) == line.number else { return }
                report(position..<next, line, .structural, listAround: inList)
            } else if next == end {
                // A blank line: inside an open list item its whitespace is the item's indent.
                if let at = previousChain.firstIndex(of: lastQuote),
                   previousChain[(at + 1)...].contains(where: { containers[Int($0)].kind == .listItem }) {
                    return
                }
                report(position..<next, line, .loose, listAround: inList)
            } else {
                report(position..<next, line, .plain, listAround: inList)
            }
        }

        private mutating func markerColumn(of index: Int32) -> Int {
            if markerColumns[Int(index)] >= 0 { return markerColumns[Int(index)] }
            let marker = containers[Int(index)].marker.lowerBound
            let bytes = context.bytes
            var column = 0
            for offset in context.line(at: marker).range.lowerBound..<marker {
                if bytes[offset] == 0x09 { column += 4 - column % 4 } else if bytes[offset] & 0xC0 != 0x80 { column += 1 }
            }
            markerColumns[Int(index)] = column
            return column
        }

        private mutating func codeBlock(at offset: Int) -> CodeBlock? {
            if codeBlockRanges == nil { codeBlockRanges = context.nodes.codeBlocks.map { $0.byteRange ?? 0..<0 } }
            guard let index = SortedRanges.index(overlapping: offset..<(offset + 1), in: codeBlockRanges!) else { return nil }
            return context.nodes.codeBlocks[index]
        }

        private mutating func htmlBlockStart(at offset: Int) -> Int? {
            if htmlBlockRanges == nil { htmlBlockRanges = context.nodes.htmlBlocks.map { $0.byteRange ?? 0..<0 } }
            guard let index = SortedRanges.index(overlapping: offset..<(offset + 1), in: htmlBlockRanges!) else { return nil }
            return htmlBlockRanges![index].lowerBound
        }

        private mutating func report(_ range: Range<Int>, _ line: LineInfo, _ place: Place, listAround: Bool) {
            if listAround && !includesListItems { return }
            // Removing indentation before a list marker or inside code can change what the
            // following lines belong to; elsewhere it never changes the rendering.
            let safe = place != .structural
            findings.append(Finding(range: range, context: MarkdownlintText.ellipsized(line.range, in: context),
                                    fix: Fix(.delete(range), applicability: safe ? .safe : .unsafe)))
        }
    }
}
