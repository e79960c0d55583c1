import MarkdownSyntax

/// Prints blocks in canonical form: one blank line between blocks, container prefixes,
/// list markers and numbering, fences and headings as the options say.
///
/// In MkDocs files (Python-Markdown) the blank lines between blocks and list items stay
/// where they were written, since Python-Markdown reads them (a blank line before a list,
/// around a loose item, a fence right under a paragraph); indented code stays indented;
/// hard breaks stay trailing spaces; and the openers of admonitions, tabs and definitions
/// are kept as written, their bodies four spaces in.
struct BlockPrinter {
    let options: FormatOptions
    /// The document's dialect decides what a printed line must not look like (in DocC, a
    /// directive's opening or closing line).
    let parseOptions: ParseOptions
    let source: [UInt8]?
    /// Python-Markdown reads the document (the MkDocs dialect).
    let pythonMarkdown: Bool
    let listIndent: FormatOptions.ListIndent
    var writer: LineWriter
    private let inline: InlinePrinter
    /// For ATX headings, whose content must stay on one line.
    let singleLineInline: InlinePrinter
    /// Display width of the container prefixes, for wrapping.
    var prefixWidth = 0
    /// The bullet character of a list item whose first line is still to be written.
    private var pendingItemMarker: UInt8?
    /// Width written in front of the next paragraph's first line on top of `prefixWidth`
    /// (a task item's checkbox).
    private var pendingFirstLineIndent = 0
    /// The lists around the block being printed, innermost last, back to the nearest block
    /// quote (`nil` marks a quote): for bullets per level and nested bullet indentation.
    private var enclosingLists: [EnclosingList?] = []
    /// How code blocks are printed: `codeBlockStyle`, with `consistent` settled by the
    /// document's first code block.
    private var codeBlocksIndented = false
    /// Whether the next block may be printed as indented code: not right after indented
    /// code (the two would merge) or a list or footnote (whose last item would take it in).
    private var indentedCodeMayFollow = true
    /// Whether the code block printed last was printed indented.
    private var lastCodeBlockWasIndented = false
    /// How many directive bodies the next line is in.
    private var directiveDepth = 0
    /// Whether a blank line of the innermost container follows the block being printed.
    private var blankLineFollows = false

    private struct EnclosingList {
        var isBullet: Bool
        /// Columns from the item's marker to its content.
        var contentOffset: Int
    }

    /// What this printer had to do against its options.
    let notes = PrintNotes()

    init(options: FormatOptions, parseOptions: ParseOptions, source: [UInt8]?, capacity: Int) {
        self.options = options
        self.parseOptions = parseOptions
        self.source = source
        self.pythonMarkdown = parseOptions.extensions.contains(.pythonMarkdown)
        self.listIndent = options.listIndent ?? FormatOptions.defaultListIndent(for: parseOptions.dialect)
        self.writer = LineWriter(capacity: capacity)
        var inline = InlinePrinter(options: options, source: source, notes: notes, parseOptions: parseOptions)
        inline.pythonMarkdown = pythonMarkdown
        self.inline = inline
        var singleLine = inline
        singleLine.joinsLines = true
        self.singleLineInline = singleLine
    }

    mutating func printDocument(_ document: RawMarkup) {
        settleCodeBlockStyle(firstIsIndented: Self.firstCodeBlockIsIndented(in: document.children))
        printBlocks(document.children, tight: false, topLevel: true)
    }

    /// Settles how code blocks are printed: `codeBlockStyle`, with `consistent` taking the
    /// way of the document's first code block (`firstIsIndented`; nil for none yet).
    mutating func settleCodeBlockStyle(firstIsIndented: Bool?) {
        switch options.codeBlockStyle {
        case .fenced: codeBlocksIndented = false
        case .indented: codeBlocksIndented = true
        case .consistent: codeBlocksIndented = firstIsIndented ?? false
        }
    }

    /// Whether the first code block in document order is indented; nil without any.
    /// Code blocks are blocks: only nodes whose children are blocks are walked, not the
    /// inline content and table cells that are most of a tree.
    static func firstCodeBlockIsIndented(in blocks: some RawNodes) -> Bool? {
        var pending = Array(blocks.reversed())
        while let node = pending.popLast() {
            if case .codeBlock(let info) = node.kind { return info.fence == nil }
            if node.tag.hasBlockChildren { pending += node.children.reversed() }
        }
        return nil
    }

    // MARK: Sequences of blocks

    /// Where a sequence of blocks has got to: what the next block follows.
    struct SequenceProgress {
        /// What is on the line right above the first block (a task item's checkbox line is text).
        var firstAbove: Above
        var previous: RawMarkup?
        var previousList: (unordered: UnorderedListMarker?, delimiter: OrderedListDelimiter?)?
    }

    /// `firstAbove`: what is on the line right above the first block (a task item's
    /// checkbox line is text).
    mutating func printBlocks(_ blocks: some RawNodes, tight: Bool, topLevel: Bool = false, firstAbove: Above = .nothing) {
        var progress = SequenceProgress(firstAbove: firstAbove)
        _ = printBlocks(blocks, before: blocks.count, tight: tight, topLevel: topLevel, progress: &progress, isWhole: true)
    }

