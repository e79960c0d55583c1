/// Decoding single scalars out of valid UTF-8 bytes.
package enum UTF8Scalar {
    /// Byte length of the UTF-8 sequence that starts with `lead`.
    @inlinable @inline(__always)
    package static func length(ofLead lead: UInt8) -> Int {
        lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
    }

    /// Where the scalar that ends just before `index` starts (at most three bytes back).
    @inlinable @inline(__always)
    package static func start(before index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var start = index - 1
        while start > 0 && bytes[start] & 0xC0 == 0x80 && index - start < 4 { start -= 1 }
        return start
    }

    /// The bytes of the scalar that ends just before `end`, not starting before `start`
    /// (empty when `end` is not after `start`).
    package static func range(endingAt end: Int, notBefore start: Int, in bytes: [UInt8]) -> Range<Int> {
        guard end > start else { return end..<end }
        var lower = end - 1
        while lower > start && bytes[lower] & 0xC0 == 0x80 { lower -= 1 }
        return lower..<end
    }

    /// The bytes of the scalar that starts at `start`, not reaching past `end` (empty when
    /// `start` is not before `end`).
    package static func range(startingAt start: Int, notPast end: Int, in bytes: [UInt8]) -> Range<Int> {
        guard start < end else { return start..<start }
        var upper = start + 1
        while upper < end && bytes[upper] & 0xC0 == 0x80 { upper += 1 }
        return start..<upper
    }

    /// The scalar starting at `index`, and its byte length.
    @inlinable
    package static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int) {
        let lead = bytes[index]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        var length = 2
        var value = UInt32(lead & 0x1F)
        if lead >= 0xF0 {
            length = 4; value = UInt32(lead & 0x07)
        } else if lead >= 0xE0 {
            length = 3; value = UInt32(lead & 0x0F)
        }
        var next = index + 1
        while next < index + length && next < bytes.count {
            value = value << 6 | UInt32(bytes[next] & 0x3F)
            next += 1
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    /// The scalar that ends just before `index`.
    package static func decode(_ bytes: UnsafeBufferPointer<UInt8>, endingBefore index: Int) -> Unicode.Scalar {
        decode(bytes, at: start(before: index, in: bytes)).0
    }
}
