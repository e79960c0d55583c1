import Testing
import Workspace

/// What `BinaryWriter` writes, `BinaryReader` reads back; damaged bytes read as nil.
struct BinaryCodingTests {
    @Test(arguments: [0, 1, 127, 128, 300, 16_383, 16_384, 2_097_151, 2_097_152, Int(UInt32.max), Int.max])
    func integersRoundTripInTheFewestBytes(value: Int) {
        var writer = BinaryWriter()
        writer.write(value)
        let expectedCount = value == 0 ? 1 : (Int.bitWidth - value.leadingZeroBitCount + 6) / 7
        #expect(writer.bytes.count == expectedCount)
        var reader = BinaryReader(writer.bytes)
        #expect(reader.int() == value && reader.isAtEnd)
        for length in 0..<writer.bytes.count {
            var truncated = BinaryReader(Array(writer.bytes.prefix(length)))
            #expect(truncated.int() == nil, "\(length) of \(writer.bytes.count) bytes")
        }
    }

    @Test func overlongAndOversizedIntegersAreRefused() {
        var overlong = BinaryReader([0x80, 0x00])
        #expect(overlong.int() == nil, "zero written in two bytes")
        var tooLarge = BinaryReader([0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01])
        #expect(tooLarge.int() == nil, "2^63 and more are past Int.max")
        var negative = BinaryWriter()
        negative.write(-5)
        #expect(negative.bytes == [0])
    }

    @Test func dataAndTextCarryTheirLength() {
        var writer = BinaryWriter()
        writer.write("héllo")
        writer.write(String(repeating: "a", count: 200))
        writer.write([UInt8](repeating: 7, count: 3))
        var reader = BinaryReader(writer.bytes)
        #expect(reader.string() == "héllo")
        #expect(reader.string() == String(repeating: "a", count: 200))
        #expect(reader.data().map(Array.init) == [7, 7, 7])
        #expect(reader.isAtEnd)
        var invalid = BinaryWriter()
        invalid.write([0xC3, 0x28])
        var invalidReader = BinaryReader(invalid.bytes)
        #expect(invalidReader.string() == nil, "not UTF-8")
    }

    @Test func aSliceIsReadWhereItIs() {
        var writer = BinaryWriter()
        writer.write(UInt8(9))
        writer.write(UInt64(0x0102_0304_0506_0708))
        writer.write(UInt32(42))
        let bytes = [0xEE, 0xEE] + writer.bytes + [0xEE]
        var reader = BinaryReader(bytes[2..<(bytes.count - 1)])
        #expect(reader.byte() == 9 && reader.uint64() == 0x0102_0304_0506_0708 && reader.uint32() == 42 && reader.isAtEnd)
        #expect(reader.byte() == nil, "the bytes after the slice are not read")
    }
}
