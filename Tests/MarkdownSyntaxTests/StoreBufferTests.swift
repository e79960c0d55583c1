@testable import MarkdownSyntax
import Testing

/// The block store's buffers keep their elements as they grow: from the heap into a
/// mapping of their own, and (on Linux) by moving that mapping rather than copying it.
struct StoreBufferTests {
    private struct Record: Equatable {
        var first: Int
        var second: Int32
    }

    @Test(arguments: [16, StoreBuffer<Record>.mappedBytes / MemoryLayout<Record>.stride])
    func growingKeepsEveryElement(initialCapacity: Int) {
        var buffer = StoreBuffer<Record>(capacity: initialCapacity)
        // Enough to double a mapped buffer several times.
        let total = 8 * StoreBuffer<Record>.mappedBytes / MemoryLayout<Record>.stride
        for index in 0..<total { buffer.append(Record(first: index, second: Int32(truncatingIfNeeded: -index))) }
        #expect(buffer.count == total)
        var wrong = 0
        for index in 0..<total where buffer.base[index] != Record(first: index, second: Int32(truncatingIfNeeded: -index)) {
            wrong += 1
        }
        #expect(wrong == 0)
        buffer.free()
    }

    @Test func blockRecordsStaySixtyFourBytes() {
        // A parse touches every record; the rarely used fields live in `BlockExtra`.
        #expect(MemoryLayout<BlockRecord>.stride == 64)
    }
}
