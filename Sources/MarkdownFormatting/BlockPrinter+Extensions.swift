import MarkdownSyntax

/// Printing the blocks GitHub and MkDocs add to CommonMark.
extension BlockPrinter {
    /// Indented code, as Python-Markdown needs it kept.
    mutating func printIndentedCode(_ code: String) {
        var lines = LineEndings.normalized(Array(code.utf8))
        if lines.last == 0x0A { lines.removeLast() }
        writer.pushIndent(4)
        writer.lines(lines)
        writer.pop()
    }

    /// A block quote whose first line is the alert's marker as written. A paragraph comes
    /// right under it (the marker was that paragraph's first line); anything else after a
    /// blank quote line, where it cannot be read as part of the marker's line.
    mutating func printAlert(_ block: RawMarkup, _ info: AlertInfo) {
        writer.pushQuote()
        prefixWidth += 2
        writer.line(Array(info.marker.utf8))
        if let first = block.children.first, !isParagraph(first) { writer.line([UInt8]()) }
        printBlocks(block.children, tight: false, firstAbove: .text)
        prefixWidth -= 2
        writer.pop()
    }

    /// An admonition, details block or content tab: the opening line as written, then the
    /// body four spaces in, after a blank line where one was written (or for a body that is
    /// not a paragraph, in a tree made in code).
    mutating func printIndentedContainer(_ block: RawMarkup) {
        writer.line(openingLine(block))
        guard let first = block.children.first else { return }
        let gap: Bool
        if let source, let opening = block.range?.lowerBound, let start = first.range?.lowerBound, opening < start {
            gap = Self.hasBlankLine(source, opening..<start)
        } else {
            gap = !isParagraph(first)
        }
        writer.pushIndent(4)
        prefixWidth += 4
        if gap { writer.blankLine() }
        printBlocks(block.children, tight: false)
        prefixWidth -= 4
        writer.pop()
    }

    /// The first line of an admonition or tab: as written when parsed, else made from its parts.
    private func openingLine(_ block: RawMarkup) -> [UInt8] {
        if let source, let range = block.range, range.lowerBound < source.count {
            var end = range.lowerBound
            while end < source.count && source[end] != 0x0A && source[end] != 0x0D { end += 1 }
            while end > range.lowerBound && (source[end - 1] == 0x20 || source[end - 1] == 0x09) { end -= 1 }
            return Array(source[range.lowerBound..<end])
        }
        switch block.kind {
        case .admonition(let info):
            var line = info.style.rawValue
            if !info.qualifiers.isEmpty { line += " " + info.qualifiers }
            if let title = info.title { line += " \"" + title + "\"" }
            return Array(line.utf8)
        case .contentTab(let info):
            return Array("===\(info.flags) \"\(info.title)\"".utf8)
        default:
            return []
        }
    }

    /// Terms one per line, each description after them with `:` and its body four spaces in;
    /// a blank line before a loose description and before a term that follows a description.
    mutating func printDefinitionList(_ list: RawMarkup) {
        var previous: RawMarkup?
        for child in list.children {
            if let previous {
                switch (previous.kind, child.kind) {
                case (.definitionTerm, .definitionTerm):
                    break
                case (_, .definitionDescription(let isLoose)):
                    if isLoose { writer.blankLine() }
                default:
                    writer.blankLine()
                }
            }
            printBlock(child, tight: false)
            previous = child
        }
    }

    /// `:   ` and the description's blocks, four spaces in.
    mutating func printDescription(_ block: RawMarkup) {
        writer.pushItem(marker: Array(":   ".utf8), indent: 4)
        prefixWidth += 4
        if block.children.isEmpty { writer.line([UInt8]()) }
        printBlocks(block.children, tight: false)
        prefixWidth -= 4
        writer.pop()
    }
}
