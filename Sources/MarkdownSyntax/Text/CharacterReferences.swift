/// Backslash escapes, entity and numeric character references, and NUL replacement:
/// the decoding CommonMark applies to text, link destinations, titles and info strings.
enum CharacterReferences {
    /// Matches a character reference at `index` (which holds `&`). Returns the decoded text
    /// and the index just past the `;`, or nil when there is no valid reference there.
    static func match(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, end: Int) -> (String, Int)? {
        var cursor = index + 1
        guard cursor < end else { return nil }
        if bytes[cursor] == UInt8(ascii: "#") {
            cursor += 1
            guard cursor < end else { return nil }
            var value: UInt32 = 0
            var digits = 0
            if bytes[cursor] | 0x20 == UInt8(ascii: "x") {
                cursor += 1
                while cursor < end && ByteClass.isHexDigit(bytes[cursor]) && digits < 7 {
                    value = value * 16 + ByteClass.hexValue(bytes[cursor]); digits += 1; cursor += 1
                }
                guard digits >= 1 && digits <= 6 else { return nil }
            } else {
                while cursor < end && ByteClass.isDigit(bytes[cursor]) && digits < 8 {
                    value = value * 10 + UInt32(bytes[cursor] - 0x30); digits += 1; cursor += 1
                }
                guard digits >= 1 && digits <= 7 else { return nil }
            }
            guard cursor < end && bytes[cursor] == UInt8(ascii: ";") else { return nil }
            let scalar = value == 0 ? nil : Unicode.Scalar(value)
            return (String(Character(scalar ?? "\u{FFFD}")), cursor + 1)
        }
        let nameStart = cursor
        while cursor < end && ByteClass.isAlphanumeric(bytes[cursor])
            && cursor - nameStart <= HTMLEntities.maximumNameLength {
            cursor += 1
        }
        guard cursor > nameStart && cursor < end && bytes[cursor] == UInt8(ascii: ";") else { return nil }
        guard let value = HTMLEntities.value(named: UnsafeBufferPointer(rebasing: bytes[nameStart..<cursor])) else { return nil }
        return (value, cursor + 1)
    }

    /// Where decoded bytes go, each with the offset of the escape, reference or byte it
    /// came from.
    protocol Sink {
        mutating func append(_ byte: UInt8, from source: Int)
    }

    /// Decodes backslash escapes (unless `escapes` is false, as in autolinks) and character
    /// references in `bytes[range]`; NUL becomes U+FFFD.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, escapes: Bool = true) -> String {
        if isLiteral(bytes, range) { return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
        var result: [UInt8] = []
        result.reserveCapacity(range.count)
        decode(bytes, range, escapes: escapes, into: &result)
        return String(decoding: result, as: UTF8.self)
    }

    /// Whether `bytes[range]` decodes to itself: it has no backslash, `&` or NUL.
    static func isLiteral(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        ByteSearch.firstIndex(ofAny: UInt8(ascii: "\\"), UInt8(ascii: "&"), 0, 0, in: bytes,
                              from: range.lowerBound, to: range.upperBound) == range.upperBound
    }

    /// Decodes `bytes[range]` as `decode(_:_:escapes:)` does, byte by byte into `sink`.
    static func decode<Decoded: Sink>(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, escapes: Bool = true,
                                      into sink: inout Decoded) {
        var index = range.lowerBound
        let end = range.upperBound
        while index < end {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\\") where escapes && index + 1 < end && ByteClass.isASCIIPunctuation(bytes[index + 1]):
                sink.append(bytes[index + 1], from: index)
                index += 2
            case UInt8(ascii: "&"):
                if let (text, next) = match(bytes, at: index, end: end) {
                    for decoded in text.utf8 { sink.append(decoded, from: index) }
                    index = next
                } else {
                    sink.append(byte, from: index)
                    index += 1
                }
            case 0:
                for replacement: UInt8 in [0xEF, 0xBF, 0xBD] { sink.append(replacement, from: index) }
                index += 1
            default:
                sink.append(byte, from: index)
                index += 1
            }
        }
    }

    /// Copies `bytes[range]` as text, replacing only NUL (for code and raw HTML).
    static func literal(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        let slice = UnsafeBufferPointer(rebasing: bytes[range])
        guard ByteSearch.firstIndex(of: 0, in: bytes, from: range.lowerBound, to: range.upperBound) != nil else {
            return String(decoding: slice, as: UTF8.self)
        }
        var result: [UInt8] = []
        result.reserveCapacity(range.count + 2)
        for byte in slice {
            if byte == 0 { result.append(contentsOf: [0xEF, 0xBF, 0xBD]) } else { result.append(byte) }
        }
        return String(decoding: result, as: UTF8.self)
    }
}

extension [UInt8]: CharacterReferences.Sink {
    mutating func append(_ byte: UInt8, from source: Int) { append(byte) }
}
