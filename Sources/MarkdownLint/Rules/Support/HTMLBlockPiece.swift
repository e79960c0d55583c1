import MarkdownSyntax

/// A piece of an HTML block as markdownlint reads it (MD033, MD044).
struct HTMLBlockPiece: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        /// A tag, comment, processing instruction, declaration or CDATA section.
        case html
        /// The content of a code span or a line of fenced code.
        case code
        /// Anything else: text between the tags.
        case text
    }

    var kind: Kind
    var range: Range<Int>

    /// The pieces of an HTML block. markdownlint re-reads every HTML block that is not a
    /// lone comment as Markdown in which HTML blocks and indented code cannot start: the
    /// tags in it are then inline HTML, the text between them is ordinary text, code spans
    /// and fenced code are code. A lone comment is a single `.html` piece. Autolinks,
    /// backslash escapes' backslashes and fence lines belong to no piece.
    static func pieces(of block: HTMLBlock, in context: LintContext) -> [HTMLBlockPiece] {
        guard let range = block.byteRange, !range.isEmpty else { return [] }
        return context.bytes.withUnsafeBufferPointer { bytes in
            if isLoneComment(bytes, range) { return [HTMLBlockPiece(kind: .html, range: range)] }
            var pieces: [HTMLBlockPiece] = []
            var chunkStart: Int?
            var fence: (marker: UInt8, length: Int)?
            var lineStart = range.lowerBound
            while lineStart < range.upperBound {
                var lineEnd = lineStart
                while lineEnd < range.upperBound && bytes[lineEnd] != 0x0A && bytes[lineEnd] != 0x0D { lineEnd += 1 }
                var next = lineEnd
                if next < range.upperBound && bytes[next] == 0x0D { next += 1 }
                if next < range.upperBound && bytes[next] == 0x0A { next += 1 }
                // Block quote markers and indentation come before the line's content.
                var content = lineStart
                while content < lineEnd, bytes[content] == 0x20 || bytes[content] == 0x09 || bytes[content] == 0x3E {
                    content += 1
                }
                let run = fenceRun(bytes, content, lineEnd)
                if let open = fence {
                    if run.marker == open.marker && run.length >= open.length
                        && ByteClass.isSpaceOrTabOnly(bytes, (content + run.length)..<lineEnd) {
                        fence = nil
                    } else if content < lineEnd {
                        pieces.append(HTMLBlockPiece(kind: .code, range: content..<lineEnd))
                    }
                } else if run.length >= 3
                            && (run.marker == UInt8(ascii: "~")
                                || !bytes[(content + run.length)..<lineEnd].contains(UInt8(ascii: "`"))) {
                    if let start = chunkStart { scanChunk(bytes, start..<lineStart, into: &pieces) }
                    chunkStart = nil
                    fence = (run.marker, run.length)
                } else if content == lineEnd || ByteClass.isSpaceOrTabOnly(bytes, content..<lineEnd) {
                    if let start = chunkStart { scanChunk(bytes, start..<lineStart, into: &pieces) }
                    chunkStart = nil
                } else if chunkStart == nil {
                    chunkStart = lineStart
                }
                lineStart = next
            }
            if let start = chunkStart { scanChunk(bytes, start..<range.upperBound, into: &pieces) }
            return pieces
        }
    }

    /// Splits one paragraph of an HTML block into raw HTML, code spans and text.
    private static func scanChunk(_ bytes: UnsafeBufferPointer<UInt8>, _ chunk: Range<Int>,
                                      into pieces: inout [HTMLBlockPiece]) {
        var end = chunk.upperBound
        while end > chunk.lowerBound && (bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D) { end -= 1 }
        var memo = RawHTMLScanner.SearchMemo()
        var noClosingRun: [Int: Int] = [:]
        var textStart = chunk.lowerBound
        var index = chunk.lowerBound
        func flush(_ upTo: Int) {
            if textStart < upTo { pieces.append(HTMLBlockPiece(kind: .text, range: textStart..<upTo)) }
        }
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") && index + 1 < end && ByteClass.isASCIIPunctuation(bytes[index + 1]) {
                index += 2
            } else if byte == UInt8(ascii: "`") {
                var runEnd = index
                while runEnd < end && bytes[runEnd] == UInt8(ascii: "`") { runEnd += 1 }
                let length = runEnd - index
                if let limit = noClosingRun[length], runEnd >= limit {
                    index = runEnd
                    continue
                }
                if let close = backtickRun(bytes, length: length, from: runEnd, end) {
                    flush(index)
                    pieces.append(HTMLBlockPiece(kind: .code, range: runEnd..<close))
                    index = close + length
                    textStart = index
                } else {
                    noClosingRun[length] = runEnd
                    index = runEnd
                }
            } else if byte == UInt8(ascii: "<") {
                if let close = RawHTMLScanner.autolinkEnd(bytes, index, end) {
                    flush(index)
                    index = close
                    textStart = close
                } else if let close = RawHTMLScanner.rawHTMLEnd(bytes, index, end, memo: &memo) {
                    flush(index)
                    pieces.append(HTMLBlockPiece(kind: .html, range: index..<close))
                    index = close
                    textStart = close
                } else {
                    index += 1
                }
            } else {
                index += 1
            }
        }
        flush(end)
    }

    /// The marker and length of a run of backticks or tildes at `index`.
    private static func fenceRun(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int, _ end: Int) -> (marker: UInt8, length: Int) {
        guard index < end, bytes[index] == UInt8(ascii: "`") || bytes[index] == UInt8(ascii: "~") else { return (0, 0) }
        var cursor = index
        while cursor < end && bytes[cursor] == bytes[index] { cursor += 1 }
        return (bytes[index], cursor - index)
    }

    /// The start of the next run of exactly `length` backticks at or after `start`.
    private static func backtickRun(_ bytes: UnsafeBufferPointer<UInt8>, length: Int, from start: Int, _ end: Int) -> Int? {
        var index = start
        while index < end {
            guard bytes[index] == UInt8(ascii: "`") else {
                index += 1
                continue
            }
            var runEnd = index
            while runEnd < end && bytes[runEnd] == UInt8(ascii: "`") { runEnd += 1 }
            if runEnd - index == length { return index }
            index = runEnd
        }
        return nil
    }

    /// Whether an HTML block is a single comment, which markdownlint does not re-read.
    private static func isLoneComment(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        guard range.count >= 7, ByteSearch.hasPrefix("<!--", in: bytes, at: range.lowerBound, end: range.upperBound)
        else { return false }
        let end = range.upperBound
        guard bytes[end - 3] == UInt8(ascii: "-"), bytes[end - 2] == UInt8(ascii: "-"),
              bytes[end - 1] == UInt8(ascii: ">") else { return false }
        let inner = (range.lowerBound + 4)..<(end - 3)
        if inner.count >= 1 && bytes[inner.lowerBound] == UInt8(ascii: ">") { return false }
        if inner.count >= 2 && bytes[inner.lowerBound] == UInt8(ascii: "-")
            && bytes[inner.lowerBound + 1] == UInt8(ascii: ">") { return false }
        if !inner.isEmpty && bytes[inner.upperBound - 1] == UInt8(ascii: "-") { return false }
        return true
    }
}
