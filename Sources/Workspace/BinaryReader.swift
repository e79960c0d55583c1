/// Reads what a `BinaryWriter` wrote. Every read checks the bounds and returns nil past the
/// end, so a truncated or damaged file is refused instead of read out of range.
public struct BinaryReader {
    private let bytes: [UInt8]
    /// Where the bytes read end.
    private let end: Int
    /// Where the next read starts.
    public private(set) var offset: Int

    /// A reader of `bytes` from `offset` up to `end` (by default all of them).
    public init(_ bytes: [UInt8], from offset: Int = 0, to end: Int? = nil) {
        self.bytes = bytes
        self.end = min(end ?? bytes.count, bytes.count)
        self.offset = offset
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
        var value: Value = 0
        for index in 0..<size { value |= Value(bytes[offset + index]) << (index * 8) }
        offset += size
        return value
    }

    /// A non-negative integer written as 8 bytes; nil past `Int.max`.
    public mutating func int() -> Int? {
        guard let value = uint64(), value <= UInt64(Int.max) else { return nil }
        return Int(value)
    }

    /// Bytes written with their length.
    public mutating func data() -> ArraySlice<UInt8>? {
        guard let count = uint32().map(Int.init), end - offset >= count else { return nil }
        defer { offset += count }
        return bytes[offset..<(offset + count)]
    }

    /// Text written with its length; nil when it is not UTF-8.
    public mutating func string() -> String? {
        data().flatMap { String(validating: $0, as: UTF8.self) }
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
