/// Appends values to bytes in a fixed little-endian layout, for files a `BinaryReader` reads
/// back (the cache's index).
public struct BinaryWriter: Sendable {
    /// What has been written.
    public private(set) var bytes: [UInt8] = []

    /// An empty writer.
    public init() {}

    /// Appends one byte.
    public mutating func write(_ value: UInt8) { bytes.append(value) }

    /// Appends 4 bytes, least significant first.
    public mutating func write(_ value: UInt32) { appendLittleEndian(value) }

    /// Appends 8 bytes, least significant first.
    public mutating func write(_ value: UInt64) { appendLittleEndian(value) }

    private mutating func appendLittleEndian(_ value: some FixedWidthInteger) {
        for shift in stride(from: 0, to: value.bitWidth, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> shift)) }
    }

    /// Appends a non-negative integer seven bits a byte, least significant first, the high
    /// bit saying more follow (LEB128): the offsets, lines and lengths this is for are mostly
    /// small. Negative values are written as 0: they are never negative.
    public mutating func write(_ value: Int) {
        var rest = UInt64(max(0, value))
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// Appends the length, then the bytes.
    public mutating func write(_ data: some Collection<UInt8>) {
        write(data.count)
        bytes.append(contentsOf: data)
    }

    /// Appends the UTF-8 length, then the UTF-8 bytes.
    public mutating func write(_ text: String) {
        // Native strings lend their bytes: no copy of each string on the way.
        if text.utf8.withContiguousStorageIfAvailable({ write($0) }) == nil { write(Array(text.utf8)) }
    }

    /// Appends 0 for nil, else 1 and the text.
    public mutating func write(_ text: String?) {
        guard let text else { return write(UInt8(0)) }
        write(UInt8(1))
        write(text)
    }

    /// Appends a digest's 32 bytes as its four words.
    public mutating func write(_ digest: SHA256.Digest) {
        write(digest.words.0)
        write(digest.words.1)
        write(digest.words.2)
        write(digest.words.3)
    }
}
