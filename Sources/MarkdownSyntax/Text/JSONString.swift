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
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}
