/// UTF-16 columns of byte offsets in a source file, from running counts kept every 64 bytes:
/// a column costs at most 63 bytes of counting wherever it is, so the positions of many
/// findings on one long line cost what they cost on short lines. (`SourceFile.utf16Column`
/// counts from the line start each time, which is quadratic for many positions on a line.)
/// An all-ASCII file needs no table: its columns are byte columns.
public struct UTF16ColumnTable: Sendable {
    private static let blockShift = 6

    /// The file whose columns the table gives.
    public let source: SourceFile
    /// UTF-16 units of the characters that start before byte `i << blockShift`; empty for
    /// an all-ASCII file. 32 bits (documents are limited to 2 GiB, and a character takes
    /// no more UTF-16 units than UTF-8 bytes): the table is an eighth of the file's size
    /// with `Int`.
    private let unitsBeforeBlock: [UInt32]

    /// Builds the table in one pass over `source`'s bytes (no pass for an all-ASCII file).
    public init(_ source: SourceFile) {
        self.source = source
        unitsBeforeBlock = source.bytes.withUnsafeBufferPointer { bytes in
            guard ByteSearch.firstNonASCII(in: bytes, from: 0, to: bytes.count) < bytes.count else { return [] }
            let blockSize = 1 << Self.blockShift
            var table: [UInt32] = []
            table.reserveCapacity(bytes.count / blockSize + 2)
            var units = 0
            var start = 0
            while start < bytes.count {
                table.append(UInt32(truncatingIfNeeded: units))
                units &+= UTF16Units.count(in: bytes, from: start, to: min(start + blockSize, bytes.count))
                start += blockSize
            }
            table.append(UInt32(truncatingIfNeeded: units))
            return table
        }
    }

    /// UTF-16 code units taken by the characters that start before byte `offset`.
    public func units(before offset: Int) -> Int {
        let offset = min(max(offset, 0), source.bytes.count)
        guard !unitsBeforeBlock.isEmpty else { return offset }
        let block = offset >> Self.blockShift
        return Int(unitsBeforeBlock[block]) + source.utf16Count(from: block << Self.blockShift, to: offset)
    }

    /// 1-based column of `offset` on its line (1-based `line`) in UTF-16 code units, as
    /// `SourceFile.utf16Column(at:)` counts (an offset before the line start, as in a
    /// byte-order mark, is column 1).
    public func column(at offset: Int, line: Int) -> Int {
        let start = source.start(ofLine: line)
        return 1 + (offset > start ? units(before: offset) - units(before: start) : 0)
    }

    /// 1-based column of `offset` in UTF-16 code units.
    public func column(at offset: Int) -> Int {
        column(at: offset, line: source.line(containing: offset))
    }
}
