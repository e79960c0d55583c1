/// Checks that bytes are well-formed UTF-8 before anything else reads them.
public enum UTF8Validation {
    /// Offset of the first byte that does not start a well-formed UTF-8 sequence, or nil
    /// when all of `bytes` is valid (overlong forms and surrogates are invalid).
    public static func firstInvalidOffset(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { firstInvalidOffset(in: $0) }
    }

    /// The same for a buffer, so a reader can check each chunk as it arrives.
    public static func firstInvalidOffset(in buffer: UnsafeBufferPointer<UInt8>) -> Int? {
        let count = buffer.count
        var index = 0
        while index < count {
            let lead = buffer[index]
            if lead < 0x80 {
                index = ByteSearch.firstNonASCII(in: buffer, from: index + 1, to: count)
                continue
            }
            let length: Int
            var lowest: UInt8 = 0x80
            var highest: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; lowest = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; highest = 0x9F
            case 0xF0: length = 4; lowest = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; highest = 0x8F
            default: return index
            }
            guard index + length <= count else { return index }
            let second = buffer[index + 1]
            guard second >= lowest && second <= highest else { return index }
            var next = index + 2
            while next < index + length {
                guard buffer[next] & 0xC0 == 0x80 else { return index }
                next += 1
            }
            index += length
        }
        return nil
    }
}
