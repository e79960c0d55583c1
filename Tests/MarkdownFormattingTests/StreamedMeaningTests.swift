@testable import MarkdownFormatting
import MarkdownSyntax
import Testing
import TestSupport

/// The safety check reads the formatted text as it renders it, a run of top-level blocks at a
/// time (`FormatValidation.Meaning(parsing:options:)`): what it takes must be what the whole
/// tree gives, however the document is cut into runs.
struct StreamedMeaningTests {
    static let files = CorpusFiles.tested

    private func expectSameMeaning(_ bytes: [UInt8], _ options: ParseOptions, runBytes: Int,
                                   sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let source = SourceFile(bytes: bytes)
        let whole = FormatValidation.Meaning(of: Document(parsing: source, options: options), readAs: options)
        let streamed = FormatValidation.Meaning(parsing: source, options: options, streamingFrom: 0, chunkBytes: runBytes)
        #expect(streamed == whole, sourceLocation: sourceLocation)
    }

    @Test func frontMatterDefinitionsFootnotesAndDirectivesAreTakenFromEveryRun() {
        let text = """
        ---
        title: Runs
        ---

        # Heading

        Text with a [link][one] and a note.[^a]

        [one]: https://example.com "Title"

        @Metadata {
            @TechnologyRoot
        }

        > Quote

        [^a]: The note.

        [two]: /two

        @Comment {
            Nested @Small { text }
        }

        Last paragraph.
        """
        for options in [ParseOptions.gfm, .docc] {
            for runBytes in [1, 16, 64, 1 << 20] {
                expectSameMeaning(Array(text.utf8), options, runBytes: runBytes)
            }
        }
    }

    @Test func aChangedDefinitionIsSeenInAnyRun() {
        let original = Array("Para.\n\n[a]: /one\n\nMore.\n\n[b]: /two\n".utf8)
        let changed = Array("Para.\n\n[a]: /one\n\nMore.\n\n[b]: /three\n".utf8)
        let first = FormatValidation.Meaning(parsing: SourceFile(bytes: original), options: .gfm, streamingFrom: 0, chunkBytes: 1)
        let second = FormatValidation.Meaning(parsing: SourceFile(bytes: changed), options: .gfm, streamingFrom: 0, chunkBytes: 1)
        #expect(FormatValidation.differences(between: first, and: second) == ["link reference definitions would change"])
    }

    @Test(.enabled(if: !files.isEmpty, "the corpus (../shared/corpus or MDTOOL_CORPUS_DIR) is absent"), arguments: files)
    func corpusFileMeansTheSameReadInRuns(_ file: CorpusFile) throws {
        expectSameMeaning(try file.bytes(), file.parseOptions, runBytes: 2048)
    }

    /// Each footnote definition is compared by its own content: a definition inside
    /// another has an entry of its own and is not part of the outer one's, so a change in
    /// the inner one shows once, and deep nesting renders each block once.
    @Test func nestedFootnoteDefinitionsAreComparedEachByItsOwnContent() {
        func footnotes(_ text: String) -> [String] {
            FormatValidation.Meaning(of: Document(parsing: SourceFile(text: text)), readAs: .gfm).footnotes
        }
        let nested = footnotes("[^a]: one\n\n    > quote\n    >\n    > [^b]: two\n\nText[^a][^b].\n")
        #expect(nested.count == 2)
        #expect(nested.contains { $0.hasPrefix("a\u{0}") && $0.contains("one") && $0.contains("quote") && !$0.contains("two") })
        #expect(nested.contains { $0.hasPrefix("b\u{0}") && $0.contains("two") && !$0.contains("one") })
        let changed = footnotes("[^a]: one\n\n    > quote\n    >\n    > [^b]: three\n\nText[^a][^b].\n")
        #expect(changed.filter { !nested.contains($0) }.count == 1)
        let deep = String(repeating: "[^a]: ", count: 100) + String(repeating: "text ", count: 2_000) + "\n"
        let entries = footnotes(deep)
        #expect(entries.count == 100)
        #expect(entries.filter { $0.contains("text") }.count == 1)
    }
}
