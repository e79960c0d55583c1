/// SHA-256 (FIPS 180-4), for digests that must be the same in every run and on every machine
/// (Swift's `Hasher` is seeded per process): report fingerprints that CI systems compare
/// across runs, and the keys of the lint cache. Foundation on Linux has no digest of its own.
public enum SHA256 {
    /// A digest: 32 bytes as four 64-bit words, cheap to compare, hash and store.
    public struct Digest: Sendable, Hashable {
        /// The digest's bytes in order, eight at a time (big-endian within each word).
        public let words: (UInt64, UInt64, UInt64, UInt64)

        /// A digest from its four words, as `words` gives them.
        public init(words: (UInt64, UInt64, UInt64, UInt64)) {
            self.words = words
        }

        /// The 32 bytes in order.
        public var bytes: [UInt8] {
            [words.0, words.1, words.2, words.3].flatMap { word in
                stride(from: 56, through: 0, by: -8).map { UInt8(truncatingIfNeeded: word >> UInt64($0)) }
            }
        }

        /// 64 lowercase hexadecimal digits.
        public var hex: String {
            let digits = Array("0123456789abcdef".utf8)
            var text: [UInt8] = []
            text.reserveCapacity(64)
            for byte in bytes {
                text.append(digits[Int(byte >> 4)])
                text.append(digits[Int(byte & 0x0F)])
            }
            return String(decoding: text, as: UTF8.self)
        }

        public static func == (lhs: Digest, rhs: Digest) -> Bool {
            lhs.words.0 == rhs.words.0 && lhs.words.1 == rhs.words.1 && lhs.words.2 == rhs.words.2 && lhs.words.3 == rhs.words.3
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(words.0)
            hasher.combine(words.1)
            hasher.combine(words.2)
            hasher.combine(words.3)
        }
    }

    private static let roundConstants: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    /// The digest of `bytes` as 64 lowercase hexadecimal digits.
    public static func hex(_ bytes: [UInt8]) -> String {
        digest(bytes).hex
    }

    /// The digest of `bytes`. Whole blocks are read where they lie; only the last one or two,
    /// with the padding and the length, are copied.
    public static func digest(_ bytes: [UInt8]) -> Digest {
        var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) =
            (0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19)
        let wholeBlocks = bytes.count / 64
        // One message schedule for every block.
        let schedule = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: 64)
        defer { schedule.deallocate() }
        bytes.withUnsafeBufferPointer { buffer in
            for block in 0..<wholeBlocks { compress(&state, buffer, at: block * 64, schedule: schedule) }
        }
        var tail = Array(bytes[(wholeBlocks * 64)...])
        tail.append(0x80)
        while tail.count % 64 != 56 { tail.append(0) }
        let bitLength = UInt64(bytes.count) &* 8
        for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
        tail.withUnsafeBufferPointer { buffer in
            for block in stride(from: 0, to: buffer.count, by: 64) { compress(&state, buffer, at: block, schedule: schedule) }
        }
        func join(_ high: UInt32, _ low: UInt32) -> UInt64 { UInt64(high) << 32 | UInt64(low) }
        return Digest(words: (join(state.0, state.1), join(state.2, state.3), join(state.4, state.5), join(state.6, state.7)))
    }

    /// One round of the compression function over the 64 bytes at `offset`.
    private static func compress(_ state: inout (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32),
                                 _ buffer: UnsafeBufferPointer<UInt8>, at offset: Int,
                                 schedule: UnsafeMutableBufferPointer<UInt32>) {
        let block = UnsafeRawPointer(buffer.baseAddress! + offset)
        for index in 0..<16 {
            schedule[index] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self))
        }
        for index in 16..<64 {
            let s0 = rotate(schedule[index - 15], 7) ^ rotate(schedule[index - 15], 18) ^ (schedule[index - 15] &>> 3)
            let s1 = rotate(schedule[index - 2], 17) ^ rotate(schedule[index - 2], 19) ^ (schedule[index - 2] &>> 10)
            schedule[index] = schedule[index - 16] &+ s0 &+ schedule[index - 7] &+ s1
        }
        var (a, b, c, d, e, f, g, h) = state
        roundConstants.withUnsafeBufferPointer { constants in
            for index in 0..<64 {
                let s1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
                let choice = (e & f) ^ (~e & g)
                let t1 = h &+ s1 &+ choice &+ constants[index] &+ schedule[index]
                let s0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
                let majority = (a & b) ^ (a & c) ^ (b & c)
                (h, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ s0 &+ majority)
            }
        }
        state = (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e, state.5 &+ f, state.6 &+ g, state.7 &+ h)
    }

    // Masking shifts: no test of the count, so each is one rotate instruction.
    @inline(__always)
    private static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 { value &>> count | value &<< (32 &- count) }
}
