import MarkdownSyntax

/// Backslash-escapes text that was built in code (parsed text is printed as written), so
/// it prints as literal text wherever it lands.
enum TextEscaper {
    static func escape(_ text: String, atStart: Bool, inTable: Bool) -> [UInt8] {
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 4)
        for (index, byte) in bytes.enumerated() {
            if needsEscape(bytes, index, atStart: atStart && index == 0, inTable: inTable) {
                out.append(UInt8(ascii: "\\"))
            }
            out.append(byte)
        }
        return out
    }

    private static func needsEscape(_ bytes: [UInt8], _ index: Int, atStart: Bool, inTable: Bool) -> Bool {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["),
             UInt8(ascii: "]"), UInt8(ascii: "<"), UInt8(ascii: "~"):
            return true
        case UInt8(ascii: "!"):
            return index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "[")
        case UInt8(ascii: "|"):
            return inTable
        case UInt8(ascii: "&"):
            return CharacterReferenceStart.isAt(index, in: bytes)
        case UInt8(ascii: "#"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "="), UInt8(ascii: ">"):
            return atStart
        default:
            // `1.` or `1)` at the start of a line would start an ordered list.
            guard atStart && ByteClass.isDigit(byte) else { return false }
            var cursor = index
            while cursor < bytes.count && ByteClass.isDigit(bytes[cursor]) { cursor += 1 }
            return cursor < bytes.count && (bytes[cursor] == UInt8(ascii: ".") || bytes[cursor] == UInt8(ascii: ")"))
        }
    }

    /// Backslashes before pipes that are not escaped yet (text copied into a table cell).
    static func escapingPipes(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        guard bytes.contains(UInt8(ascii: "|")) else { return Array(bytes) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 2)
        var previous: UInt8 = 0
        for byte in bytes {
            if byte == UInt8(ascii: "|") && previous != UInt8(ascii: "\\") { out.append(UInt8(ascii: "\\")) }
            out.append(byte)
            previous = byte
        }
        return out
    }
}
