import MarkdownSyntax

/// A blank line a fix inserts next to a block (MD022, MD031, MD058): what it must hold to
/// stay inside the block quotes around it, and whether it keeps the rendering.
enum BlankLineInsertion {
    /// What a blank line inserted next to line `number` (which holds `node`'s start) must hold
    /// to stay inside the block quotes that also hold `adjacentLine`: the line's prefix up to
    /// the `>` of the innermost such quote, list markers and other bytes turned into spaces.
    static func prefix(for node: any Markup, line number: Int, adjacentLine: Int, in context: LintContext) -> String {
        guard adjacentLine >= 1 && adjacentLine <= context.lines.count else { return "" }
        let adjacent = context.lines[adjacentLine - 1].range
        let adjacentEnd = max(adjacent.upperBound, adjacent.lowerBound + 1)
        var quotes = 0
        var current = node.parent
        while let parent = current {
            if parent is BlockQuote, let range = parent.byteRange,
               range.lowerBound < adjacentEnd, range.upperBound > adjacent.lowerBound {
                quotes += 1
            }
            current = parent.parent
        }
        guard quotes > 0 else { return "" }
        let line = context.lines[number - 1].range
        var prefix: [UInt8] = []
        var seen = 0
        for byte in context.bytes[line] {
            if byte == UInt8(ascii: ">") {
                prefix.append(byte)
                seen += 1
                if seen == quotes { break }
            } else {
                prefix.append(byte == 0x09 ? 0x09 : 0x20)
            }
        }
        return String(decoding: prefix, as: UTF8.self)
    }

    /// Whether a blank line inserted at `offset` (a line start) next to `node` keeps the
    /// document's rendering: no tight list around `node` goes on across the new line (it
    /// would turn loose), and no list item around it has its marker alone on the line
    /// before (a second blank line would end the item).
    static func keepsRendering(at offset: Int, around node: any Markup, in context: LintContext) -> Bool {
        let previousLine = offset > 0 ? context.lineNumber(at: offset - 1) : 0
        var current = node.parent
        while let parent = current {
            if let list = parent as? UnorderedList, let range = list.byteRange,
               range.lowerBound < offset, range.upperBound > offset, list.isTight {
                return false
            }
            if let list = parent as? OrderedList, let range = list.byteRange,
               range.lowerBound < offset, range.upperBound > offset, list.isTight {
                return false
            }
            if let item = parent as? ListItem, let marker = item.markerByteRange,
               previousLine > 0, context.lineNumber(at: marker.lowerBound) == previousLine,
               let prefix = ListItemPrefix(of: item, in: context), prefix.whitespace.isEmpty {
                return false
            }
            current = parent.parent
        }
        return true
    }
}