    /// Prints `blocks` from the first up to `stop` (and on to the end of a region kept as
    /// written that starts before it), after what `progress` says came before; returns how
    /// many it printed. The blocks from `stop` on are only read, as what follows.
    /// `isWhole` says that no block follows the last of `blocks`: otherwise a region kept as
    /// written whose end is not among them is left for later, with all that follows it.
    mutating func printBlocks(_ blocks: some RawNodes, before stop: Int, tight: Bool, topLevel: Bool,
                              progress: inout SequenceProgress, isWhole: Bool) -> Int {
        var index = 0
        while index < stop {
            let block = blocks[index]
            let regionEnd = topLevel ? FormatterDirectives.ignoredRegionEnd(blocks, from: index) : nil
            // Without the blocks after these, the region may end later than it seems.
            if let regionEnd, !isWhole && regionEnd >= blocks.count - 1 { return index }
            var above = progress.firstAbove
            if let previous = progress.previous {
                let separation = separation(previous, block, tight: tight)
                above = separation.above
                if separation.blankLine { writer.blankLine() }
            }
            let outerBlankLineFollows = blankLineFollows
            blankLineFollows = index + 1 < blocks.count ? separation(block, blocks[index + 1], tight: tight).blankLine
                                                        : outerBlankLineFollows
            defer { blankLineFollows = outerBlankLineFollows }
            if let end = regionEnd {
                printVerbatim(blocks[index].range!.lowerBound..<blocks[end].range!.upperBound)
                progress.previous = blocks[end]
                progress.previousList = nil
                index = end + 1
                continue
            }
            // An indented HTML block right after a list keeps its indentation: the list's items
            // indent their content past it, so it cannot become part of the last item.
            let clearance = index + 1 < blocks.count ? self.clearance(before: blocks[index + 1]) : 0
            switch block.kind {
            case .unorderedList(let info):
                var marker = bulletMarker
                if let last = progress.previousList?.unordered, last == marker {
                    // Adjacent lists with the same marker would merge into one.
                    marker = UnorderedListMarker.allCases.first { $0 != last }!
                }
                if progress.previous == nil, let parent = pendingItemMarker, parent == marker.rawValue.utf8.first,
                   let first = block.children.first, first.children.first.map(isList) ?? true {
                    // `- - -` (lists in lists ending in an empty item) is a thematic break.
                    marker = UnorderedListMarker.allCases.first { $0.rawValue.utf8.first != parent }!
                }
                printUnorderedList(block, info, marker: marker, clearing: clearance)
                progress.previousList = (marker, nil)
            case .orderedList(let info):
                var delimiter = info.delimiter
                if let last = progress.previousList?.delimiter, last == delimiter {
                    delimiter = delimiter == .period ? .parenthesis : .period
                }
                printOrderedList(block, info, delimiter: delimiter, clearing: clearance)
                progress.previousList = (nil, delimiter)
            default:
                indentedCodeMayFollow = progress.previous.map { !absorbsIndentedCode($0) } ?? true
                printBlock(block, tight: tight, above: above)
                progress.previousList = nil
            }
            progress.previous = block
            index += 1
        }
        return index
    }

    /// What goes between two blocks of a sequence: a blank line or not, and what the second
    /// one then has right above it.
    private func separation(_ previous: RawMarkup, _ block: RawMarkup, tight: Bool) -> (blankLine: Bool, above: Above) {
        // Definitions stay together; a paragraph that was split off definitions and
        // would start a block on its own (`2)`, `<span>`) continues right under them.
        // An HTML block left open at the end of a list item would take in a blank line.
        // Python-Markdown reads the blank lines as written (`writtenGap`).
        let gap = writtenGap(previous, block)
        if gap == nil && isDefinition(previous) && paragraphStartsBlock(block) { return (false, .text) }
        if gap == nil && isDefinition(previous) && isDefinition(block) { return (false, .block) }
        // Nothing continues an HTML block lazily: a heading after it can be setext.
        if endsInOpenHTML(previous) { return (false, .nothing) }
        if gap ?? !tight { return (true, .nothing) }
        return (false, isParagraph(previous) ? .text : .block)
    }

    /// Whether an indented code block right after `node` (a blank line between) would join
    /// it: indented code continues across blank lines, and list items and footnotes take in
    /// indented lines.
    private func absorbsIndentedCode(_ node: RawMarkup) -> Bool {
        switch node.kind {
        case .unorderedList, .orderedList, .listItem, .footnoteDefinition: return true
        case .codeBlock: return lastCodeBlockWasIndented
        default: return false
        }
    }

    /// The bullet for a list at the current nesting: `bulletMarker`, or with
    /// `alternatesBulletsByLevel` the one as many places after it as there are lists around.
    private var bulletMarker: UnorderedListMarker {
        guard options.alternatesBulletsByLevel else { return options.bulletMarker }
        let cycle: [UnorderedListMarker] = [.dash, .asterisk, .plus]
        let start = cycle.firstIndex(of: options.bulletMarker) ?? 0
        let depth = enclosingLists.count(where: { $0 != nil })
        return cycle[(start + depth) % cycle.count]
    }

    private func isDefinition(_ node: RawMarkup) -> Bool {
        if case .linkReferenceDefinition = node.kind { return true }
        return false
    }

    private func isList(_ node: RawMarkup) -> Bool {
        node.tag.isList
    }

