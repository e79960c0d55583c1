/// Writes a tree back as Markdown, in a canonical style chosen by `Options`.
public struct MarkupFormatter: MarkupWalker {
    public let formattingOptions: Options
    /// The Markdown written so far.
    public private(set) var result = ""
    /// What each line written starts with (block quote markers, list indentation).
    private var linePrefix: String
    /// Whether a block was written, so the next one needs a blank line first.
    private var wroteBlock = false

    public init(formattingOptions: Options = .default) {
        self.formattingOptions = formattingOptions
        linePrefix = formattingOptions.customLinePrefix
    }

    private mutating func write(_ text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        result += lines.removeFirst()
        for line in lines { result += "\n" + linePrefix + line }
    }

    /// Starts a block on a line of its own, after a blank line when a block came before. As
    /// swift-markdown writes it, the blank line carries the whole line prefix (block quote
    /// markers, list and directive indentation), with the marker `quoteMarker` opens (`> > `
    /// before a nested quote).
    private mutating func startBlock(quoteMarker: String = "") {
        if wroteBlock {
            result += "\n" + linePrefix + quoteMarker + "\n" + linePrefix
        } else if result.isEmpty || result.hasSuffix("\n") {
            result += linePrefix
        }
        wroteBlock = true
    }

    private mutating func nested(prefix first: String, continuation: String, _ body: (inout MarkupFormatter) -> Void) {
        startBlock(quoteMarker: first == "> " ? first : "")
        result += first
        let saved = linePrefix
        linePrefix += continuation
        wroteBlock = false
        body(&self)
        linePrefix = saved
        wroteBlock = true
    }

    public mutating func visitDocument(_ document: Document) { descendInto(document) }

    public mutating func visitParagraph(_ paragraph: Paragraph) {
        startBlock()
        descendInto(paragraph)
    }

    public mutating func visitHeading(_ heading: Heading) {
        startBlock()
        if formattingOptions.preferredHeadingStyle == .setext, heading.level <= 2 {
            let start = result.endIndex
            descendInto(heading)
            let width = result[start...].split(separator: "\n").last.map(\.count) ?? 1
            write("\n" + String(repeating: heading.level == 1 ? "=" : "-", count: max(1, width)))
        } else {
            result += String(repeating: "#", count: heading.level) + " "
            descendInto(heading)
        }
    }

    public mutating func visitThematicBreak(_ thematicBreak: ThematicBreak) {
        startBlock()
        result += String(repeating: formattingOptions.thematicBreakCharacter.rawValue,
                         count: Int(max(3, formattingOptions.thematicBreakLength)))
    }

