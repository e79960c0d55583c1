import Foundation
import MarkdownSyntax
import TestSupport
import Testing

/// Range nesting, sibling order, stable reparsing and crash-free rendering, on real-world
/// Markdown (the shared corpus, when present) and on seeded random Markdown-ish text.
struct TreePropertyTests {
    @Test("corpus file", .enabled(if: !CorpusFiles.tested.isEmpty, "no corpus (set MDTOOL_CORPUS_DIR)"),
          arguments: CorpusFiles.tested)
    func corpusFile(_ file: CorpusFile) throws {
        TreeInvariants.check(String(decoding: try file.bytes(), as: UTF8.self), options: file.parseOptions,
                             label: file.path)
    }

    @Test("random GFM input", arguments: 0..<300 as Range<UInt64>)
    func randomGFM(_ seed: UInt64) {
        let text = RandomMarkdown.make(seed: seed)
        TreeInvariants.check(text, label: "seed \(seed): \(text.debugDescription)")
    }

    @Test("random CommonMark input", arguments: 1000..<1100 as Range<UInt64>)
    func randomCommonMark(_ seed: UInt64) {
        let text = RandomMarkdown.make(seed: seed, maxFragments: 80)
        TreeInvariants.check(text, options: .commonMark, label: "seed \(seed): \(text.debugDescription)")
    }

    @Test func generatorIsDeterministicAndVaried() {
        #expect(RandomMarkdown.make(seed: 7) == RandomMarkdown.make(seed: 7))
        let distinct = Set((0..<50 as Range<UInt64>).map { RandomMarkdown.make(seed: $0) })
        #expect(distinct.count > 45)
        var generator = SplitMix64(seed: 0)
        // Reference values of SplitMix64 seeded with 0.
        #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
        #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
    }

    @Test func invariantCheckerCatchesABrokenTree() {
        // A tree built in code has no ranges: the checker must say so rather than pass silently.
        let built = Document(Paragraph(Text("x")))
        #expect(!TreeInvariants.violations(in: built).isEmpty)
    }
}
