@testable import MarkdownSyntax
import Testing
import TestSupport

/// Finding which line of a leaf block holds a buffer offset, starting from where the last
/// lookup ended (`InlineContent.PieceHint`), gives the line the layout says, whatever the
/// order of the lookups: forward a line or many, backward, or the same offset again.
struct InlineContentLookupTests {
    @Test(arguments: 0..<24)
    func hintedLookupsFindTheLineTheLayoutSays(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        // Lines of 0 to 40 bytes, from one line to hundreds; the buffer joins them with `\n`.
        let lengths = (0..<Int.random(in: 1...(seed % 3 == 0 ? 400 : 12), using: &generator)).map { _ in
            Int.random(in: 0...40, using: &generator)
        }
        var source: [UInt8] = []
        var lines: [LineSpan] = []
        var bufferStarts: [Int] = []
        var bufferOffset = 0
        for length in lengths {
            lines.append(LineSpan(start: source.count, end: source.count + length))
            bufferStarts.append(bufferOffset)
            bufferOffset += length + 1
            source += [UInt8](repeating: UInt8(ascii: "a"), count: length) + [UInt8(ascii: "\n")]
        }
        let bufferCount = bufferOffset - 1
        source.withUnsafeBufferPointer { bytes in
            let content = InlineContent(bytes: bytes, lines: lines)
            #expect(content.count == bufferCount)
            var hint = InlineContent.PieceHint()
            var offset = 0
            for _ in 0..<300 {
                // Mostly small steps forward, as the tree builder asks; sometimes a jump.
                switch Int.random(in: 0..<10, using: &generator) {
                case 0: offset = Int.random(in: 0...bufferCount, using: &generator)
                case 1: offset = max(0, offset - Int.random(in: 0...50, using: &generator))
                default: offset = min(bufferCount, offset + Int.random(in: 0...30, using: &generator))
                }
                let expected = bufferStarts.lastIndex { $0 <= offset } ?? 0
                #expect(content.pieceIndex(containing: offset, hint: &hint) == expected, "offset \(offset)")
                #expect(content.pieceIndex(containing: offset) == expected, "offset \(offset), no hint")
                let range = offset..<min(bufferCount, offset + 3)
                var fresh = InlineContent.PieceHint()
                #expect(content.sourceRange(range, hint: &hint) == content.sourceRange(range, hint: &fresh))
            }
        }
    }
}
