/// The text of a leaf block gathered into one contiguous buffer for the inline parser,
/// with a map from buffer offsets back to source offsets.
///
/// Pieces of the source (one per line, or parts of a table cell) are copied in order; a
/// piece that ends a line gets a `\n` after it, which maps to the end of the line.
struct InlineContent {
    struct Piece {
        var source: Range<Int>
        /// Whether a line ending follows this piece in the buffer.
        var endsLine: Bool
    }

    /// Where a piece went in the buffer, and the length in the source of the line ending
    /// after it (1 or 2 bytes): one array for all of it, as every leaf block makes one.
    struct Placed {
        var source: Range<Int>
        var bufferStart: Int
        var lineEndingLength: Int
    }

    private(set) var buffer: [UInt8] = []
    private var placed: [Placed] = []

    /// The arrays of a content, emptied, to be filled again by the next one (their
    /// capacity is what is kept).
    struct Storage {
        var buffer: [UInt8] = []
        var placed: [Placed] = []
    }

    var count: Int { buffer.count }

    init(bytes: UnsafeBufferPointer<UInt8>, pieces: [Piece], storage: Storage = Storage()) {
        self.init(bytes: bytes, count: pieces.count, storage: storage) { pieces[$0] }
    }

    /// Lines of a paragraph or heading; trailing spaces and tabs of the last line are dropped.
    init<Lines: RandomAccessCollection<LineSpan>>(bytes: UnsafeBufferPointer<UInt8>, lines: Lines, trimEnd: Bool = false,
                                                   storage: Storage = Storage()) where Lines.Index == Int {
        self.init(bytes: bytes, count: lines.count, storage: storage) { index in
            let line = lines[index]
            var end = line.end
            if trimEnd && index == lines.count - 1 {
                while end > line.start && ByteClass.isSpaceOrTab(bytes[end - 1]) { end -= 1 }
            }
            return Piece(source: line.start..<end, endsLine: true)
        }
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, count: Int, storage: Storage, piece: (Int) -> Piece) {
        buffer = storage.buffer
        placed = storage.placed
        var total = 0
        for index in 0..<count { total += piece(index).source.count + 1 }
        buffer.reserveCapacity(total)
        placed.reserveCapacity(count)
        for index in 0..<count {
            let piece = piece(index)
            let end = piece.source.upperBound
            let crlf = end + 1 < bytes.count && bytes[end] == ByteClass.carriageReturn && bytes[end + 1] == ByteClass.newline
            placed.append(Placed(source: piece.source, bufferStart: buffer.count, lineEndingLength: crlf ? 2 : 1))
            buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[piece.source]))
            if piece.endsLine && index + 1 < count { buffer.append(ByteClass.newline) }
        }
    }

    /// Gives up the arrays, emptied, for the next content.
    mutating func takeStorage() -> Storage {
        var storage = Storage()
        swap(&storage.buffer, &buffer)
        swap(&storage.placed, &placed)
        storage.buffer.removeAll(keepingCapacity: true)
        storage.placed.removeAll(keepingCapacity: true)
        return storage
    }

    /// Where the last lookup ended, for the next to start from. The tree builder asks for
    /// offsets mostly in increasing order, so a lookup is a step or two from the last one
    /// rather than a search over every line of the paragraph (which, at hundreds of
    /// thousands of lines, was a third of building its tree).
    struct PieceHint {
        fileprivate var index = 0
    }

    /// Index of the piece that holds buffer offset `offset` (a line ending belongs to the
    /// piece before it).
    func pieceIndex(containing offset: Int) -> Int {
        var hint = PieceHint()
        return pieceIndex(containing: offset, hint: &hint)
    }

    /// `pieceIndex(containing:)`, starting from `hint`, which it moves to the answer.
    func pieceIndex(containing offset: Int, hint: inout PieceHint) -> Int {
        // Most leaf blocks are one line.
        guard placed.count > 1 else { return 0 }
        var low = 0
        var high = placed.count - 1
        let start = min(hint.index, high)
        if placed[start].bufferStart <= offset {
            // A few steps forward; past them, a search of the rest.
            low = start
            var steps = 0
            while low < high && placed[low + 1].bufferStart <= offset {
                low += 1
                steps += 1
                if steps == 4 { break }
            }
            if low == high || placed[low + 1].bufferStart > offset {
                hint.index = low
                return low
            }
        } else if start > 0 {
            high = start - 1
        }
        while low < high {
            let mid = (low + high + 1) / 2
            if placed[mid].bufferStart <= offset { low = mid } else { high = mid - 1 }
        }
        hint.index = low
        return low
    }

    /// Index of the line (piece) that holds buffer offset `offset`; used for paragraphs.
    func lineIndex(containing offset: Int) -> Int { pieceIndex(containing: offset) }

    func sourceOffset(_ offset: Int) -> Int {
        var hint = PieceHint()
        return sourceOffset(offset, hint: &hint)
    }

    func sourceOffset(_ offset: Int, hint: inout PieceHint) -> Int {
        guard !placed.isEmpty else { return 0 }
        let piece = placed[pieceIndex(containing: offset, hint: &hint)]
        return piece.source.lowerBound + (offset - piece.bufferStart)
    }

    /// The source range that `range` is an exact copy of: nil unless it lies within one piece
    /// (a line ending in the buffer may stand for other bytes, and the next piece may not
    /// follow it in the source).
    func verbatimSource(of range: Range<Int>) -> Range<Int>? {
        var hint = PieceHint()
        return verbatimSource(of: range, hint: &hint)
    }

    func verbatimSource(of range: Range<Int>, hint: inout PieceHint) -> Range<Int>? {
        guard !placed.isEmpty, !range.isEmpty else { return nil }
        let piece = placed[pieceIndex(containing: range.lowerBound, hint: &hint)]
        let end = range.upperBound - piece.bufferStart
        guard end <= piece.source.count else { return nil }
        return piece.source.lowerBound + (range.lowerBound - piece.bufferStart)..<piece.source.lowerBound + end
    }

    /// The source range of a buffer range; a line ending in the buffer stands for the
    /// line ending in the source.
    func sourceRange(_ range: Range<Int>, hint: inout PieceHint) -> Range<Int> {
        let start = sourceOffset(range.lowerBound, hint: &hint)
        guard !placed.isEmpty, range.upperBound > range.lowerBound else { return start..<start }
        let last = range.upperBound - 1
        let piece = placed[pieceIndex(containing: last, hint: &hint)]
        let within = last - piece.bufferStart
        if within >= piece.source.count { return start..<piece.source.upperBound + piece.lineEndingLength }
        return start..<piece.source.lowerBound + within + 1
    }
}
