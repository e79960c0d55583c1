/// Scans many bytes per step (sixteen or eight) for the bytes a scanner stops at, where
/// most bytes are other ones: line endings in a file, `&` and `\` in text, bytes that HTML
/// escapes.
extension ByteSearch {
    @usableFromInline static let ones: UInt64 = 0x0101_0101_0101_0101
    @usableFromInline static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The high bit of every zero byte of `word` is set, and of no byte before the first
    /// zero (a borrow can mark a byte after it, never one before): so the lowest set bit
    /// is the first zero byte.
    @inlinable @inline(__always)
    static func zeroBytes(_ word: UInt64) -> UInt64 { (word &- ones) & ~word & highBits }

    /// The bytes of `word` equal to `byte`, as `zeroBytes` marks them.
    @inlinable @inline(__always)
    static func bytes(of byte: UInt8, in word: UInt64) -> UInt64 { zeroBytes(word ^ (ones &* UInt64(byte))) }

    /// The first index in `start..<end` whose byte is one of `a`, `b`, `c` and `d` (repeat
    /// one to look for fewer), or `end` when there is none. Sixteen bytes per step (one
    /// vector compare per byte looked for), then eight, then one.
    @inlinable
    package static func firstIndex(ofAny a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8,
                                   in buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var index = start
        #if _endian(little)
        if let base = UnsafeRawPointer(buffer.baseAddress) {
            let (wantedA, wantedB) = (SIMD16<UInt8>(repeating: a), SIMD16<UInt8>(repeating: b))
            let (wantedC, wantedD) = (SIMD16<UInt8>(repeating: c), SIMD16<UInt8>(repeating: d))
            while index + 16 <= end {
                let chunk = base.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
                let hits = chunk .== wantedA .| chunk .== wantedB .| chunk .== wantedC .| chunk .== wantedD
                if any(hits) {
                    // 0xFF for each byte found, read as two words: the lowest set bit is the first.
                    let marked = SIMD16<UInt8>(repeating: 0).replacing(with: 0xFF, where: hits)
                    let words = unsafeBitCast(marked, to: SIMD2<UInt64>.self)
                    let lowest = words[0] != 0 ? words[0].trailingZeroBitCount : 64 + words[1].trailingZeroBitCount
                    return index + lowest / 8
                }
                index += 16
            }
        }
        #endif
        return firstIndex(in: buffer, from: index, to: end) { word in
            bytes(of: a, in: word) | bytes(of: b, in: word) | bytes(of: c, in: word) | bytes(of: d, in: word)
        } matching: { byte in
            byte == a || byte == b || byte == c || byte == d
        }
    }

    /// The first index in `start..<end` whose byte is `byte` or below `limit` (at most
    /// 0x80), or `end`: for stopping at a tag or at any control or space byte.
    @inlinable
    package static func firstIndex(of byte: UInt8, orBelow limit: UInt8, in buffer: UnsafeBufferPointer<UInt8>,
                                   from start: Int, to end: Int) -> Int {
        firstIndex(in: buffer, from: start, to: end) { word in
            // As in `zeroBytes`: only bytes after the first one below `limit` can be
            // marked wrongly, by its borrow.
            ((word &- ones &* UInt64(limit)) & ~word & highBits) | bytes(of: byte, in: word)
        } matching: { candidate in
            candidate == byte || candidate < limit
        }
    }

    /// The first index in `start..<end` whose byte is not ASCII, or `end`.
    @inlinable
    package static func firstNonASCII(in buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        firstIndex(in: buffer, from: start, to: end) { word in word & highBits } matching: { byte in byte >= 0x80 }
    }

    /// The scan the others share: eight bytes at a time while `marks` (which sets the high
    /// bit of the bytes looked for, the first one exactly) finds none, then byte by byte
    /// with `matching` for the tail.
    @inlinable @inline(__always)
    static func firstIndex(in buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int,
                           marks: (UInt64) -> UInt64, matching: (UInt8) -> Bool) -> Int {
        var index = start
        #if _endian(little)
        if let base = UnsafeRawPointer(buffer.baseAddress) {
            while index + 8 <= end {
                let found = marks(base.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                if found != 0 { return index + found.trailingZeroBitCount / 8 }
                index += 8
            }
        }
        #endif
        while index < end && !matching(buffer[index]) { index += 1 }
        return index
    }
}
