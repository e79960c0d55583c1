import MarkdownSyntax

/// Prints blocks in canonical form: one blank line between blocks, container prefixes,
/// list markers and numbering, fences and headings as the options say.
struct BlockPrinter {
    let options: FormatOptions
    let source: [UInt8]?
    private(set) var writer: LineWriter
    private let inline: InlinePrinter
    /// Display width of the container prefixes, for wrapping.
    private var prefixWidth = 0
    /// The bullet character of a list item whose first line is still to be written.
    private var pendingItemMarker: UInt8?

    init(options: FormatOptions, source: [UInt8]?, capacity: Int) {
        self.options = options
        self.source = source
        self.writer = LineWriter(capacity: capacity)
        self.inline = InlinePrinter(options: options, source: source)
    }

    mutating func printDocument(_ document: RawMarkup) {
        printBlocks(document.children, tight: false, topLevel: true)
    }

    // MARK: Sequences of blocks

    mutating func printBlocks(_ blocks: [RawMarkup], tight: Bool, topLevel: Bool = false) {
        var index = 0
        var previous: RawMarkup?
        var previousList: (unordered: UnorderedListMarker?, delimiter: OrderedListDelimiter?)?
        while index < blocks.count {
            let block = blocks[index]
            if let previous {
                let definitions = isDefinition(previous) && isDefinition(block)
                if !tight && !definitions { writer.blankLine() }
            }
            if topLevel, let end = FormatterDirectives.ignoredRegionEnd(blocks, from: index) {
                printVerbatim(blocks[index].range!.lowerBound..<blocks[end].range!.upperBound)
                previous = blocks[end]
                previousList = nil
                index = end + 1
                continue
            }
            switch block.kind {
            case .unorderedList(let info):
                var marker = options.bulletMarker
                if let last = previousList?.unordered, last == marker {
                    // Adjacent lists with the same marker would merge into one.
                    marker = UnorderedListMarker.allCases.first { $0 != last }!
                }
                printUnorderedList(block, info, marker: marker)
                previousList = (marker, nil)
            case .orderedList(let info):
                var delimiter = info.delimiter
                if let last = previousList?.delimiter, last == delimiter {
                    delimiter = delimiter == .period ? .parenthesis : .period
                }
                printOrderedList(block, info, delimiter: delimiter)
                previousList = (nil, delimiter)
            default:
                printBlock(block, tight: tight, afterParagraph: tight && previous.map(isParagraph) == true)
                previousList = nil
            }
            previous = block
            index += 1
        }
    }

    private func isDefinition(_ node: RawMarkup) -> Bool {
        if case .linkReferenceDefinition = node.kind { return true }
        return false
    }

    private func isParagraph(_ node: RawMarkup) -> Bool {
        if case .paragraph = node.kind { return true }
        return false
    }

    // MARK: Single blocks

    mutating func printBlock(_ block: RawMarkup, tight: Bool, afterParagraph: Bool = false) {
        defer { pendingItemMarker = nil }
        switch block.kind {
        case .document:
            printBlocks(block.children, tight: false, topLevel: true)
        case .frontMatter(let format, let content):
            if let written = writtenSource(block) {
                writer.lines(written)
            } else {
                let delimiter = format == .yaml ? "---" : "+++"
                writer.line(delimiter)
                if !content.isEmpty { writer.lines(LineEndings.normalized(Array(content.utf8))) }
                writer.line(delimiter)
            }
        case .paragraph:
            printParagraph(InlineLayout.layout(inline.segments(block.children), wrap: options.wrap, prefixWidth: prefixWidth))
        case .heading(let info):
            printHeading(block, info)
        case .thematicBreak:
            writer.line(thematicBreak(afterParagraph: afterParagraph))
        case .codeBlock(let info):
            printCodeBlock(info)
        case .htmlBlock(let html, _):
            writer.lines(LineEndings.normalized(Array(html.utf8)))
        case .blockQuote:
            writer.pushQuote()
            prefixWidth += 2
            if block.children.isEmpty { writer.line([UInt8]()) }
            printBlocks(block.children, tight: false)
            prefixWidth -= 2
            writer.pop()
        case .unorderedList(let info):
            printUnorderedList(block, info, marker: options.bulletMarker)
        case .orderedList(let info):
            printOrderedList(block, info, delimiter: info.delimiter)
        case .listItem:
            printItem(block, marker: Array("- ".utf8), tight: false)
        case .linkReferenceDefinition(let info):
            printDefinition(block, info)
        case .footnoteDefinition(let label):
            writer.pushItem(marker: Array("[^\(label)]: ".utf8), indent: 4)
            prefixWidth += 4
            if block.children.isEmpty { writer.line([UInt8]()) }
            printBlocks(block.children, tight: false)
            prefixWidth -= 4
            writer.pop()
        case .table:
            TablePrinter(options: options, inline: inline).print(block, into: &writer)
        default:
            // Inline content at block level (trees built by hand): print it as a paragraph.
            writer.lines(InlineLayout.layout(inline.segments([block]), wrap: options.wrap, prefixWidth: prefixWidth))
        }
    }

