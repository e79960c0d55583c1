/// One file of cached results: for each slot (what was checked, and how), the digest of the
/// content the result is for and the result's bytes. Slots are keyed so that a file checked
/// again the same way replaces its old result, which keeps the index from growing with
/// every edit.
///
/// The layout (all integers little-endian): the magic line, the identity of the program
/// that wrote it (a result of another build is never used), the number of entries, for each
/// the slot, the content digest and the length-prefixed result, and last a 64-bit checksum
/// (FNV-1a) of all that, so a damaged file (a flipped byte too, not only a short one) is
/// refused whole; a checksum, not a digest, as the index is read on every run.
public struct ResultIndex: Sendable {
    /// A result and the content it is for.
    public struct Entry: Sendable, Equatable {
        /// The digest of the content the result was computed from.
        public var content: SHA256.Digest
        /// The result, in the caller's own encoding.
        public var payload: ArraySlice<UInt8>

        /// An entry for `payload`, computed from the content whose digest is `content`.
        public init(content: SHA256.Digest, payload: ArraySlice<UInt8>) {
            self.content = content
            self.payload = payload
        }
    }

    private static let magic = Array("mdtool result index 1\n".utf8)

    /// The entries by slot.
    public var entries: [SHA256.Digest: Entry]

    /// An index of `entries`.
    public init(entries: [SHA256.Digest: Entry] = [:]) {
        self.entries = entries
    }

    /// The result in `slot` when it is for content with the digest `content`.
    public func result(in slot: SHA256.Digest, for content: SHA256.Digest) -> ArraySlice<UInt8>? {
        guard let entry = entries[slot], entry.content == content else { return nil }
        return entry.payload
    }

    /// The index `bytes` hold, or nil when they are not one written by `identity` or are
    /// damaged (truncated, or bytes after the last entry).
    public init?(decoding bytes: [UInt8], identity: String) {
        guard bytes.starts(with: Self.magic), bytes.count >= Self.magic.count + 8 else { return nil }
        let body = Array(bytes.dropLast(8))
        var trailer = BinaryReader(bytes, from: body.count)
        guard trailer.uint64() == Self.checksum(body) else { return nil }
        var reader = BinaryReader(body, from: Self.magic.count)
        guard reader.string() == identity, let count = reader.uint32() else { return nil }
        var entries: [SHA256.Digest: Entry] = [:]
        entries.reserveCapacity(Int(count))
        for _ in 0..<count {
            guard let slot = reader.digest(), let content = reader.digest(), let payload = reader.data() else { return nil }
            entries[slot] = Entry(content: content, payload: payload)
        }
        guard reader.isAtEnd else { return nil }
        self.entries = entries
    }

    /// The bytes of the index, marked as written by `identity`.
    public func encoded(identity: String) -> [UInt8] {
        var writer = BinaryWriter()
        for byte in Self.magic { writer.write(byte) }
        writer.write(identity)
        writer.write(UInt32(truncatingIfNeeded: entries.count))
        for (slot, entry) in entries {
            writer.write(slot)
            writer.write(entry.content)
            writer.write(entry.payload)
        }
        writer.write(Self.checksum(writer.bytes))
        return writer.bytes
    }

    /// FNV-1a, 64 bits.
    private static func checksum(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return hash
    }
}
