import MarkdownSyntax

/// Recognizes lines that would start a block if they were not indented: the constructs
/// that can interrupt a paragraph (plus setext underlines and table delimiter rows).
enum BlockStart {
    /// Whether `line` could start something other than a paragraph where a paragraph
    /// would begin: any construct that can interrupt a paragraph, an ordered list marker
    /// with any number, or a link reference definition.
    static func couldStartBlock(_ line: ArraySlice<UInt8>) -> Bool {
        if couldInterruptParagraph(line) { return true }
        var index = line.startIndex
        while index < line.endIndex && line[index] == 0x20 { index += 1 }
        if index < line.endIndex && line[index] == UInt8(ascii: "<") {
            return HTMLBlockStart.starts(line, evenWhereNoParagraphIsOpen: true)
        }
        guard index < line.endIndex, line[index] == UInt8(ascii: "[") else { return false }
        var cursor = index
        while cursor + 1 < line.endIndex {
            if line[cursor] == UInt8(ascii: "]") && line[cursor + 1] == UInt8(ascii: ":") { return true }
            cursor += 1
        }
        return false
    }

    static func couldInterruptParagraph(_ line: ArraySlice<UInt8>) -> Bool {
        var index = line.startIndex
        while index < line.endIndex && line[index] == 0x20 { index += 1 }
        guard index < line.endIndex else { return false }
        let first = line[index]
        switch first {
        case UInt8(ascii: "#"), UInt8(ascii: ">"), UInt8(ascii: "|"), UInt8(ascii: "="), UInt8(ascii: ":"):
            return true
        case UInt8(ascii: "<"):
            // Only HTML blocks of kinds 1–6 interrupt a paragraph (`<div>`, `<!--`), not an
            // autolink or a lone inline tag.
            return HTMLBlockStart.starts(line, evenWhereNoParagraphIsOpen: false)
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*"), UInt8(ascii: "_"):
            // List markers, thematic breaks, setext underlines, table delimiter rows.
            let next = index + 1 < line.endIndex ? line[index + 1] : 0x20
            // `-:` is a table delimiter row too.
            return next == 0x20 || next == 0x09 || next == first || next == UInt8(ascii: "|")
                || (first == UInt8(ascii: "-") && next == UInt8(ascii: ":"))
                || line[index...].allSatisfy { $0 == first || $0 == 0x20 || $0 == 0x09 }
        case UInt8(ascii: "`"), UInt8(ascii: "~"):
            return line.count - (index - line.startIndex) >= 3 && line[index + 1] == first && line[index + 2] == first
        case UInt8(ascii: "["):
            return index + 1 < line.endIndex && line[index + 1] == UInt8(ascii: "^")
        default:
            guard ByteClass.isDigit(first) else { return false }
            var cursor = index
            while cursor < line.endIndex && ByteClass.isDigit(line[cursor]) { cursor += 1 }
            guard cursor < line.endIndex && (line[cursor] == UInt8(ascii: ".") || line[cursor] == UInt8(ascii: ")")) else {
                return false
            }
            // A list marker ends the line or is followed by whitespace (`2)<b>`, `3.14` are text).
            return cursor + 1 == line.endIndex || line[cursor + 1] == 0x20 || line[cursor + 1] == 0x09
        }
    }
}
