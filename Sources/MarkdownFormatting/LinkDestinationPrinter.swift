import MarkdownSyntax

/// Writes link destinations and titles that have no source text.
enum LinkDestinationPrinter {
    static func destination(_ url: String) -> [UInt8] {
        let bytes = Array(url.utf8)
        var depth = 0
        var plain = !bytes.isEmpty
        for byte in bytes {
            if byte <= 0x20 || byte == 0x7F || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") { plain = false }
            if byte == UInt8(ascii: "(") { depth += 1 }
            if byte == UInt8(ascii: ")") {
                depth -= 1
                if depth < 0 { plain = false }
            }
        }
        if depth != 0 { plain = false }
        var out: [UInt8] = plain ? [] : [UInt8(ascii: "<")]
        for (index, byte) in bytes.enumerated() {
            let escape = byte == UInt8(ascii: "\\") || (!plain && (byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")))
                || (byte == UInt8(ascii: "&") && CharacterReferenceStart.isAt(index, in: bytes))
            if escape { out.append(UInt8(ascii: "\\")) }
            out.append(byte)
        }
        if !plain { out.append(UInt8(ascii: ">")) }
        return out
    }

    static func title(_ title: String) -> [UInt8] {
        let bytes = Array(title.utf8)
        var out: [UInt8] = [UInt8(ascii: "\"")]
        for (index, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
                || (byte == UInt8(ascii: "&") && CharacterReferenceStart.isAt(index, in: bytes)) {
                out.append(UInt8(ascii: "\\"))
            }
            out.append(byte)
        }
        out.append(UInt8(ascii: "\""))
        return out
    }
}
