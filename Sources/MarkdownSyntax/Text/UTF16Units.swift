/// Counting the UTF-16 code units of UTF-8 text (JavaScript's `length`): every byte but a
/// continuation byte starts a character, and a four-byte character takes two units.
/// Eight bytes per step, with popcounts of the byte classes.
package enum UTF16Units {
    /// The UTF-16 units of the characters that start in `start..<end` of `buffer`.
    @inlinable
    package static func count(in buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var count = 0
        var index = start
        #if _endian(little)
        if let base = UnsafeRawPointer(buffer.baseAddress) {
            while index + 8 <= end {
                count &+= units(inWord: base.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                index += 8
            }
        }
        #endif
        while index < end {
            let byte = buffer[index]
            count &+= (byte & 0xC0 != 0x80 ? 1 : 0) &+ (byte >= 0xF0 ? 1 : 0)
            index += 1
        }
        return count
    }

    /// The units of the characters starting in the eight bytes of `word`.
    @inlinable @inline(__always)
    static func units(inWord word: UInt64) -> Int {
        let high = word & ByteSearch.highBits
        guard high != 0 else { return 8 }
        // Bit 7 of each byte, kept where bit 6 is clear (10xxxxxx: a continuation byte) or
        // where bits 6, 5 and 4 are all set (11110xxx: a four-byte leader).
        let continuations = high & ~(word << 1)
        let fourByteLeaders = high & (word << 1) & (word << 2) & (word << 3)
        return 8 - continuations.nonzeroBitCount + fourByteLeaders.nonzeroBitCount
    }
}
