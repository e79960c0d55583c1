import MarkdownSyntax

/// Converts between byte offsets in a document's UTF-8 text and LSP positions, over the line
/// table of the document's `SourceFile`. Lines end at `\n`, `\r\n` or `\r`, as LSP says; a
/// byte-order mark is an ordinary character of line 0 (where `SourceFile` starts line 1
/// after it).
public struct LineIndex: Sendable {
    /// Byte offset where each line starts; `lineStarts[0]` is 0.
    public let lineStarts: [Int]
    public let encoding: PositionEncoding
    private let source: SourceFile

    public init(_ source: SourceFile, encoding: PositionEncoding) {
        self.source = source
        self.encoding = encoding
        var starts = Array(source.lineStarts)
        if starts[0] != 0 { starts[0] = 0 }
        lineStarts = starts
    }

    public init(_ bytes: [UInt8], encoding: PositionEncoding) {
        self.init(SourceFile(bytes: bytes), encoding: encoding)
    }

    public var lineCount: Int { lineStarts.count }

    /// The 0-based line holding `offset`.
    public func line(containing offset: Int) -> Int { source.line(containing: offset) - 1 }

    /// Byte range of a 0-based line, without its line ending.
    public func contentRange(ofLine line: Int, in bytes: [UInt8]) -> Range<Int> {
        let content = source.contentRange(ofLine: line + 1)
        return lineStarts[line]..<content.upperBound
    }

    /// The position of a byte offset (clamped to the text).
    public func position(at offset: Int, in bytes: [UInt8]) -> Position {
        let offset = min(max(offset, 0), bytes.count)
        let line = line(containing: offset)
        let start = lineStarts[line]
        guard encoding == .utf16 else { return Position(line: line, character: offset - start) }
        var units = 0
        bytes.withUnsafeBufferPointer { buffer in
            for index in start..<offset {
                let byte = buffer[index]
                // Each scalar counts once at its lead byte, four-byte scalars twice.
                if byte & 0xC0 != 0x80 { units += byte >= 0xF0 ? 2 : 1 }
            }
        }
        return Position(line: line, character: units)
    }

    public func range(of bytes: Range<Int>, in text: [UInt8]) -> TextRange {
        TextRange(start: position(at: bytes.lowerBound, in: text), end: position(at: bytes.upperBound, in: text))
    }

    /// The byte offset of a position. As LSP asks, a line past the end means the end of the
    /// text, and a character past the end of its line means the end of the line; a position
    /// inside a character (a surrogate pair, a multi-byte sequence) moves to its start.
    public func offset(of position: Position, in bytes: [UInt8]) -> Int {
        guard position.line < lineStarts.count else { return bytes.count }
        let content = contentRange(ofLine: position.line, in: bytes)
        var index = content.lowerBound
        var units = 0
        while index < content.upperBound {
            let byte = bytes[index]
            let length = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
            let width = encoding == .utf8 ? length : (length == 4 ? 2 : 1)
            if units + width > position.character { break }
            units += width
            index += length
        }
        return min(index, content.upperBound)
    }

    public func byteRange(of range: TextRange, in bytes: [UInt8]) -> Range<Int> {
        let start = offset(of: range.start, in: bytes)
        return start..<max(start, offset(of: range.end, in: bytes))
    }
}