    /// Whether `node` (a list, list item or footnote definition) ends in an HTML block that
    /// runs to the end of an item or footnote (its end condition never came): it would take
    /// in a blank line after it.
    private func endsInOpenHTML(_ node: RawMarkup) -> Bool {
        var current = node
        var inItem = false
        while true {
            switch current.kind {
            case .unorderedList, .orderedList, .listItem, .footnoteDefinition:
                if case .listItem = current.kind { inItem = true }
                if case .footnoteDefinition = current.kind { inItem = true }
                guard let last = current.children.last else { return false }
                current = last
            case .htmlBlock(let html, let kind):
                return inItem && !HTMLBlockEnd.isClosed(html, kind: kind)
            default:
                return false
            }
        }
    }

    private func paragraphStartsBlock(_ node: RawMarkup) -> Bool {
        guard isParagraph(node) else { return false }
        let content = InlineLayout.layout(inline.segments(node.children), wrap: options.wrap, prefixWidth: prefixWidth,
                                          pythonMarkdown: pythonMarkdown)
        return BlockStart.couldStartBlock(content.prefix { $0 != 0x0A }[...], pythonMarkdown: pythonMarkdown)
    }

    private func startsOnNextLineInFootnote(_ node: RawMarkup) -> Bool {
        switch node.kind {
        case .unorderedList, .orderedList, .blockQuote, .codeBlock: return true
        default: return false
        }
    }

    func isParagraph(_ node: RawMarkup) -> Bool {
        if case .paragraph = node.kind { return true }
        return false
    }

    /// In Python-Markdown, whether a blank line was written between two parsed blocks (nil
    /// elsewhere, or for blocks made in code).
    func writtenGap(_ previous: RawMarkup, _ next: RawMarkup) -> Bool? {
        guard pythonMarkdown, let source, let end = previous.range?.upperBound, let start = next.range?.lowerBound,
              end <= start, start <= source.count else { return nil }
        return Self.hasBlankLine(source, end..<start)
    }

    /// Whether the bytes hold a line with nothing but spaces, tabs and block quote markers,
    /// between two line endings.
    static func hasBlankLine(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        var sawLineEnd = false
        var lineIsBlank = false
        for index in range {
            let byte = bytes[index]
            if byte == 0x0A {
                if sawLineEnd && lineIsBlank { return true }
                sawLineEnd = true
                lineIsBlank = true
            } else if byte != 0x20 && byte != 0x09 && byte != 0x0D && byte != UInt8(ascii: ">") {
                lineIsBlank = false
            }
        }
        return false
    }

    // MARK: Single blocks

    /// What is on the line right above a block (no blank line between).
    enum Above {
        case nothing
        /// Paragraph text, which a setext underline, a `---` or more text would continue.
        case text
        /// Another block, whose last paragraph text could lazily continue.
        case block
    }

    mutating func printBlock(_ block: RawMarkup, tight: Bool, above: Above = .nothing) {
        defer {
            pendingItemMarker = nil
            pendingFirstLineIndent = 0
        }
        switch block.kind {
        case .document:
            printBlocks(block.children, tight: false, topLevel: true)
        case .frontMatter(let format, let content):
            if let written = writtenSource(block) {
                writer.lines(written)
            } else {
                switch format {
                case .yaml, .toml:
                    let delimiter = format == .yaml ? "---" : "+++"
                    writer.line(delimiter)
                    if !content.isEmpty { writer.lines(LineEndings.normalized(Array(content.utf8))) }
                    writer.line(delimiter)
                case .json, .other:
                    // The content is the whole region, delimiters included.
                    writer.lines(LineEndings.normalized(Array(content.utf8)))
                }
            }
        case .paragraph:
            printParagraph(InlineLayout.layout(inline.segments(block.children), wrap: options.wrap, prefixWidth: prefixWidth,
                                               firstLineIndent: pendingFirstLineIndent, pythonMarkdown: pythonMarkdown),
                           continuesText: above == .text, htmlLines: pythonMarkdownHTMLLines(block))
        case .heading(let info):
            printHeading(block, info, above: above)
        case .thematicBreak:
            writer.line(thematicBreak(afterParagraph: above == .text))
        case .codeBlock(let info) where info.fence == nil && pythonMarkdown:
            // Python-Markdown gives fenced code other markup (superfences' highlight).
            printIndentedCode(info.code)
        case .codeBlock(let info):
            printCodeBlock(info, above: above)
        case .mathBlock(let info):
            let fence = [UInt8](repeating: UInt8(ascii: "$"), count: max(2, info.fenceLength))
            writer.line(fence)
            var tex = LineEndings.normalized(Array(info.tex.utf8))
            if tex.last == 0x0A { tex.removeLast() }
            if !info.tex.isEmpty { writer.lines(tex) }
            if info.isClosed { writer.line(fence) }
        case .alert(let info):
            printAlert(block, info)
        case .admonition, .contentTab:
            printIndentedContainer(block)
        case .definitionList:
            printDefinitionList(block)
        case .definitionTerm:
            writer.line(InlineLayout.layout(singleLineInline.segments(block.children), wrap: .never, prefixWidth: prefixWidth))
        case .definitionDescription:
            printDescription(block)
        case .snippet(let text):
            writer.lines(LineEndings.normalized(Array(text.utf8)))
        case .htmlBlock(let html, _):
            // Verbatim, indentation included (it is part of the HTML), except where a marker
            // starts the line (its spacing would take the indentation in) or a tab indents
            // it (see `keptHTMLIndentation`). A list right before it indents its items past it.
            let lines = LineEndings.normalized(Array(html.utf8))
            let keepsIndentation = !writer.nextLineHasMarker && Self.keptHTMLIndentation(block) != nil
            writer.lines(keepsIndentation ? lines : Self.unindentedHTML(lines))
        case .blockQuote:
            pendingItemMarker = nil
            writer.pushQuote()
            prefixWidth += 2
            enclosingLists.append(nil)
            if block.children.isEmpty { writer.line([UInt8]()) }
            // The line after the quote's last block is outside the quote.
            let blankLineAfterQuote = blankLineFollows
            blankLineFollows = false
            printBlocks(block.children, tight: false)
            blankLineFollows = blankLineAfterQuote
            enclosingLists.removeLast()
            prefixWidth -= 2
            writer.pop()
        case .unorderedList(let info):
            printUnorderedList(block, info, marker: bulletMarker)
        case .orderedList(let info):
            printOrderedList(block, info, delimiter: info.delimiter)
        case .listItem:
            printItem(block, marker: Array("-".utf8), spacing: 1, isBullet: true, tight: false)
        case .linkReferenceDefinition(let info):
            printDefinition(block, info)
        case .footnoteDefinition(let label):
            pendingItemMarker = nil
            let marker = Array("[^\(label)]: ".utf8)
            writer.pushItem(marker: marker, indent: 4)
            prefixWidth += 4
            // Content is indented four spaces after the first line, where the label put it
            // further right: blocks whose nested lines depend on the column they start at
            // (lists, quotes, fences) start on the next line; a paragraph's first line is
            // wrapped shorter by what the label takes beyond the four.
            if block.children.first.map(startsOnNextLineInFootnote) ?? true {
                writer.line([UInt8]())
            } else {
                pendingFirstLineIndent = max(0, marker.count - 4)
            }
            printBlocks(block.children, tight: false)
            prefixWidth -= 4
            writer.pop()
        case .blockDirective(let info):
            printDirective(block, info)
        case .table:
            TablePrinter(options: options, inline: inline).print(block, prefixWidth: prefixWidth, into: &writer)
        case .tableHead, .tableBody, .tableRow, .tableCell, .text, .softBreak, .lineBreak, .emphasis, .strong,
             .strikethrough, .inlineCode, .symbolLink, .inlineHTML, .link, .image, .footnoteReference, .inlineMath,
             .attributeList:
            // Table parts or inline content at block level (trees built by hand): print their text as a paragraph.
            writer.lines(InlineLayout.layout(inline.segments([block]), wrap: options.wrap, prefixWidth: prefixWidth,
                                             pythonMarkdown: pythonMarkdown))
        }
    }

