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

    /// The first line ending of `bytes` (`\r\n`, a lone `\r` or `\n`), for `keep`; nil when
    /// there is none.
    static func first(in bytes: [UInt8]) -> [UInt8]? {
        guard let first = bytes.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else { return nil }
        guard bytes[first] == 0x0D else { return [0x0A] }
        return first + 1 < bytes.count && bytes[first + 1] == 0x0A ? [0x0D, 0x0A] : [0x0D]
    }

    /// `\n`-terminated lines with `ending` instead.
    static func converted(_ bytes: [UInt8], to ending: [UInt8]) -> [UInt8] {
        guard ending != [0x0A] else { return bytes }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 32)
        for byte in bytes {
            if byte == 0x0A { out += ending } else { out.append(byte) }
        }
        return out
    }
}
