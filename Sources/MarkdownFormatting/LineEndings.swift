/// Line ending conversions: the printer works with `\n` and converts at the end.
enum LineEndings {
    /// `\r\n` and lone `\r` become `\n`.
    static func normalized(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.contains(0x0D) else { return bytes }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0D {
                out.append(0x0A)
                if index + 1 < bytes.count && bytes[index + 1] == 0x0A { index += 1 }
            } else {
                out.append(bytes[index])
            }
            index += 1
        }
        return out
    }

    /// Whether the first line ending of `bytes` is CRLF (for `keep`).
    static func usesCRLF(_ bytes: [UInt8]) -> Bool {
        guard let first = bytes.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else { return false }
        return bytes[first] == 0x0D && first + 1 < bytes.count && bytes[first + 1] == 0x0A
    }

    static func crlf(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 32)
        for byte in bytes {
            if byte == 0x0A { out.append(0x0D) }
            out.append(byte)
        }
        return out
    }
}