    /// Paragraph lines; a continuation line that would start a block on its own (`***`,
    /// `# x`, `- x`, `===` …) is indented four spaces, where it can only continue the paragraph.
    /// A first line made of the bullet character it follows (`--` after `- `, a thematic
    /// break) has that character escaped.
    /// `continuesText`: the paragraph is printed right under text it must not be separated
    /// from, so its first line is a continuation line too.
    /// `htmlLines`: for each line break before raw HTML that Python-Markdown would store as
    /// a block at the start of a line, in order, the spaces it had there when it was one
    /// (such a line is written outside the container prefixes, as it was), nil when it was not.
    private mutating func printParagraph(_ content: [UInt8], continuesText: Bool = false,
                                         htmlLines: [ArraySlice<UInt8>?] = []) {
        var start = 0
        var first = !continuesText
        var htmlLines = htmlLines[...]
        for index in 0...content.count where index == content.count || content[index] == 0x0A {
            let line = content[start..<index]
            var keptIndentation: ArraySlice<UInt8>?
            if start > 0, !htmlLines.isEmpty, PythonMarkdownHTML.opensBlockAtLineStart(line) {
                keptIndentation = htmlLines.removeFirst()
            }
            if let keptIndentation {
                writer.unprefixedLine(keptIndentation + line)
            } else if first, let bullet = pendingItemMarker, bullet == UInt8(ascii: "-") || bullet == UInt8(ascii: "*")
                || bullet == UInt8(ascii: "+"), line.first == bullet,
               line.allSatisfy({ $0 == bullet || $0 == 0x20 || $0 == 0x09 }) {
                writer.line([UInt8(ascii: "\\")] + line)
            } else if readsAsDirectiveSyntax(line) {
                // Text that DocC would take for a directive's `@` line or a body's `}`.
                let indentation = line.prefix { $0 == 0x20 }.count
                writer.line(line.prefix(indentation) + [UInt8(ascii: "\\")] + line.dropFirst(indentation))
            } else if !first && BlockStart.couldInterruptParagraph(line, pythonMarkdown: pythonMarkdown) && !readsAsInlineHTML(line) {
                writer.line([0x20, 0x20, 0x20, 0x20] + line)
            } else if !first, let indentation = lazyIndentation(line) {
                writer.unprefixedLine([UInt8](repeating: 0x20, count: indentation) + line)
            } else {
                writer.line(line)
            }
            first = false
            start = index + 1
        }
    }

