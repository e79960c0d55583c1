import Synchronization

/// The bytes of a Markdown document with a table of line starts (made when first asked
/// for), so byte offsets can be turned into line/column positions (in UTF-8 bytes or
/// UTF-16 code units).
///
/// Line endings may be LF, CRLF or CR. A UTF-8 byte-order mark is kept in `bytes`
/// but is not part of line 1, so positions on line 1 start after it.
public final class SourceFile: Sendable {
    /// The file's name or path for messages; nil for text that did not come from a file.
    public let name: String?
    /// The document's UTF-8 bytes, exactly as read; node byte ranges index into them.
    public let bytes: [UInt8]
    /// The address of the line table (a retained `Lines`; 0 until made), made when a position
    /// is first asked for: parsing, rendering and formatting do not need it, and a 10 MB
    /// document's is 2 MB. Held unmanaged so that lookups borrow it: retaining one object
    /// for each of millions of lookups from all cores (a linter's findings) made linting a
    /// quarter slower.
    private let madeLines = Atomic<UInt>(0)
    private static let blockShift = 7

    /// Reads `bytes`, which must already be valid UTF-8 (see `UTF8Validation`).
    public init(name: String? = nil, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }

    deinit {
        if let lines = UnsafeRawPointer(bitPattern: madeLines.load(ordering: .acquiring)) {
            Unmanaged<Lines>.fromOpaque(lines).release()
        }
    }

    /// Makes a source from a string's UTF-8 bytes (a Swift string is always valid UTF-8).
    public convenience init(name: String? = nil, text: String) {
        self.init(name: name, bytes: Array(text.utf8))
    }

    /// Byte offset where each line starts; `lineStarts[0]` is line 1.
    public var lineStarts: LineStarts { withLines { LineStarts($0.starts) } }

    /// Offset of the first byte after a UTF-8 byte-order mark, or 0.
    public var contentStart: Int { Self.contentStart(of: bytes) }

    /// How many lines the file has: one more than it has line endings (so an empty file has one line).
    public var lineCount: Int { withLines { $0.starts.count } }

    /// Where line `line` (1-based) starts: `lineStarts[line - 1]` without copying the table
    /// (which retains it: code on several cores asking for many lines' starts would take
    /// its count's cache line from each other).
    package func start(ofLine line: Int) -> Int {
        withLines { Int($0.starts[line - 1]) }
    }

    /// The 1-based line that contains `offset`.
    public func line(containing offset: Int) -> Int {
        withLines { lines in
            let lineAtBlock = lines.atBlock
            let block = offset >> Self.blockShift
            guard offset >= 0, block < lineAtBlock.count else {
                return Self.lastLine(startingAtOrBefore: offset, in: lines.starts, 0, lines.starts.count)
            }
            // The line holding the block's first byte starts at or before `offset`; the line
            // holding the next block's first byte is the last that can.
            let first = Int(lineAtBlock[block])
            let last = block + 1 < lineAtBlock.count ? Int(lineAtBlock[block + 1]) : lines.starts.count - 1
            return Self.lastLine(startingAtOrBefore: offset, in: lines.starts, first, last - first + 1)
        }
    }

    /// The 1-based lines holding the first and the last byte of `range` (the line of its start
    /// when it is empty). Most ranges end on the line they start on: that is checked against
    /// the next line's start, not looked up again.
    package func lines(spanning range: Range<Int>) -> ClosedRange<Int> {
        let first = line(containing: range.lowerBound)
        guard !range.isEmpty else { return first...first }
        let last = range.upperBound - 1
        let nextStart = withLines { first < $0.starts.count ? Int($0.starts[first]) : Int.max }
        return last < nextStart ? first...first : first...max(first, line(containing: last))
    }

    /// The 1-based line of the last of `starts[base..<base + count]` at or before `offset`
    /// (the first when none is).
    private static func lastLine(startingAtOrBefore offset: Int, in starts: [UInt32], _ base: Int,
                                 _ count: Int) -> Int {
        starts.withUnsafeBufferPointer { starts in
            // Halving without a branch to mispredict: the answer stays in base..<base + count.
            var base = base
            var count = count
            while count > 1 {
                let half = count / 2
                base = Int(starts[base + half]) <= offset ? base + half : base
                count -= half
            }
            return base + 1
        }
    }

    /// Line and byte column of `offset`; offsets before the first line clamp to 1:1.
    public func location(at offset: Int) -> SourceLocation {
        let line = line(containing: offset)
        return SourceLocation(line: line, column: max(1, offset - start(ofLine: line) + 1), offset: offset)
    }

    /// The lines and columns of a byte range.
    public func range(of bytes: Range<Int>) -> SourceRange {
        location(at: bytes.lowerBound)..<location(at: bytes.upperBound)
    }

    /// 1-based column of `offset` counted in UTF-16 code units, as JavaScript, SARIF and
    /// LSP count columns.
    public func utf16Column(at offset: Int) -> Int {
        1 + utf16Count(from: start(ofLine: line(containing: offset)), to: offset)
    }

