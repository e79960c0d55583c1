import MarkdownSyntax

/// Byte-level helpers over the original source: line starts, visual columns, the line
/// ending the file uses.
struct SourceText {
    let file: SourceFile
    let bytes: [UInt8]
    /// `\r\n` when the first line ending of the file is CRLF, else `\n`.
    let lineEnding: [UInt8]

    init(_ file: SourceFile) {
        self.file = file
        self.bytes = file.bytes
        var ending: [UInt8] = [0x0A]
        if let newline = file.bytes.firstIndex(of: 0x0A), newline > 0, file.bytes[newline - 1] == 0x0D {
            ending = [0x0D, 0x0A]
        }
        self.lineEnding = ending
    }

    /// Offset of the first byte of the line containing `offset`.
    func lineStart(of offset: Int) -> Int {
        file.start(ofLine: file.line(containing: offset))
    }

    /// Visual column (0-based, tabs to stops of four) of `offset` in its line.
    func column(of offset: Int) -> Int { file.visualColumn(at: offset) }

    /// End of the content of the line containing `offset` (before its line ending).
    func lineContentEnd(of offset: Int) -> Int {
        file.contentRange(ofLine: file.line(containing: offset)).upperBound
    }

    /// Number of line endings in `range`.
    func lineBreaks(in range: Range<Int>) -> Int {
        var count = 0
        var index = range.lowerBound
        while index < range.upperBound {
            if bytes[index] == 0x0A {
                count += 1
            } else if bytes[index] == 0x0D && !(index + 1 < range.upperBound && bytes[index + 1] == 0x0A) {
                count += 1
            }
            index += 1
        }
        return count
    }

    static func isSpaceOrTab(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
}

/// Prefix arithmetic: prefixes are ASCII (`>`, spaces), so their width is their length.
enum Prefix {
    static func spaces(_ count: Int) -> [UInt8] { [UInt8](repeating: 0x20, count: max(0, count)) }

    /// The prefix for a blank line: without trailing spaces.
    static func trimmed(_ prefix: [UInt8]) -> [UInt8] {
        var result = prefix
        while let last = result.last, last == 0x20 || last == 0x09 { result.removeLast() }
        return result
    }

    /// `text` (lines separated by `\n`) with every line after the first prefixed by `prefix`
    /// (blank lines by the prefix without trailing spaces) and line endings made `ending`.
    static func reindent(_ text: [UInt8], prefix: [UInt8], ending: [UInt8]) -> [UInt8] {
        guard text.contains(0x0A) else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(text.count + 32)
        let blank = trimmed(prefix)
        var index = 0
        while index < text.count {
            let byte = text[index]
            if byte == 0x0A {
                out += ending
                let nextIsBlank = index + 1 >= text.count || text[index + 1] == 0x0A
                out += nextIsBlank ? blank : prefix
            } else {
                out.append(byte)
            }
            index += 1
        }
        return out
    }
}