    /// The spaces a continuation line is written with instead of its container prefixes
    /// when MD013 would find it too long under them for `continuationLineWidth` and not with
    /// fewer (`LineLengthCheck`): as many as keep the whole line within the limit, else as
    /// many as MD013 accepts, never fewer than the prefixes that admit no lazy lines (all but
    /// list items'). nil when the prefixes do or no such indentation does, and for a line a
    /// reader could take for the start of a block there: one CommonMark could start a block
    /// with, or, for Python-Markdown, HTML or an admonition's or details' `!!!` or `???`.
    private func lazyIndentation(_ line: ArraySlice<UInt8>) -> Int? {
        guard let limit = options.continuationLineWidth, let prefixWidth = writer.nextLinePrefixWidth,
              let keptWidth = writer.nextLineLazyPrefixWidth, let first = line.first else { return nil }
        let (length, lastSpace) = LineLengthCheck.measure(line)
        guard let lastSpace, prefixWidth + lastSpace >= limit, limit - 1 - lastSpace >= keptWidth,
              !BlockStart.couldStartBlock(line, pythonMarkdown: pythonMarkdown) else { return nil }
        if pythonMarkdown && [UInt8(ascii: "<"), UInt8(ascii: "!"), UInt8(ascii: "?")].contains(first) { return nil }
        return limit - length >= keptWidth ? limit - length : limit - 1 - lastSpace
    }

    /// Whether a continuation line printed here that starts with HTML stays inline HTML
    /// without more indentation: in Python-Markdown, under a prefix of four spaces or more
    /// (a list item, an admonition) or one with a `>`, where neither Python-Markdown nor
    /// the dialect's parser starts a block with it.
    private func readsAsInlineHTML(_ line: ArraySlice<UInt8>) -> Bool {
        guard pythonMarkdown, line.first == UInt8(ascii: "<") else { return false }
        return writer.nextLinePrefixWidth.map { $0 >= 4 } ?? true
    }

    /// The `htmlLines` of `printParagraph` for a paragraph in a Python-Markdown document, in
    /// the order its lines are printed (inside emphasis and links too).
    private func pythonMarkdownHTMLLines(_ paragraph: RawMarkup) -> [ArraySlice<UInt8>?] {
        guard pythonMarkdown else { return [] }
        var lines: [ArraySlice<UInt8>?] = []
        func visit(_ children: some RawNodes) {
            for (index, child) in children.enumerated() {
                if index > 0, inline.opensPythonMarkdownHTMLBlock(child) {
                    switch children[index - 1].kind {
                    case .softBreak, .lineBreak:
                        lines.append(inline.startsPythonMarkdownHTMLBlock(child) ? inline.writtenIndentation(child) : nil)
                    default:
                        break
                    }
                }
                visit(child.children)
            }
        }
        visit(paragraph.children)
        return lines
    }

