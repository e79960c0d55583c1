import MarkdownSyntax

/// Recognizes lines that would start a block if they were not indented: the constructs
/// that can interrupt a paragraph (plus setext underlines and table delimiter rows).
enum BlockStart {
    /// Whether `line` could start something other than a paragraph where a paragraph
    /// would begin: any construct that can interrupt a paragraph, an ordered list marker
    /// with any number, or a link reference definition.
    static func couldStartBlock(_ line: ArraySlice<UInt8>, pythonMarkdown: Bool) -> Bool {
        if couldInterruptParagraph(line, pythonMarkdown: pythonMarkdown) || orderedListMarkerDigits(line) != nil {
            return true
        }
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

    /// Whether `line` could end a paragraph above it and start a block; `pythonMarkdown`:
    /// as Python-Markdown reads it too, where any `#` at the start of a line opens a heading.
    static func couldInterruptParagraph(_ line: ArraySlice<UInt8>, pythonMarkdown: Bool) -> Bool {
        var index = line.startIndex
        while index < line.endIndex && line[index] == 0x20 { index += 1 }
        guard index < line.endIndex else { return false }
        let first = line[index]
        switch first {
        case UInt8(ascii: ">"), UInt8(ascii: "|"), UInt8(ascii: ":"):
            return true
        case UInt8(ascii: "#"):
            // An ATX heading: one to six `#`, then the end or whitespace (`#3.` is text).
            let hashes = line[index...].prefix { $0 == first }.count
            let after = index + hashes
            return pythonMarkdown || (hashes <= 6 && (after == line.endIndex || line[after] == 0x20 || line[after] == 0x09))
        case UInt8(ascii: "="):
            // A setext underline is the whole line.
            return line[index...].drop { $0 == first }.allSatisfy { $0 == 0x20 || $0 == 0x09 }
        case UInt8(ascii: "<"):
            // Only HTML blocks of kinds 1–6 interrupt a paragraph (`<div>`, `<!--`), not an
            // autolink or a lone inline tag.
            return HTMLBlockStart.starts(line, evenWhereNoParagraphIsOpen: false)
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*"), UInt8(ascii: "_"):
            // A list marker (before a space or the end), or a whole line of thematic break,
            // setext underline or table delimiter row; `--x` and `**bold**` are text.
            let next = index + 1 < line.endIndex ? line[index + 1] : 0x20
            if first != UInt8(ascii: "_") && (next == 0x20 || next == 0x09) { return true }
            let lineBytes: Set<UInt8> = first == UInt8(ascii: "-")
                ? [first, UInt8(ascii: ":"), UInt8(ascii: "|"), 0x20, 0x09] : [first, 0x20, 0x09]
            return line[index...].allSatisfy(lineBytes.contains)
        case UInt8(ascii: "`"):
            // A backtick fence's info string has no backtick: `` ```x``` y `` opens none.
            let run = line[index...].prefix { $0 == first }.count
            return run >= 3 && !line[(index + run)...].contains(first)
        case UInt8(ascii: "~"):
            return line.count - (index - line.startIndex) >= 3 && line[index + 1] == first && line[index + 2] == first
        case UInt8(ascii: "["):
            return index + 1 < line.endIndex && line[index + 1] == UInt8(ascii: "^")
        default:
            // Only an ordered list that starts at 1 interrupts a paragraph (`2017. x` is text).
            guard let digits = orderedListMarkerDigits(line) else { return false }
            return digits.drop { $0 == UInt8(ascii: "0") }.elementsEqual([UInt8(ascii: "1")])
        }
    }

    /// The number of the ordered list marker `line` starts with (after spaces): up to nine
    /// digits, `.` or `)`, then the end or whitespace (`2)<b>`, `3.14` are text).
    private static func orderedListMarkerDigits(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        let digits = line.drop { $0 == 0x20 }.prefix(while: ByteClass.isDigit)
        guard (1...9).contains(digits.count), digits.endIndex < line.endIndex,
              line[digits.endIndex] == UInt8(ascii: ".") || line[digits.endIndex] == UInt8(ascii: ")") else { return nil }
        let after = digits.endIndex + 1
        return after == line.endIndex || line[after] == 0x20 || line[after] == 0x09 ? digits : nil
    }
}
