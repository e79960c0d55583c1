/// A run of inline text as the reader sees it (backslash escapes and character references
/// decoded), with the buffer offset each decoded byte came from, so that what is found in
/// the decoded text maps back to exact source bytes.
struct DecodedText: CharacterReferences.Sink {
    private(set) var bytes: [UInt8] = []
    /// For each decoded byte, the buffer offset of the byte, escape or reference it came from.
    private var origins: [Int] = []
    private let end: Int

    init(_ source: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        end = range.upperBound
        bytes.reserveCapacity(range.count)
        origins.reserveCapacity(range.count)
        CharacterReferences.decode(source, range, into: &self)
    }

    mutating func append(_ byte: UInt8, from source: Int) {
        bytes.append(byte)
        origins.append(source)
    }

    /// The buffer offset where the decoded text at `offset` starts, or nil when `offset`
    /// falls inside the decoding of one escape or reference (which a range cannot split).
    func sourceOffset(_ offset: Int) -> Int? {
        if offset == bytes.count { return end }
        if offset > 0 && origins[offset] == origins[offset - 1] { return nil }
        return origins[offset]
    }

    /// The buffer range of decoded `range`, or nil when an end splits an escape or reference.
    func sourceRange(_ range: Range<Int>) -> Range<Int>? {
        guard let start = sourceOffset(range.lowerBound), let end = sourceOffset(range.upperBound) else { return nil }
        return start..<end
    }
}