    /// Whether DocC would read a text line printed here as directive syntax: `@Name` at the
    /// start of a line (where nothing but spaces precedes it), or `}` inside a body.
    private func readsAsDirectiveSyntax(_ line: ArraySlice<UInt8>) -> Bool {
        guard parseOptions.extensions.contains(.blockDirectives), writer.nextLinePrefixIsBlank else { return false }
        return DirectiveSyntax.opensDirective(line) || (directiveDepth > 0 && DirectiveSyntax.closesDirective(line))
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

    /// The indentation a block keeps after a list, which the list's items must clear: an
    /// indented HTML block's, and (in DocC, where indented code stays indented) four columns.
    private func clearance(before next: RawMarkup) -> Int {
        if let html = Self.keptHTMLIndentation(next) { return html }
        if case .codeBlock(let info) = next.kind, info.fence == nil, parseOptions.extensions.contains(.blockDirectives) {
            return 4
        }
        return 0
    }

    /// Whether the item's content started on the line after its marker in the source (DocC
    /// counts that line's fence-like text, if any, and no other).
    private func startsOnNextLine(_ item: RawMarkup) -> Bool {
        guard parseOptions.extensions.contains(.blockDirectives), let source, case .listItem(let info) = item.kind,
              let marker = info.markerRange, let first = item.children.first?.range, first.lowerBound <= source.count
        else { return false }
        return source[marker.upperBound..<first.lowerBound].contains { $0 == 0x0A || $0 == 0x0D }
    }

    /// The spaces in front of an HTML block's first line, which the printer keeps; nil for
    /// a block that is not HTML, or whose indentation holds a tab (its width would depend
    /// on the column the line lands on, so it is not kept).
    private static func keptHTMLIndentation(_ block: RawMarkup) -> Int? {
        guard case .htmlBlock(let html, _) = block.kind else { return nil }
        let indentation = html.utf8.prefix { $0 == 0x20 || $0 == 0x09 }
        return indentation.contains(0x09) ? nil : indentation.count
    }

    /// An HTML block without the indentation of its first line (where a marker's spacing
    /// would take it in, or a tab's width would change).
    private static func unindentedHTML(_ html: [UInt8]) -> [UInt8] {
        var start = 0
        while start < html.count && (html[start] == 0x20 || html[start] == 0x09) { start += 1 }
        return Array(html[start...])
    }

    /// The node's source text with line endings made `\n`, when it was parsed from a file.
    func writtenSource(_ node: RawMarkup) -> [UInt8]? {
        node.range.flatMap { writtenSource(range: $0) }
    }

    private func writtenSource(range: Range<Int>) -> [UInt8]? {
        guard let source, range.upperBound <= source.count else { return nil }
        return LineEndings.normalized(Array(source[range]))
    }

    /// An ignored region as written, except for the indentation of its first line (which
    /// could put it inside a list printed before it).
    private mutating func printVerbatim(_ range: Range<Int>) {
        guard let source else { return }
        var start = range.lowerBound
        while start < range.upperBound && (source[start] == 0x20 || source[start] == 0x09) { start += 1 }
        // Whole lines: a block's range can stop before trailing spaces that are content.
        var end = range.upperBound
        while end < source.count && source[end] != 0x0A && source[end] != 0x0D { end += 1 }
        writer.lines(LineEndings.normalized(Array(source[start..<end])))
    }

    // MARK: Directives

    /// The opening as written (its continuation lines losing the indentation of the `@`), the
    /// body four spaces in, the closing `}` on its own line.
    private mutating func printDirective(_ block: RawMarkup, _ info: BlockDirectiveInfo) {
        writer.lines(directiveOpening(block, info))
        guard info.hasBody else { return }
        // A body that ran to the end of the document stays open: DocC may not have seen a
        // `}` where one was written (inside what it took for a code fence), and would not
        // see one printed there either.
        let isUnclosed = block.range != nil && info.opening != nil && info.closing == nil
        let closing = block.range == nil ? nil : info.closing.flatMap { writtenSource(range: $0) }
        if let closing = info.closing, let opening = info.opening, block.range != nil, closing.upperBound <= opening.upperBound {
            return  // the body opened and closed within the opening's line, which DocC ignored
        }
        writer.pushItem(marker: LineWriter.spaces(4), indent: 4)
        prefixWidth += 4
        directiveDepth += 1
        let bodyStart = writer.position
        printBlocks(block.children, tight: false)
        // DocC reads a first body line that ends in `}` as a body written on the opening line:
        // a blank line first makes it an ordinary line.
        if let first = writer.line(at: bodyStart), first.last(where: { $0 != 0x20 && $0 != 0x09 }) == UInt8(ascii: "}") {
            writer.insertBlankLine(at: bodyStart)
        }
        directiveDepth -= 1
        prefixWidth -= 4
        writer.pop()
        if !isUnclosed { writer.lines(closing ?? Array("}".utf8)) }
    }

    private func directiveOpening(_ block: RawMarkup, _ info: BlockDirectiveInfo) -> [UInt8] {
        guard block.range != nil, let opening = info.opening, let source, let written = writtenSource(range: opening) else {
            var text = "@" + info.name
            if !info.arguments.isEmpty { text += "(" + DirectiveArgument.argumentText(info.arguments) + ")" }
            if info.hasBody { text += " {" }
            return Array(text.utf8)
        }
        var lines = written.split(separator: 0x0A, omittingEmptySubsequences: false)
        guard lines.count > 1 else { return written }
        // Continuation lines (arguments over several lines, a `{` on the next line) keep their
        // indentation relative to the `@`. DocC takes the first of them for the body's
        // indentation, so with a body it must be one to four columns in, where the body is
        // printed: otherwise all of them move by the same amount.
        var lineStart = opening.lowerBound
        while lineStart > 0 && source[lineStart - 1] != 0x0A && source[lineStart - 1] != 0x0D { lineStart -= 1 }
        let atColumn = Self.indentationColumns(source[lineStart..<opening.lowerBound])
        let firstRelative = Self.indentationColumns(lines[1]) - atColumn
        let shift = info.hasBody && !(1...4).contains(firstRelative) ? 4 - firstRelative : 0
        for index in lines.indices.dropFirst() {
            let line = lines[index]
            let content = line.drop { $0 == 0x20 || $0 == 0x09 }
            let indentation = max(0, Self.indentationColumns(line) - atColumn + shift)
            lines[index] = ArraySlice([UInt8](repeating: 0x20, count: indentation) + content)
        }
        return Array(lines.joined(separator: [0x0A]))
    }

    /// Columns of a line's indentation, a tab moving to the next multiple of four (as DocC counts).
    private static func indentationColumns(_ line: ArraySlice<UInt8>) -> Int {
        var columns = 0
        for byte in line {
            if byte == 0x20 { columns += 1 } else if byte == 0x09 { columns = (columns + 4) & ~3 } else { break }
        }
        return columns
    }

    // MARK: Headings

    /// Setext where the options ask for it and it can be read back; a heading right under
    /// another block (in a tight list item) is ATX, as its text could continue a paragraph.
    /// A heading written on several lines stays setext where it can: ATX would join them.
    private mutating func printHeading(_ block: RawMarkup, _ info: HeadingInfo, above: Above) {
        let hasHardBreak = InlinePrinter.containsHardBreak(block)
        let keepsLines = above == .nothing && InlinePrinter.containsSoftBreak(block)
        let wantsSetext = (options.headingStyle.isSetext && above == .nothing) || hasHardBreak || keepsLines
        if wantsSetext && info.level <= 2 {
            let content = InlineLayout.layout(inline.segments(block.children), wrap: .keep, prefixWidth: prefixWidth)
            let firstLine = content.split(separator: 0x0A, omittingEmptySubsequences: false).first.map(Array.init) ?? []
            if !content.isEmpty && (hasHardBreak || !BlockStart.couldStartBlock(firstLine[...], pythonMarkdown: pythonMarkdown)) {
                printParagraph(content)
                let lastLine = content.split(separator: 0x0A, omittingEmptySubsequences: false).last.map(Array.init) ?? []
                let width = max(3, DisplayWidth.of(utf8: lastLine))
                writer.line(String(repeating: info.level == 1 ? "=" : "-", count: width))
                return
            }
        }
        var content = InlineLayout.layout(singleLineInline.segments(block.children), wrap: .never, prefixWidth: prefixWidth)
        content = HeadingText.escapingClosingSequence(content)
        let hashes = [UInt8](repeating: UInt8(ascii: "#"), count: info.level)
        if content.isEmpty {
            writer.line(hashes)
        } else {
            writer.line(hashes + [0x20] + content + (options.headingStyle.closesATX ? [0x20] + hashes : []))
        }
    }

    // MARK: Code blocks

    /// In DocC, indented code stays indented and an unclosed fence stays unclosed: DocC
    /// guesses line by line whether a code fence is open (toggled by every line that starts
    /// with three backticks or tildes), and a fence line added or taken away could hide a
    /// directive's `}` or `@` line from it, or show it one inside code.
    private mutating func printCodeBlock(_ info: CodeBlockInfo, above: Above) {
        lastCodeBlockWasIndented = false
        let keepsFenceLines = parseOptions.extensions.contains(.blockDirectives)
        if keepsFenceLines && info.fence == nil && info.content.withUTF8({ !$0.isEmpty }) {
            var code = info.content.withUTF8(Array.init)
            if code.last == 0x0A { code.removeLast() }
            for line in code.split(separator: 0x0A, omittingEmptySubsequences: false) {
                writer.line(line.isEmpty ? [] : [0x20, 0x20, 0x20, 0x20] + line)
            }
            lastCodeBlockWasIndented = true
            return
        }
        // Fences stay where a dialect reads them differently from indented code (above, and
        // Python-Markdown's superfences highlight fenced code).
        if codeBlocksIndented, !keepsFenceLines, !pythonMarkdown, indentedCodeMayFollow, above == .nothing,
           !writer.nextLineHasMarker, let lines = Self.indentableLines(info) {
            for line in lines { writer.line(line.isEmpty ? line : [0x20, 0x20, 0x20, 0x20] + line) }
            lastCodeBlockWasIndented = true
            return
        }
        var character = options.codeFence.asciiValue ?? UInt8(ascii: "`")
        if character == UInt8(ascii: "`") && info.infoString.utf8.contains(UInt8(ascii: "`")) { character = UInt8(ascii: "~") }
        var fence = [UInt8](repeating: character, count: max(3, Self.longestRun(of: character, in: info.code) + 1))
        // Python-Markdown's fences need their closing line: an unclosed one is paragraph text,
        // kept as written (fence and all) and left unclosed. DocC's stays unclosed too (above).
        let keptOpen = (pythonMarkdown || keepsFenceLines) && info.fence.map { !$0.isClosed } ?? false
        if keptOpen, let written = info.fence, let byte = written.character.asciiValue {
            fence = [UInt8](repeating: byte, count: written.length)
        }
        let infoString = InfoString.escaped(info.infoString)
        // An info string starting with the fence character would lengthen the fence.
        writer.line(fence + (infoString.first == character ? [0x20] : []) + infoString)
        var code = info.content.withUTF8(Array.init)
        let hasCode = !code.isEmpty
        if code.last == 0x0A { code.removeLast() }
        if hasCode { writer.lines(code) }
        if !keptOpen { writer.line(fence) }
    }

    /// The length of the longest run of `byte` in `text`, found run by run with memchr
    /// (code blocks are a large part of many documents).
    private static func longestRun(of byte: UInt8, in text: String) -> Int {
        var text = text
        return text.withUTF8 { bytes in
            var longest = 0
            var index = 0
            while let start = ByteSearch.firstIndex(of: byte, in: bytes, from: index) {
                var end = start + 1
                while end < bytes.count && bytes[end] == byte { end += 1 }
                longest = max(longest, end - start)
                index = end
            }
            return longest
        }
    }

    /// The code's lines when an indented code block says exactly the same: no info string,
    /// and a first and last line with text (an indented block cannot start or end with a
    /// blank line); nil otherwise. Printed where nothing is above it (it cannot continue a
    /// paragraph) and no list marker goes in front of it.
    private static func indentableLines(_ info: CodeBlockInfo) -> [[UInt8]]? {
        guard info.infoString.isEmpty else { return nil }
        var code = info.content.withUTF8(Array.init)
        if code.last == 0x0A { code.removeLast() }
        let lines = code.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
        let hasText: ([UInt8]) -> Bool = { $0.contains { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D } }
        guard let first = lines.first, let last = lines.last, hasText(first), hasText(last),
              !lines.contains(where: { $0.contains(0x0D) }) else { return nil }
        return lines
    }

    // MARK: Lists

    /// `clearing`: the indentation of a line right after the list that must stay outside it.
    private mutating func printUnorderedList(_ list: RawMarkup, _ info: UnorderedListInfo, marker: UnorderedListMarker,
                                             clearing: Int = 0) {
        let bullet = Array(marker.rawValue.utf8)
        let spacing = markerSpacing(list, tight: info.isTight, ordered: false)
        let padding = nestedBulletPadding()
        if padding > 0 {
            writer.pushItem(marker: LineWriter.spaces(padding), indent: padding, admitsLazyLines: true)
            prefixWidth += padding
        }
        for (index, item) in list.children.enumerated() {
            if index > 0 && itemGap(list.children[index - 1], item, tight: info.isTight) { writer.blankLine() }
            withBlankLineAfter(item, of: list, tight: info.isTight, index: index) { printer in
                printer.printItem(item, marker: bullet, spacing: spacing, isBullet: true, tight: info.isTight,
                              isOnlyItem: list.children.count == 1, clearing: clearing)
            }
        }
        if padding > 0 {
            prefixWidth -= padding
            writer.pop()
        }
    }

    private mutating func printOrderedList(_ list: RawMarkup, _ info: OrderedListInfo, delimiter: OrderedListDelimiter,
                                           clearing: Int = 0) {
        let spacing = markerSpacing(list, tight: info.isTight, ordered: true)
        for (index, item) in list.children.enumerated() {
            if index > 0 && itemGap(list.children[index - 1], item, tight: info.isTight) { writer.blankLine() }
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
            withBlankLineAfter(item, of: list, tight: info.isTight, index: index) { printer in
                printer.printItem(item, marker: Array((number + delimiter.rawValue).utf8), spacing: spacing, isBullet: false,
                              tight: info.isTight, isOnlyItem: list.children.count == 1, clearing: clearing)
            }
        }
    }

    /// Runs `body` with `blankLineFollows` telling whether a blank line follows the item at `index` of `list`.
    private mutating func withBlankLineAfter(_ item: RawMarkup, of list: RawMarkup, tight: Bool, index: Int,
                                             _ body: (inout BlockPrinter) -> Void) {
        let afterList = blankLineFollows
        if index + 1 < list.children.count { blankLineFollows = itemGap(item, list.children[index + 1], tight: tight) }
        body(&self)
        blankLineFollows = afterList
    }

    /// Spaces after the markers of a list: `markerSpacing` for a list whose items are each
    /// one line (tight, one paragraph that prints on one line) or for another list, at most
    /// four (five would start an indented code block).
    private func markerSpacing(_ list: RawMarkup, tight: Bool, ordered: Bool) -> Int {
        let spacing = options.markerSpacing
        let single = ordered ? spacing.orderedSingle : spacing.bulletSingle
        let multi = ordered ? spacing.orderedMulti : spacing.bulletMulti
        guard single != multi else { return min(max(single, 1), 4) }
        // In a block quote, a blank line after the list is a `>` line, which markdownlint
        // counts among the list's lines (MD030): then it is not one line per item.
        let blankQuoteLineFollows = blankLineFollows && enclosingLists.contains { $0 == nil }
        let isSingle = tight && !blankQuoteLineFollows && list.children.allSatisfy { item in
            guard let child = item.children.first else { return true }
            guard item.children.count == 1, isParagraph(child) else { return false }
            let content = InlineLayout.layout(inline.segments(child.children), wrap: options.wrap,
                                              prefixWidth: prefixWidth + 2 + single, pythonMarkdown: pythonMarkdown)
            return !content.contains(0x0A)
        }
        return min(max(isSingle ? single : multi, 1), 4)
    }

    /// The columns a bullet list nested in bullet list items is moved right by, so it starts
    /// `bulletListIndent` columns after its parent's marker: only where every list around
    /// (back to a block quote) is a bullet list and the nested list does not share its
    /// parent's marker line.
    private func nestedBulletPadding() -> Int {
        guard let indent = options.bulletListIndent, !writer.nextLineHasMarker,
              let parent = enclosingLists.last ?? nil else { return 0 }
        let sinceQuote = enclosingLists.reversed().prefix { $0 != nil }
        guard sinceQuote.allSatisfy({ $0?.isBullet == true }) else { return 0 }
        return max(0, indent - parent.contentOffset)
    }

    /// Whether a blank line goes between two items: in a loose list (unless an HTML block left
    /// open would take it in); in Python-Markdown where one was written, item by item.
    private func itemGap(_ previous: RawMarkup, _ item: RawMarkup, tight: Bool) -> Bool {
        if endsInOpenHTML(previous) { return false }
        return writtenGap(previous, item) ?? !tight
    }

    /// `clearing`: an item whose content would start at or left of this column (a line
    /// indented that far after the list would belong to it) is indented four columns, as
    /// `listIndent: four` does (a parsed HTML block is indented three columns at most).
    private mutating func printItem(_ item: RawMarkup, marker: [UInt8], spacing: Int, isBullet: Bool, tight: Bool,
                                    isOnlyItem: Bool = false, clearing: Int = 0) {
        let narrow = marker.count + spacing
        let indent = listIndent == .four || narrow <= clearing ? max(4, narrow, clearing + 1) : narrow
        let prefix = marker + LineWriter.spaces(indent - marker.count)
        var checkbox: Checkbox?
        if case .listItem(let info) = item.kind { checkbox = info.checkbox }
        var firstAbove = Above.nothing
        if let checkbox {
            let box: [UInt8] = Array((checkbox == .checked ? "[x] " : "[ ] ").utf8)
            if !tight && item.children.count == 1 && isOnlyItem {
                // The blank line after the checkbox is all that makes the list loose.
                writer.pushItem(marker: prefix, indent: indent, admitsLazyLines: true)
                writer.line(box)
                writer.blankLine()
            } else if let first = item.children.first, isParagraph(first) {
                // The checkbox goes in front of the first paragraph's text.
                writer.pushItem(marker: prefix + box, indent: indent, admitsLazyLines: true)
                pendingFirstLineIndent = box.count
            } else {
                writer.pushItem(marker: prefix, indent: indent, admitsLazyLines: true)
                writer.line(box)
                firstAbove = .text
            }
        } else {
            writer.pushItem(marker: prefix, indent: indent, admitsLazyLines: true)
        }
        prefixWidth += indent
        enclosingLists.append(EnclosingList(isBullet: isBullet, contentOffset: indent))
        if (item.children.isEmpty || startsOnNextLine(item)) && checkbox == nil { writer.line([UInt8]()) }
        pendingItemMarker = checkbox == nil ? marker.first : nil
        printBlocks(item.children, tight: tight, firstAbove: firstAbove)
        pendingItemMarker = nil
        enclosingLists.removeLast()
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