    /// Paragraph lines; a continuation line that would start a block on its own (`***`,
    /// `# x`, `- x`, `===` …) is indented four spaces, where it can only continue the paragraph.
    private mutating func printParagraph(_ content: [UInt8]) {
        var start = 0
        var first = true
        for index in 0...content.count where index == content.count || content[index] == 0x0A {
            let line = content[start..<index]
            if !first && BlockStart.couldInterruptParagraph(line) {
                writer.line([0x20, 0x20, 0x20, 0x20] + line)
            } else {
                writer.line(line)
            }
            first = false
            start = index + 1
        }
    }

    /// The thematic break text, avoiding readings as something else: dashes under paragraph
    /// text (a setext heading), at the very start of a document (front matter), or after a
    /// list marker of the same character (`- ---` is one thematic break, not an item).
    private mutating func thematicBreak(afterParagraph: Bool) -> String {
        var text = ThematicBreakStyle.valid(options.thematicBreak) ?? "---"
        let marker = pendingItemMarker
        if text.hasPrefix("-") && (afterParagraph || writer.output.isEmpty || marker == UInt8(ascii: "-")) {
            text = "***"
        }
        if text.hasPrefix("*") && marker == UInt8(ascii: "*") { text = "___" }
        if text.hasPrefix("_") && marker == UInt8(ascii: "_") { text = "***" }
        return text
    }

    /// The node's source text with line endings made `\n`, when it was parsed from a file.
    private func writtenSource(_ node: RawMarkup) -> [UInt8]? {
        guard let source, let range = node.range, range.upperBound <= source.count else { return nil }
        return LineEndings.normalized(Array(source[range]))
    }

    private mutating func printVerbatim(_ range: Range<Int>) {
        guard let source else { return }
        writer.lines(LineEndings.normalized(Array(source[range])))
    }

    // MARK: Headings

    private mutating func printHeading(_ block: RawMarkup, _ info: HeadingInfo) {
        let segments = inline.segments(block.children)
        let hasHardBreak = segments.contains { if case .hardBreak = $0 { return true } else { return false } }
        let wantsSetext = options.headingStyle == .setext || hasHardBreak
        if wantsSetext && info.level <= 2 {
            let content = InlineLayout.layout(segments, wrap: .keep, prefixWidth: prefixWidth)
            let firstLine = content.split(separator: 0x0A, omittingEmptySubsequences: false).first.map(Array.init) ?? []
            if !content.isEmpty && (hasHardBreak || !InlineLayout.startsBlock(firstLine)) {
                writer.lines(content)
                let lastLine = content.split(separator: 0x0A, omittingEmptySubsequences: false).last.map(Array.init) ?? []
                let width = max(3, DisplayWidth.of(String(decoding: lastLine, as: UTF8.self)))
                writer.line(String(repeating: info.level == 1 ? "=" : "-", count: width))
                return
            }
        }
        var content = InlineLayout.layout(segments, wrap: .never, prefixWidth: prefixWidth)
        content = HeadingText.escapingClosingSequence(content)
        let hashes = [UInt8](repeating: UInt8(ascii: "#"), count: info.level)
        writer.line(content.isEmpty ? hashes : hashes + [0x20] + content)
    }

