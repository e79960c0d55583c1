@testable import MarkdownSyntax
import Testing
import TestSupport

/// The vector- and word-at-a-time scans and the entity lookup that replaced byte loops and a
/// dictionary: each agrees with the plain definition on every position and every entry.
struct WordScanTests {
    /// Random bytes with the targets sprinkled in, at every start and end offset, so the
    /// word loop, its tail and the boundary between them all meet a match.
    @Test func firstIndexOfAnyAgreesWithALinearScan() {
        var random = SplitMix64(seed: 17)
        let alphabet: [UInt8] = Array("ab &<\n\r\t!\u{7F}".utf8) + [0x80, 0xC3, 0xFF, 0, 0x20, 0x21]
        for _ in 0..<60 {
            let bytes = (0..<Int(random.next() % 40)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
            bytes.withUnsafeBufferPointer { buffer in
                for start in 0...buffer.count {
                    for end in start...buffer.count {
                        let expected = (start..<end).first { [0x26, 0x3C, 0x0A, 0].contains(buffer[$0]) } ?? end
                        #expect(ByteSearch.firstIndex(ofAny: 0x26, 0x3C, 0x0A, 0, in: buffer, from: start, to: end) == expected)
                        let tagOrControl = (start..<end).first { buffer[$0] == 0x3C || buffer[$0] < 0x21 } ?? end
                        #expect(ByteSearch.firstIndex(of: 0x3C, orBelow: 0x21, in: buffer, from: start, to: end) == tagOrControl)
                        let nonASCII = (start..<end).first { buffer[$0] >= 0x80 } ?? end
                        #expect(ByteSearch.firstNonASCII(in: buffer, from: start, to: end) == nonASCII)
                    }
                }
            }
        }
    }

    /// Every line of the generated table is found by the binary search, with its text.
    @Test func everyEntityOfTheTableIsFound() {
        var count = 0
        for line in htmlEntityTableSource.split(separator: "\n") {
            let fields = line.split(separator: " ")
            var expected = ""
            for hex in fields.dropFirst() { expected.unicodeScalars.append(Unicode.Scalar(UInt32(hex, radix: 16)!)!) }
            let name = Array(fields[0].utf8)
            let found = name.withUnsafeBufferPointer { HTMLEntities.value(named: $0) }
            #expect(found == expected, "\(fields[0])")
            count += 1
        }
        #expect(count == 2125)
    }

    @Test(arguments: ["", "amp;", "AMP ", "am", "ampx", "zzzz", "AElig2", "&amp"])
    func namesNotInTheTableAreNotFound(_ name: String) {
        let bytes = Array(name.utf8)
        #expect(bytes.withUnsafeBufferPointer { HTMLEntities.value(named: $0) } == nil)
    }
}
