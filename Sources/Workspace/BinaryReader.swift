/// Reads what a `BinaryWriter` wrote. Every read checks the bounds and returns nil past the
/// end, so a truncated or damaged file is refused instead of read out of range.
public struct BinaryReader {
    private let bytes: ArraySlice<UInt8>
    /// Where the bytes read end.
    private let end: Int
    /// Where the next read starts (an index of the bytes given).
    public private(set) var offset: Int

    /// A reader of `bytes` from `offset` up to `end` (by default all of them).
    public init(_ bytes: [UInt8], from offset: Int = 0, to end: Int? = nil) {
        self.bytes = bytes[...]
        self.end = min(end ?? bytes.count, bytes.count)
        self.offset = offset
    }

    /// A reader of all of `bytes`, a slice read where it is, without a copy.
    public init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        self.end = bytes.endIndex
        self.offset = bytes.startIndex
    }

    /// Whether every byte has been read.
    public var isAtEnd: Bool { offset == end }

    /// One byte.
    public mutating func byte() -> UInt8? {
        guard offset < end else { return nil }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// 4 bytes, least significant first.
    public mutating func uint32() -> UInt32? { littleEndian(UInt32.self) }

    /// 8 bytes, least significant first.
    public mutating func uint64() -> UInt64? { littleEndian(UInt64.self) }

    private mutating func littleEndian<Value: FixedWidthInteger & UnsignedInteger>(_: Value.Type) -> Value? {
        let size = MemoryLayout<Value>.size
        guard end - offset >= size else { return nil }
        let start = offset
        offset += size
        return bytes.withUnsafeBytes { Value(littleEndian: $0.loadUnaligned(fromByteOffset: start - bytes.startIndex, as: Value.self)) }
    }

    /// A non-negative integer written seven bits a byte (LEB128); nil past `Int.max`, and
    /// for an encoding longer than needed, so each value has one form.
    public mutating func int() -> Int? {
        // Most values (lines, columns, short lengths) fit one byte.
        guard offset < end else { return nil }
        let first = bytes[offset]
        if first < 0x80 {
            offset += 1
            return Int(first)
        }
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while let byte = byte() {
            let bits = UInt64(byte & 0x7F)
            guard shift < 63 || (shift == 63 && bits == 0) else { return nil }
            value |= bits << shift
            if byte & 0x80 == 0 {
                guard byte != 0 || shift == 0, value <= UInt64(Int.max) else { return nil }
                return Int(value)
            }
            shift += 7
        }
        return nil
    }

    /// Bytes written with their length.
    public mutating func data() -> ArraySlice<UInt8>? {
        guard let count = int(), end - offset >= count else { return nil }
        defer { offset += count }
        return bytes[offset..<(offset + count)]
    }

    /// Text written with its length; nil when it is not UTF-8. ASCII, the usual case, is
    /// recognized eight bytes at a time and taken without the general validation.
    public mutating func string() -> String? {
        guard let data = data() else { return nil }
        let isASCII = data.withUnsafeBytes { raw in
            var index = 0
            while index + 8 <= raw.count {
                if raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
                index += 8
            }
            while index < raw.count {
                if raw[index] >= 0x80 { return false }
                index += 1
            }
            return true
        }
        return isASCII ? String(decoding: data, as: UTF8.self) : String(validating: data, as: UTF8.self)
    }

    /// Text that may be absent: `.some(nil)` for an absent one, nil for a damaged one.
    public mutating func optionalString() -> String?? {
        switch byte() {
        case 0: return .some(nil)
        case 1: return string().map { .some($0) }
        default: return nil
        }
    }

    /// A digest's four words.
    public mutating func digest() -> SHA256.Digest? {
        guard let a = uint64(), let b = uint64(), let c = uint64(), let d = uint64() else { return nil }
        return SHA256.Digest(words: (a, b, c, d))
    }
}