    public mutating func visitCodeBlock(_ codeBlock: CodeBlock) {
        startBlock()
        let language = codeBlock.language ?? formattingOptions.defaultCodeBlockLanguage
        let fenced = switch formattingOptions.useCodeFence {
        case .always: true
        case .never: false
        case .onlyWhenLanguageIsPresent: language != nil
        }
        var code = codeBlock.code
        if code.hasSuffix("\n") { code.removeLast() }
        if fenced {
            let longest = code.split(separator: "\n" as Character).map(Self.leadingBacktickCount).max() ?? 0
            let fence = String(repeating: "`", count: max(3, longest + 1))
            write(fence + (language ?? "") + "\n" + code + "\n" + fence)
        } else {
            write(code.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n"))
        }
    }

    public mutating func visitHTMLBlock(_ html: HTMLBlock) {
        startBlock()
        var text = html.rawHTML
        if text.hasSuffix("\n") { text.removeLast() }
        write(text)
    }

    public mutating func visitBlockQuote(_ blockQuote: BlockQuote) {
        nested(prefix: "> ", continuation: "> ") { $0.descendInto(blockQuote) }
    }

    public mutating func visitUnorderedList(_ list: UnorderedList) {
        startBlock()
        let marker = formattingOptions.unorderedListMarker.rawValue + " "
        writeItems(Array(list.listItems), markers: list.listItems.map { _ in marker })
    }

    public mutating func visitOrderedList(_ list: OrderedList) {
        startBlock()
        let markers = list.listItems.enumerated().map { index, _ -> String in
            switch formattingOptions.orderedListNumerals {
            case .allSame(let number): "\(number). "
            case .incrementing(let start): "\(start + UInt(index)). "
            }
        }
        writeItems(Array(list.listItems), markers: markers)
    }

    private mutating func writeItems(_ items: [ListItem], markers: [String]) {
        for (index, item) in items.enumerated() {
            if index > 0 { result += "\n" + linePrefix }
            let marker = markers[index]
            let checkbox = switch item.checkbox {
            case .checked: "[x] "
            case .unchecked: "[ ] "
            case nil: ""
            }
            result += marker + checkbox
            let saved = linePrefix
            linePrefix += String(repeating: " ", count: marker.count)
            wroteBlock = false
            for child in item.children {
                if wroteBlock {
                    // A nested list follows its item's text directly, as a tight list would.
                    let isList = child is ListItemContainer
                    result += "\n" + (isList ? "" : linePrefix + "\n") + linePrefix
                }
                wroteBlock = false
                visit(child)
                wroteBlock = true
            }
            linePrefix = saved
        }
        wroteBlock = true
    }

    public mutating func visitListItem(_ listItem: ListItem) { descendInto(listItem) }

    public mutating func visitTable(_ table: Table) {
        startBlock()
        let alignments = table.columnAlignments
        let columns = alignments.count
        // Each row as (text, columns covered) per cell, cut to the table's columns; a cell
        // covered from the left prints empty, one covered from above prints `^`.
        let rows = ([Array(table.head.cells)] + table.body.rows.map { Array($0.cells) }).map { cells in
            Array(cells.prefix(columns)).map { cell -> (String, Int) in
                let text = cell.rowspan == 0 ? "^" : Self.cellText(cell)
                return (cell.colspan == 0 ? "" : text, Int(cell.colspan))
            }
        }
        var widths = alignments.map { alignment -> Int in
            switch alignment {
            case nil: 1
            case .left, .right: 2
            case .center: 3
            }
        }
        for row in rows {
            for (column, (text, span)) in row.enumerated() where span == 1 { widths[column] = max(widths[column], text.count) }
        }
        func line(_ row: [(String, Int)]) -> String {
            var cells: [String] = []
            for (column, (text, span)) in row.enumerated() {
                let width = span == 0 ? 0 : widths[column..<min(columns, column + span)].reduce(0, +)
                cells.append(text + String(repeating: " ", count: max(0, width - text.count)))
            }
            cells += widths.dropFirst(row.count).map { String(repeating: " ", count: $0) }
            return "|" + cells.joined(separator: "|") + "|"
        }
        let delimiter = "|" + zip(alignments, widths).map { alignment, width -> String in
            switch alignment {
            case nil: String(repeating: "-", count: width)
            case .left: ":" + String(repeating: "-", count: width - 1)
            case .right: String(repeating: "-", count: width - 1) + ":"
            case .center: ":" + String(repeating: "-", count: width - 2) + ":"
            }
        }.joined(separator: "|") + "|"
        write(([line(rows[0]), delimiter] + rows.dropFirst().map(line)).joined(separator: "\n"))
    }

    private static func leadingBacktickCount(_ line: Substring) -> Int {
        var count = 0
        for character in line {
            guard character == "`" else { break }
            count += 1
        }
        return count
    }

    private static func cellText(_ cell: Table.Cell) -> String {
        var formatter = MarkupFormatter()
        formatter.descendInto(cell)
        return formatter.result.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }

    public mutating func visitBlockDirective(_ directive: BlockDirective) {
        startBlock()
        result += "@" + directive.name
        let arguments = directive.argumentText.segments.map { String($0.trimmedText) }.filter { !$0.isEmpty }
        if !arguments.isEmpty { result += "(" + arguments.joined(separator: " ") + ")" }
        guard directive.childCount > 0 else { return }
        result += " {"
        let saved = linePrefix
        linePrefix += "    "
        wroteBlock = false
        result += "\n" + linePrefix
        descendInto(directive)
        linePrefix = saved
        result += "\n" + linePrefix + "}"
        wroteBlock = true
    }

    private mutating func doxygen(_ command: String, _ markup: Markup) {
        if formattingOptions.adjacentDoxygenCommandsSpacing == .singleNewline, wroteBlock,
           let previous = markup.previousSibling, Self.isDoxygenCommand(previous) {
            result += "\n" + linePrefix
        } else {
            startBlock()
        }
        result += formattingOptions.doxygenCommandPrefix.rawValue + command + " "
        wroteBlock = false
        for child in markup.children {
            if let paragraph = child as? Paragraph { descendInto(paragraph) } else { visit(child) }
        }
        wroteBlock = true
    }

    private static func isDoxygenCommand(_ markup: Markup) -> Bool {
        markup is DoxygenParameter || markup is DoxygenReturns || markup is DoxygenNote || markup is DoxygenDiscussion
            || markup is DoxygenAbstract
    }

    public mutating func visitDoxygenParameter(_ parameter: DoxygenParameter) { doxygen("param \(parameter.name)", parameter) }
    public mutating func visitDoxygenReturns(_ returns: DoxygenReturns) { doxygen("returns", returns) }
    public mutating func visitDoxygenNote(_ note: DoxygenNote) { doxygen("note", note) }
    public mutating func visitDoxygenDiscussion(_ discussion: DoxygenDiscussion) { doxygen("discussion", discussion) }
    public mutating func visitDoxygenAbstract(_ abstract: DoxygenAbstract) { doxygen("abstract", abstract) }

    public mutating func visitText(_ text: Text) { writeWrapping(text.string, of: text, hardBreaksAllowed: true) }

    /// Writes `string`, wrapped at spaces under `preferredLineLimit` (not in headings, which
    /// are one line): greedily, a word that would bring the line to the limit starts a new
    /// line, with a hard break where the options ask for one and `hardBreaksAllowed`.
    private mutating func writeWrapping(_ string: String, of markup: Markup, hardBreaksAllowed: Bool) {
        guard let limit = formattingOptions.preferredLineLimit, !(markup.parent is Heading) else {
            write(string)
            return
        }
        let hardBreak = hardBreaksAllowed && limit.breakWith == .hardBreak
        let breakWidth = hardBreak ? 2 : 0
        for (index, word) in string.split(separator: " ", omittingEmptySubsequences: false).enumerated() {
            if index > 0 {
                let length = currentLineLength
                if length > linePrefix.count, length + 1 + word.count + breakWidth >= limit.maxLength {
                    result += (hardBreak ? "  " : "") + "\n" + linePrefix
                } else {
                    result += " "
                }
            }
            write(String(word))
        }
    }

    /// The characters on the line being written.
    private var currentLineLength: Int {
        guard let newline = result.lastIndex(of: "\n") else { return result.count }
        return result.distance(from: result.index(after: newline), to: result.endIndex)
    }

    public mutating func visitSoftBreak(_ softBreak: SoftBreak) { write("\n") }

    public mutating func visitLineBreak(_ lineBreak: LineBreak) { write("  \n") }

    public mutating func visitInlineCode(_ inlineCode: InlineCode) {
        let longest = inlineCode.code.split(whereSeparator: { $0 != "`" }).map(\.count).max() ?? 0
        let ticks = String(repeating: "`", count: longest + 1)
        let pad = inlineCode.code.hasPrefix("`") || inlineCode.code.hasSuffix("`") ? " " : ""
        // A line ending in a code span reads as a space, so a long span wraps at its spaces;
        // a hard break cannot be written inside one.
        writeWrapping(ticks + pad + inlineCode.code + pad + ticks, of: inlineCode, hardBreaksAllowed: false)
    }

    public mutating func visitInlineHTML(_ inlineHTML: InlineHTML) { write(inlineHTML.rawHTML) }

    public mutating func visitEmphasis(_ emphasis: Emphasis) {
        let marker = formattingOptions.emphasisMarker.rawValue
        write(marker)
        descendInto(emphasis)
        write(marker)
    }

    public mutating func visitStrong(_ strong: Strong) {
        let marker = String(repeating: formattingOptions.emphasisMarker.rawValue, count: 2)
        write(marker)
        descendInto(strong)
        write(marker)
    }

    public mutating func visitStrikethrough(_ strikethrough: Strikethrough) {
        write("~")
        descendInto(strikethrough)
        write("~")
    }

    public mutating func visitLink(_ link: Link) {
        if formattingOptions.condenseAutolinks, link.isAutolink, let destination = link.destination {
            write("<\(destination)>")
            return
        }
        write("[")
        descendInto(link)
        write("](" + (link.destination ?? "") + Self.titlePart(link.title) + ")")
    }

    public mutating func visitImage(_ image: Image) {
        write("![")
        descendInto(image)
        write("](" + (image.source ?? "") + Self.titlePart(image.title) + ")")
    }

    private static func titlePart(_ title: String?) -> String {
        guard let title, !title.isEmpty else { return "" }
        return " \"" + title.replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    public mutating func visitSymbolLink(_ symbolLink: SymbolLink) { write("``" + (symbolLink.destination ?? "") + "``") }

    public mutating func visitInlineAttributes(_ attributes: InlineAttributes) {
        write("^[")
        descendInto(attributes)
        write("](" + attributes.attributes + ")")
    }

    public mutating func visitCustomInline(_ customInline: CustomInline) { write(customInline.text) }
}

extension Markup {
    /// The node written as Markdown.
    public func format(options: MarkupFormatter.Options = .default) -> String {
        var formatter = MarkupFormatter(formattingOptions: options)
        formatter.visit(self)
        return formatter.result
    }
}
