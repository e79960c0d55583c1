/// The text of a leaf block gathered into one contiguous buffer for the inline parser,
/// with a map from buffer offsets back to source offsets.
///
/// Pieces of the source (one per line, or parts of a table cell) are copied in order;
/// `joinedByNewline` pieces get a `\n` between them, which maps to the end of the line.
struct InlineContent {
    struct Piece {
        var source: Range<Int>
        /// Whether a line ending follows this piece in the buffer.
        var endsLine: Bool
    }

    private(set) var buffer: [UInt8] = []
    private var bufferStarts: [Int] = []
    private var pieces: [Piece] = []
    /// Length in the source of the line ending after each piece (1 or 2 bytes).
    private var lineEndingLengths: [Int] = []

    var count: Int { buffer.count }

    init(bytes: UnsafeBufferPointer<UInt8>, pieces: [Piece]) {
        var total = 0
        for piece in pieces { total += piece.source.count + 1 }
        buffer.reserveCapacity(total)
        bufferStarts.reserveCapacity(pieces.count)
        for (index, piece) in pieces.enumerated() {
            bufferStarts.append(buffer.count)
            buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[piece.source]))
            let end = piece.source.upperBound
            let crlf = end + 1 < bytes.count && bytes[end] == ByteClass.carriageReturn && bytes[end + 1] == ByteClass.newline
            lineEndingLengths.append(crlf ? 2 : 1)
            if piece.endsLine && index + 1 < pieces.count { buffer.append(ByteClass.newline) }
        }
        self.pieces = pieces
    }

    /// Lines of a paragraph or heading; trailing spaces and tabs of the last line are dropped.
    init(bytes: UnsafeBufferPointer<UInt8>, lines: [LineSpan], trimEnd: Bool = false) {
        var pieces = lines.map { Piece(source: $0.start..<$0.end, endsLine: true) }
        if trimEnd, var last = pieces.last {
            var end = last.source.upperBound
            while end > last.source.lowerBound && ByteClass.isSpaceOrTab(bytes[end - 1]) { end -= 1 }
            last.source = last.source.lowerBound..<end
            pieces[pieces.count - 1] = last
        }
        self.init(bytes: bytes, pieces: pieces)
    }

    /// Index of the piece that holds buffer offset `offset` (a line ending belongs to the
    /// piece before it).
    func pieceIndex(containing offset: Int) -> Int {
        var low = 0
        var high = bufferStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if bufferStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// Index of the line (piece) that holds buffer offset `offset`; used for paragraphs.
    func lineIndex(containing offset: Int) -> Int { pieceIndex(containing: offset) }

    func sourceOffset(_ offset: Int) -> Int {
        guard !pieces.isEmpty else { return 0 }
        let index = pieceIndex(containing: offset)
        return pieces[index].source.lowerBound + (offset - bufferStarts[index])
    }

    /// The source range of a buffer range; a line ending in the buffer stands for the
    /// line ending in the source.
    func sourceRange(_ range: Range<Int>) -> Range<Int> {
        let start = sourceOffset(range.lowerBound)
        guard !pieces.isEmpty, range.upperBound > range.lowerBound else { return start..<start }
        let last = range.upperBound - 1
        let index = pieceIndex(containing: last)
        let source = pieces[index].source
        let within = last - bufferStarts[index]
        if within >= source.count { return start..<source.upperBound + lineEndingLengths[index] }
        return start..<source.lowerBound + within + 1
    }
}