    // MARK: Code blocks

    private mutating func printCodeBlock(_ info: CodeBlockInfo) {
        var character = options.codeFence.asciiValue ?? UInt8(ascii: "`")
        if character == UInt8(ascii: "`") && info.infoString.contains("`") { character = UInt8(ascii: "~") }
        var longest = 0
        var run = 0
        for byte in info.code.utf8 {
            run = byte == character ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = [UInt8](repeating: character, count: max(3, longest + 1))
        writer.line(fence + InfoString.escaped(info.infoString))
        var code = Array(info.code.utf8)
        if code.last == 0x0A { code.removeLast() }
        if !info.code.isEmpty { writer.lines(code) }
        writer.line(fence)
    }

    // MARK: Lists

    private mutating func printUnorderedList(_ list: RawMarkup, _ info: UnorderedListInfo, marker: UnorderedListMarker) {
        let bullet = Array(marker.rawValue.utf8)
        for (index, item) in list.children.enumerated() {
            if index > 0 && !info.isTight { writer.blankLine() }
            printItem(item, marker: bullet, tight: info.isTight)
        }
    }

    private mutating func printOrderedList(_ list: RawMarkup, _ info: OrderedListInfo, delimiter: OrderedListDelimiter) {
        for (index, item) in list.children.enumerated() {
            if index > 0 && !info.isTight { writer.blankLine() }
            let number: String
            switch options.numbering {
            case .ordered: number = String(info.start + index)
            case .one: number = String(info.start)
            case .preserve:
                if case .listItem(let itemInfo) = item.kind, !itemInfo.marker.isEmpty {
                    number = String(itemInfo.marker.dropLast())
                } else {
                    number = String(info.start + index)
                }
            }
            printItem(item, marker: Array((number + delimiter.rawValue).utf8), tight: info.isTight)
        }
    }

    private mutating func printItem(_ item: RawMarkup, marker: [UInt8], tight: Bool) {
        let indent = options.listIndent == .four ? max(4, marker.count + 1) : marker.count + 1
        let prefix = marker + [UInt8](repeating: 0x20, count: indent - marker.count)
        var checkbox: Checkbox?
        if case .listItem(let info) = item.kind { checkbox = info.checkbox }
        if let checkbox {
            let box: [UInt8] = Array((checkbox == .checked ? "[x] " : "[ ] ").utf8)
            if let first = item.children.first, isParagraph(first) {
                // The checkbox goes in front of the first paragraph's text.
                writer.pushItem(marker: prefix + box, indent: indent)
            } else {
                writer.pushItem(marker: prefix, indent: indent)
                writer.line(box)
            }
        } else {
            writer.pushItem(marker: prefix, indent: indent)
        }
        prefixWidth += indent
        if item.children.isEmpty && checkbox == nil { writer.line([UInt8]()) }
        if let first = item.children.first, case .thematicBreak = first.kind, checkbox == nil {
            pendingItemMarker = marker.first
        }
        printBlocks(item.children, tight: tight)
        pendingItemMarker = nil
        prefixWidth -= indent
        writer.pop()
    }

    // MARK: Definitions

    private mutating func printDefinition(_ block: RawMarkup, _ info: LinkDefinitionInfo) {
        if let written = writtenSource(block), !written.contains(0x0A) {
            writer.line(written)
            return
        }
        var line = Array("[\(info.label)]: ".utf8) + LinkDestinationPrinter.destination(info.destination)
        if info.destination.isEmpty { line = Array("[\(info.label)]: <>".utf8) }
        if let title = info.title { line += [0x20] + LinkDestinationPrinter.title(title) }
        writer.line(line)
    }
}
