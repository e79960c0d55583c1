/// Appends values to bytes in a fixed little-endian layout, for files a `BinaryReader` reads
/// back (the cache's index).
///
/// The writes are inlinable: the cache writes a dozen values for each of hundreds of
/// thousands of findings, and a call into this module per byte cost more than the values.
public struct BinaryWriter: Sendable {
    @usableFromInline var written: [UInt8] = []

    /// What has been written.
    public var bytes: [UInt8] { written }

    /// An empty writer.
    public init() {}

    /// Appends one byte.
    @inlinable @inline(__always) public mutating func write(_ value: UInt8) { written.append(value) }

    /// Appends 4 bytes, least significant first.
    public mutating func write(_ value: UInt32) { appendLittleEndian(value) }

    /// Appends 8 bytes, least significant first.
    public mutating func write(_ value: UInt64) { appendLittleEndian(value) }

    private mutating func appendLittleEndian(_ value: some FixedWidthInteger) {
        for shift in stride(from: 0, to: value.bitWidth, by: 8) { written.append(UInt8(truncatingIfNeeded: value >> shift)) }
    }

    /// Appends a non-negative integer seven bits a byte, least significant first, the high
    /// bit saying more follow (LEB128): the offsets, lines and lengths this is for are mostly
    /// small. Negative values are written as 0: they are never negative.
    @inlinable @inline(__always) public mutating func write(_ value: Int) {
        var rest = UInt64(max(0, value))
        while rest >= 0x80 {
            written.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        written.append(UInt8(rest))
    }

    /// Appends the length, then the bytes.
    @inlinable public mutating func write(_ data: some Collection<UInt8>) {
        write(data.count)
        written.append(contentsOf: data)
    }

    /// Appends the UTF-8 length, then the UTF-8 bytes.
    @inlinable public mutating func write(_ text: String) {
        // Lends the bytes of native and inline strings alike: no array made of each string.
        var text = text
        text.withUTF8 { write($0) }
    }

    /// Appends 0 for nil, else 1 and the text.
    @inlinable public mutating func write(_ text: String?) {
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