    /// UTF-16 code units taken by the characters that start in `start..<end` (JavaScript's
    /// `length` of that text): every byte but a continuation byte starts one, and four-byte
    /// characters take two units.
    public func utf16Count(from start: Int, to end: Int) -> Int {
        let end = min(end, bytes.count)
        guard start < end else { return 0 }
        return bytes.withUnsafeBufferPointer { UTF16Units.count(in: $0, from: start, to: end) }
    }

    /// 0-based visual column of `offset` in its line, tabs expanded to stops of four (the
    /// columns CommonMark measures indentation in).
    package func visualColumn(at offset: Int) -> Int {
        let start = start(ofLine: line(containing: offset))
        return bytes.withUnsafeBufferPointer { buffer in
            var column = 0
            var index = start
            while index < offset && index < buffer.count {
                let byte = buffer[index]
                if byte == 0x09 {
                    column += 4 - column % 4
                } else if byte & 0xC0 != 0x80 {
                    column += 1
                }
                index += 1
            }
            return column
        }
    }

    /// Byte range of line `line` (1-based), without its line ending.
    public func contentRange(ofLine line: Int) -> Range<Int> {
        let (start, next) = withLines { lines in
            (Int(lines.starts[line - 1]), line < lines.starts.count ? Int(lines.starts[line]) : bytes.count)
        }
        return start..<bytes.withUnsafeBufferPointer { Self.contentEnd(from: start, to: next, in: $0) }
    }

    /// Where the text of the line from `start` to `next` (the next line's start, or the
    /// end of the file) ends: before its line ending.
    package static func contentEnd(from start: Int, to next: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var end = next
        if end > start && bytes[end - 1] == ByteClass.newline { end -= 1 }
        if end > start && bytes[end - 1] == ByteClass.carriageReturn { end -= 1 }
        return end
    }

    /// The bytes `range` as a string.
    public func text(in range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// Where line 1 starts: after a UTF-8 byte-order mark, if there is one.
    package static func contentStart(of bytes: [UInt8]) -> Int {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }

    /// The end of the line that starts at `start` (before its line ending) and where the
    /// next one starts (`buffer.count` after the last line).
    package static func lineBounds(from start: Int, in buffer: UnsafeBufferPointer<UInt8>) -> (end: Int, next: Int) {
        let count = buffer.count
        let end = ByteSearch.firstIndex(ofAny: ByteClass.newline, ByteClass.carriageReturn, ByteClass.newline,
                                        ByteClass.carriageReturn, in: buffer, from: start, to: count)
        guard end < count else { return (count, count) }
        let crlf = buffer[end] == ByteClass.carriageReturn && end + 1 < count && buffer[end + 1] == ByteClass.newline
        return (end, end + (crlf ? 2 : 1))
    }

    /// `body` of the line table, made first if no one has asked for it yet. The table is
    /// borrowed: the file holds it for as long as it lives.
    @inline(__always)
    private func withLines<Result>(_ body: (Lines) -> Result) -> Result {
        var address = madeLines.load(ordering: .acquiring)
        if address == 0 { address = makeLines() }
        return Unmanaged<Lines>.fromOpaque(UnsafeRawPointer(bitPattern: address)!)._withUnsafeGuaranteedRef(body)
    }

    /// Makes the line table and stores it, unless another thread did first; its address.
    @inline(never)
    private func makeLines() -> UInt {
        let made = UInt(bitPattern: Unmanaged.passRetained(Lines(bytes)).toOpaque())
        let (stored, found) = madeLines.compareExchange(expected: 0, desired: made, ordering: .acquiringAndReleasing)
        guard stored else {
            Unmanaged<Lines>.fromOpaque(UnsafeRawPointer(bitPattern: made)!).release()
            return found
        }
        return made
    }

    /// Where each line starts, and for each block of `1 << blockShift` bytes the 0-based line
    /// its first byte is on: a lookup searches only the lines that start within one block.
    /// Linting a file with hundreds of thousands of findings looks up lines millions of times.
    private final class Lines: Sendable {
        let starts: [UInt32]
        let atBlock: [UInt32]

        init(_ bytes: [UInt8]) {
            var starts: [UInt32] = []
            starts.reserveCapacity(bytes.count / 40 + 1)
            var start = SourceFile.contentStart(of: bytes)
            starts.append(UInt32(start))
            bytes.withUnsafeBufferPointer { buffer in
                while true {
                    let (end, next) = SourceFile.lineBounds(from: start, in: buffer)
                    guard end < buffer.count else { break }
                    starts.append(UInt32(truncatingIfNeeded: next))
                    start = next
                }
            }
            self.starts = starts.fitted()
            atBlock = Self.lineAtBlock(self.starts, byteCount: bytes.count)
        }

        private static func lineAtBlock(_ starts: [UInt32], byteCount: Int) -> [UInt32] {
            let blocks = byteCount >> SourceFile.blockShift + 1
            var table: [UInt32] = []
            table.reserveCapacity(blocks)
            var line = 0
            for block in 0..<blocks {
                let offset = block << SourceFile.blockShift
                while line + 1 < starts.count && Int(starts[line + 1]) <= offset { line += 1 }
                table.append(UInt32(truncatingIfNeeded: line))
            }
            return table
        }
    }
}
