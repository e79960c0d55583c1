import MarkdownSyntax

/// A code fence's info string, escaped so it decodes to the same text.
enum InfoString {
    static func escaped(_ info: String) -> [UInt8] {
        let bytes = Array(info.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        for (index, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "\\") && index + 1 < bytes.count && ByteClass.isASCIIPunctuation(bytes[index + 1]) {
                out.append(UInt8(ascii: "\\"))
            } else if byte == UInt8(ascii: "&") && CharacterReferenceStart.isAt(index, in: bytes) {
                out.append(UInt8(ascii: "\\"))
            }
            out.append(byte)
        }
        return out
    }
}
