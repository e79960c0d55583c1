/// One file of cached results: for each slot (what was checked, and how), the digest of the
/// content the result is for and the result's bytes. Slots are keyed so that a file checked
/// again the same way replaces its old result, which keeps the index from growing with
/// every edit.
///
/// An entry may also hold the stamp of the file its content was read from (see `FileStamp`),
/// so a later run finds the result of an unchanged file without reading or hashing it.
///
/// The layout (all integers little-endian): the magic line, the identity of the program
/// that wrote it (a result of another build is never used), the number of entries, for each
/// the slot, the content digest, the stamp (a flag byte, then device, inode, size and the
/// two times) and the length-prefixed result, and last a 64-bit checksum of all that, so a
/// damaged file (a flipped byte too, not only a short one) is refused whole; a checksum,
/// not a digest, as the index is read on every run.
public struct ResultIndex: Sendable {
    /// A result and the content it is for.
    public struct Entry: Sendable, Equatable {
        /// The digest of the content the result was computed from.
        public var content: SHA256.Digest
        /// The file the content was read from, as it was then; nil when its stamp was not
        /// settled (or there is no file), and the content's digest alone finds the entry.
        public var file: FileStamp?
        /// The result, in the caller's own encoding.
        public var payload: ArraySlice<UInt8>

        /// An entry for `payload`, computed from the content whose digest is `content`, read
        /// from the file whose settled stamp is `file`.
        public init(content: SHA256.Digest, file: FileStamp? = nil, payload: ArraySlice<UInt8>) {
            self.content = content
            self.file = file
            self.payload = payload
        }
    }

    private static let magic = Array("mdtool result index 2\n".utf8)

    /// The entries by slot.
    public var entries: [SHA256.Digest: Entry]

    /// An index of `entries`.
    public init(entries: [SHA256.Digest: Entry] = [:]) {
        self.entries = entries
    }

    /// The entry in `slot` when it is for content with the digest `content`.
    public func entry(in slot: SHA256.Digest, content: SHA256.Digest) -> Entry? {
        guard let entry = entries[slot], entry.content == content else { return nil }
        return entry
    }

    /// The entry in `slot` when it was read from the file whose stamp is now `file`.
    public func entry(in slot: SHA256.Digest, file: FileStamp) -> Entry? {
        guard let entry = entries[slot], entry.file == file else { return nil }
        return entry
    }

    /// The index `bytes` hold, or nil when they are not one written by `identity` or are
    /// damaged (truncated, or bytes after the last entry).
    public init?(decoding bytes: [UInt8], identity: String) {
        guard bytes.starts(with: Self.magic), bytes.count >= Self.magic.count + 8 else { return nil }
        let bodyCount = bytes.count - 8
        var trailer = BinaryReader(bytes, from: bodyCount)
        guard trailer.uint64() == Self.checksum(bytes[..<bodyCount]) else { return nil }
        var reader = BinaryReader(bytes, from: Self.magic.count, to: bodyCount)
        guard reader.string() == identity, let count = reader.uint32() else { return nil }
        var entries: [SHA256.Digest: Entry] = [:]
        entries.reserveCapacity(Int(count))
        for _ in 0..<count {
            guard let slot = reader.digest(), let content = reader.digest(), let file = reader.stamp(),
                  let payload = reader.data() else { return nil }
            entries[slot] = Entry(content: content, file: file, payload: payload)
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
            writer.write(entry.file)
            writer.write(entry.payload)
        }
        writer.write(Self.checksum(writer.bytes[...]))
        return writer.bytes
    }

    /// FNV-1a's step over eight bytes at a time, with a rotation so that high bits reach the
    /// low ones: each step is a bijection of the hash, so bytes differing in one word always
    /// give another checksum, at an eighth of the per-byte loop's cost.
    private static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(bytes.count)
        func mix(_ word: UInt64) {
            hash = (hash ^ word) &* 0x0000_0100_0000_01b3
            hash = hash << 23 | hash >> 41
        }
        bytes.withUnsafeBytes { raw in
            let words = raw.count / 8
            for index in 0..<words { mix(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self))) }
            for index in (words * 8)..<raw.count { mix(UInt64(raw[index])) }
        }
        return hash
    }
}

extension BinaryWriter {
    /// A flag byte, and for a stamp its fields.
    mutating func write(_ stamp: FileStamp?) {
        guard let stamp else { return write(UInt8(0)) }
        write(UInt8(1))
        write(stamp.device)
        write(stamp.inode)
        write(UInt64(bitPattern: stamp.size))
        write(UInt64(bitPattern: stamp.modified))
        write(UInt64(bitPattern: stamp.changed))
    }
}

extension BinaryReader {
    /// What `BinaryWriter.write(_: FileStamp?)` wrote: `.some(nil)` for no stamp, nil when
    /// the bytes end or the flag is not one written.
    mutating func stamp() -> FileStamp?? {
        switch byte() {
        case 0: return .some(nil)
        case 1:
            guard let device = uint64(), let inode = uint64(), let size = uint64(), let modified = uint64(),
                  let changed = uint64() else { return nil }
            return FileStamp(device: device, inode: inode, size: Int64(bitPattern: size),
                             modified: Int64(bitPattern: modified), changed: Int64(bitPattern: changed))
        default: return nil
        }
    }
}
