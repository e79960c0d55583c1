/// Writes strings as JSON string literals, the one way every module's JSON output (lint
/// reports, the link cache) quotes text.
///
/// Quotes, backslashes and control characters are escaped, and so are U+2028 and U+2029:
/// JSON allows them raw, but JavaScript before ES2019 and line-oriented readers take them
/// for line breaks; escaped, every reader sees the same string on one line.
package enum JSONString {
    /// `text` as a JSON string literal, quotes included.
    package static func quoted(_ text: String) -> String {
        var out = ""
        append(text, to: &out)
        return out
    }

    /// Appends `text` as a JSON string literal, quotes included.
    package static func append(_ text: String, to out: inout String) {
        var bytes: [UInt8] = []
        append(text, to: &bytes)
        out += String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text` as a JSON string literal, quotes included, as UTF-8.
    package static func append(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        appendContent(text, to: &out)
        out.append(UInt8(ascii: "\""))
    }

    /// Appends `text` escaped for the inside of a JSON string literal, without quotes: runs of
    /// bytes that need no escape are copied at once.
    package static func appendContent(_ text: String, to out: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            var runStart = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                let escape: StaticString
                var length = 1
                switch byte {
                case UInt8(ascii: "\""): escape = #"\""#
                case UInt8(ascii: "\\"): escape = #"\\"#
                case UInt8(ascii: "\n"): escape = #"\n"#
                case UInt8(ascii: "\r"): escape = #"\r"#
                case UInt8(ascii: "\t"): escape = #"\t"#
                case 0..<0x20: escape = ""
                // U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
                case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80
                    && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                    escape = bytes[index + 2] == 0xA8 ? #"\u2028"# : #"\u2029"#
                    length = 3
                default:
                    index += 1
                    continue
                }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                if escape.utf8CodeUnitCount > 0 {
                    out.append(contentsOf: UnsafeBufferPointer(start: escape.utf8Start, count: escape.utf8CodeUnitCount))
                } else {
                    // Another control character: \u00XX, in lowercase hex.
                    out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                                            hexDigit(byte >> 4), hexDigit(byte & 0xF)])
                }
                index += length
                runStart = index
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
