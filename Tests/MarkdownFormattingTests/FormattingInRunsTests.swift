@testable import MarkdownFormatting
import MarkdownSyntax
import Testing
import TestSupport

/// A large document is formatted a run of top-level blocks at a time
/// (`MarkdownFormatter.formatUTF8InRuns`): its output and meaning must be those of the whole
/// tree, wherever the runs are cut.
struct FormattingInRunsTests {
    static let files = CorpusFiles.tested
    static let runSizes = [1, 7, 64, 1 << 20]

    private func expectSameFormatting(_ bytes: [UInt8], _ parseOptions: ParseOptions, _ options: FormatOptions = FormatOptions(),
                                      runSizes: [Int] = runSizes, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let source = SourceFile(bytes: bytes)
        let document = Document(parsing: source, options: parseOptions)
        let formatter = MarkdownFormatter(options: options)
        let whole = formatter.formatUTF8(document)
        let meaning = FormatValidation.Meaning(of: document, readAs: parseOptions)
        for runBytes in runSizes {
            let runs = formatter.formatUTF8InRuns(source, parseOptions: parseOptions, streamingFrom: 0, chunkBytes: runBytes)
            #expect(FormatTestSupport.text(runs.output) == FormatTestSupport.text(whole), "runs of \(runBytes) bytes",
                    sourceLocation: sourceLocation)
            #expect(runs.meaning == meaning, "runs of \(runBytes) bytes", sourceLocation: sourceLocation)
        }
    }

    @Test func regionsKeptAsWrittenEndWhereTheyEndAcrossRuns() {
        let text = """
        Before.

        <!-- mdtool-fmt-off -->

        *   kept   as   written

        1)  also   kept

        <!-- mdtool-fmt-on -->

        *   formatted

        <!-- prettier-ignore -->
        | a |  b |
        |---|---|

        Between.

        <!-- prettier-ignore -->

        <!-- fmt-off -->
        *   kept to the end

        +   still kept
        """
        expectSameFormatting(Array(text.utf8), .gfm)
    }

    @Test func separationsAndListMarkersHoldAcrossRuns() {
        let text = """
        - one
        - two

        * three

        1. four

        1) five

        [a]: /a
        [b]: /b
        2) not a list

        - item

              indented code after a list

        <div>
        open html
        - item
          <div>

        Setext?
        ---
        """
        expectSameFormatting(Array(text.utf8), .gfm)
        for preset in FormatTestSupport.presets {
            expectSameFormatting(Array(text.utf8), .gfm, preset.options, runSizes: [1, 64])
        }
    }

    @Test func theFirstCodeBlockSettlesAConsistentStyleInWhicheverRunItIs() {
        var options = FormatOptions()
        options.codeBlockStyle = .consistent
        for first in ["    indented first\n", "```\nfenced first\n```\n"] {
            let text = "Text.\n\n> quote\n\n- item\n\n  " + first.replacingOccurrences(of: "\n", with: "\n  ")
                + "\n\n```swift\nlet x = 1\n```\n\n    more code\n"
            expectSameFormatting(Array(text.utf8), .gfm, options)
        }
    }

    /// `_c_**d**` keeps its `_` and `__*e*__` its `__`: the retry prints every emphasis
    /// with them, reading the blocks again in runs.
    @Test(arguments: ["Plain *a* and _b_, then _c_**d**.\n\nStrong **d** stays.\n",
                      "Strong **d** and __*e*__.\n\nPlain _a_ becomes *a*.\n"])
    func oneMarkerPerDocumentIsRetriedFromRuns(_ text: String) {
        var options = FormatOptions()
        options.oneEmphasisMarkerPerDocument = true
        options.oneStrongMarkerPerDocument = true
        let document = Document(parsing: SourceFile(text: text))
        #expect(MarkdownFormatter(options: options).formatUTF8(document) != MarkdownFormatter().formatUTF8(document),
                "the retry is taken")
        expectSameFormatting(Array(text.utf8), .gfm, options)
    }

    @Test func randomDocumentsFormatAlikeInRuns() {
        for seed in 0..<40 as Range<UInt64> {
            var generator = MarkdownishGenerator(seed: seed)
            expectSameFormatting(Array(generator.document().utf8), .gfm, runSizes: [1, 33])
        }
    }

    @Test(.enabled(if: !files.isEmpty, "the corpus (../shared/corpus or MDTOOL_CORPUS_DIR) is absent"), arguments: files)
    func corpusFileFormatsAlikeInRuns(_ file: CorpusFile) throws {
        expectSameFormatting(try file.bytes(), file.parseOptions, runSizes: [2048])
    }
}
