/// Byte classification for the scanners of every module, on UTF-8 bytes: ASCII classes, and
/// whitespace as JavaScript (and so markdownlint) sees it.
package enum ByteClass {
    package static let space = UInt8(ascii: " ")
    package static let tab = UInt8(ascii: "\t")
    package static let newline = UInt8(ascii: "\n")
    package static let carriageReturn = UInt8(ascii: "\r")

    @inline(__always)
    package static func isSpaceOrTab(_ byte: UInt8) -> Bool { byte == space || byte == tab }

    @inline(__always)
    package static func isLineEnding(_ byte: UInt8) -> Bool { byte == newline || byte == carriageReturn }

    /// Whether `range` holds nothing but spaces and tabs.
    @inline(__always)
    package static func isSpaceOrTabOnly(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        for index in range where !isSpaceOrTab(bytes[index]) { return false }
        return true
    }

    /// Space, tab, newline, line tabulation, form feed or carriage return.
    @inline(__always)
    package static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == space || (byte >= 0x09 && byte <= 0x0D)
    }

    @inline(__always)
    package static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    @inline(__always)
    package static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x66)
    }

    @inline(__always)
    package static func isLetter(_ byte: UInt8) -> Bool { byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A }

    @inline(__always)
    package static func isAlphanumeric(_ byte: UInt8) -> Bool { isLetter(byte) || isDigit(byte) }

    /// JavaScript's `\w`: ASCII letters, digits and `_`.
    @inline(__always)
    package static func isJavaScriptWordByte(_ byte: UInt8) -> Bool { isAlphanumeric(byte) || byte == 0x5F }

    @inline(__always)
    package static func isASCIIPunctuation(_ byte: UInt8) -> Bool {
        (byte >= 0x21 && byte <= 0x2F) || (byte >= 0x3A && byte <= 0x40)
            || (byte >= 0x5B && byte <= 0x60) || (byte >= 0x7B && byte <= 0x7E)
    }

    @inline(__always)
    package static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }

    @inline(__always)
    package static func hexValue(_ byte: UInt8) -> UInt32 {
        isDigit(byte) ? UInt32(byte - 0x30) : UInt32((byte | 0x20) - 0x61 + 10)
    }

    // MARK: Whitespace as JavaScript sees it

    /// Whether `scalar` is whitespace to JavaScript's `\s` and `trim()`, which markdownlint
    /// uses: tab, line feed, vertical tab, form feed, carriage return, space, no-break space,
    /// U+1680, U+2000–U+200A, U+2028, U+2029, U+202F, U+205F, U+3000 and U+FEFF. Wider than
    /// CommonMark's Unicode whitespace (no vertical tab, U+2028 or U+FEFF there).
    @inline(__always)
    package static func isJavaScriptWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF:
            return true
        default:
            return false
        }
    }

    /// Byte length (1, 2 or 3) of the JavaScript whitespace character starting at `index`
    /// (see `isJavaScriptWhitespace`), or 0; reads no byte at or past `end`.
    @inlinable @inline(__always)
    package static func javaScriptWhitespaceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, end: Int) -> Int {
        let byte = bytes[index]
        if byte < 0x80 { return byte == space || (byte >= 0x09 && byte <= 0x0D) ? 1 : 0 }
        switch byte {
        case 0xC2:
            return index + 1 < end && bytes[index + 1] == 0xA0 ? 2 : 0
        case 0xE1, 0xE2, 0xE3, 0xEF:
            guard index + 2 < end else { return 0 }
            return isThreeByteJavaScriptWhitespace(byte, bytes[index + 1], bytes[index + 2]) ? 3 : 0
        default:
            return 0
        }
    }

    /// Byte length of the JavaScript whitespace character that ends just before `end`, or 0;
    /// reads no byte before `start`.
    @inlinable @inline(__always)
    package static func javaScriptWhitespaceLength(_ bytes: UnsafeBufferPointer<UInt8>, endingAt end: Int,
                                                   start: Int) -> Int {
        let last = bytes[end - 1]
        if last < 0x80 { return last == space || (last >= 0x09 && last <= 0x0D) ? 1 : 0 }
        if last == 0xA0 && end - 2 >= start && bytes[end - 2] == 0xC2 { return 2 }
        if end - 3 >= start && isThreeByteJavaScriptWhitespace(bytes[end - 3], bytes[end - 2], last) { return 3 }
        return 0
    }

    /// Whether `range` holds nothing but JavaScript whitespace (`trim()` would leave nothing).
    @inlinable @inline(__always)
    package static func isJavaScriptWhitespaceOnly(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        var index = range.lowerBound
        while index < range.upperBound {
            let length = javaScriptWhitespaceLength(bytes, at: index, end: range.upperBound)
            if length == 0 { return false }
            index += length
        }
        return true
    }

    /// `range` without the JavaScript whitespace at its ends (what `trim()` keeps).
    package static func javaScriptTrimmed(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Range<Int> {
        var start = range.lowerBound
        var end = range.upperBound
        while start < end {
            let length = javaScriptWhitespaceLength(bytes, at: start, end: end)
            if length == 0 { break }
            start += length
        }
        while end > start {
            let length = javaScriptWhitespaceLength(bytes, endingAt: end, start: start)
            if length == 0 { break }
            end -= length
        }
        return start..<end
    }

    /// The three-byte whitespace scalars: U+1680, U+2000–U+200A, U+2028, U+2029, U+202F,
    /// U+205F, U+3000 and U+FEFF.
    @usableFromInline @inline(__always)
    static func isThreeByteJavaScriptWhitespace(_ first: UInt8, _ second: UInt8, _ third: UInt8) -> Bool {
        switch (first, second) {
        case (0xE1, 0x9A): return third == 0x80
        case (0xE2, 0x80): return (third >= 0x80 && third <= 0x8A) || third == 0xA8 || third == 0xA9 || third == 0xAF
        case (0xE2, 0x81): return third == 0x9F
        case (0xE3, 0x80): return third == 0x80
        case (0xEF, 0xBB): return third == 0xBF
        default: return false
        }
    }
}
