/// The bytes of one configuration file and the mapping from byte offsets to marks.
///
/// Construction validates UTF-8 (every loader needs that, and a bad byte must be an error with a
/// position, not a crash) and drops a leading byte-order mark, which does not count as a column.
struct SourceText {
    let name: String
    let bytes: [UInt8]
    /// Byte offset at which each line starts; line breaks are LF, CRLF or a lone CR.
    private let lineStarts: [Int]

    init(bytes input: some Collection<UInt8>, name: String) throws(ConfigError) {
        var bytes = Array(input)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        var lineStarts = [0]
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\n"):
                lineStarts.append(index + 1)
            case UInt8(ascii: "\r"):
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                lineStarts.append(index + 1)
            default:
                break
            }
            index += 1
        }
        self.name = name
        self.bytes = bytes
        self.lineStarts = lineStarts
        if let offset = Self.firstInvalidUTF8(bytes) {
            let hex = String(bytes[offset], radix: 16, uppercase: true)
            throw ConfigError("invalid UTF-8 (byte 0x\(hex))", at: mark(at: offset))
        }
    }

    /// The mark of the character starting at `offset` (`bytes.count` for the end of input).
    func mark(at offset: Int) -> Mark {
        // Binary search for the last line starting at or before `offset`.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let column = bytes[lineStarts[low]..<offset].reduce(1) { count, byte in
            isContinuationByte(byte) ? count : count + 1
        }
        return Mark(file: name, line: low + 1, column: column)
    }

    private static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}

/// UTF-8 continuation bytes (`10xxxxxx`) do not start a character, so they add no column.
func isContinuationByte(_ byte: UInt8) -> Bool {
    byte & 0xC0 == 0x80
}
