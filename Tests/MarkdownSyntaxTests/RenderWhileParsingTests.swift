@testable import MarkdownSyntax
import TestSupport
import Testing

/// `HTMLRenderer.render(parsing:options:to:)` parses and renders a document in runs of
/// top-level blocks, dropping each run's nodes once rendered; its HTML is byte for byte
/// the HTML of the whole tree. The tests stream small documents in runs of one block each
/// (`chunkBytes: 1`), the hardest case for the seams: line breaks between runs, and
/// footnotes numbered across them.
struct RenderWhileParsingTests {
    private static func streamed(_ source: SourceFile, _ options: ParseOptions, chunkBytes: Int = 1) -> [UInt8] {
        var html: [UInt8] = []
        HTMLRenderer().render(parsing: source, options: options, streamingFrom: 0, chunkBytes: chunkBytes) {
            html.append(contentsOf: $0)
        }
        return html
    }

    private static func whole(_ source: SourceFile, _ options: ParseOptions) -> [UInt8] {
        HTMLRenderer().renderUTF8(Document(parsing: source, options: options))
    }

    private static func expectSame(_ text: String, _ options: ParseOptions = .gfm,
                                   sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let source = SourceFile(text: text)
        let expected = String(decoding: whole(source, options), as: UTF8.self)
        let actual = String(decoding: streamed(source, options), as: UTF8.self)
        #expect(actual == expected, "\(text)", sourceLocation: sourceLocation)
    }

    @Test func footnotesAreNumberedAcrossRuns() {
        // Referenced before, inside and after their definitions; twice; from an image
        // description (counted, not shown); a definition inside a definition and one
        // inside a quote; a label written two ways; one definition never referenced.
        Self.expectSame("""
            First[^b], then[^a] and ![alt [^c]](x.png).

            [^a]: Alpha, which cites[^b] and holds
                [^inner]: Inner.

            > Quoted[^A] reference.
            >
            > [^q]: In a quote[^inner].

            Again[^b][^q].

            [^b]: Beta.
            [^c]: Gamma.
            [^unused]: Never cited.

            """)
    }

    @Test func blocksThatNeedALineBreakBeforeThemJoinRuns() {
        Self.expectSame("para\n> quote\n\n    code\n- item\n\n<div>\n\nx\n***\n# h\n| a |\n| - |\n| b |\n")
        Self.expectSame("[def]: /url\n\n[def]\n\n[def]: /other\n\n<!-- html -->\ntext\n")
        Self.expectSame("---\ntitle: front matter\n---\n# Title\n", ParseOptions(dialect: .gfm))
    }

    @Test("spec example", arguments: SpecExampleFiles.commonMark + SpecExampleFiles.gfm)
    func specExample(_ example: SpecExampleFiles.Example) {
        Self.expectSame(example.markdown, example.isGFM ? ParseOptions.gfm : ParseOptions.commonMark)
    }

    @Test("corpus file", .enabled(if: !CorpusFiles.tested.isEmpty, "no corpus (set MDTOOL_CORPUS_DIR)"),
          arguments: CorpusFiles.tested)
    func corpusFile(_ file: CorpusFile) throws {
        let source = SourceFile(bytes: try file.bytes())
        for dialect in Dialect.allCases {
            let options = ParseOptions(dialect: dialect)
            let same = Self.streamed(source, options) == Self.whole(source, options)
            #expect(same, "\(file) in \(dialect)")
        }
    }

    /// The public entry point, on a document large enough to be streamed in several
    /// rounds of runs on all cores, with footnotes throughout: each section defines `m`
    /// again, and the definition's lazy paragraph cites `n`. The duplicate definitions are
    /// numbered and dropped as the runs go by, while the first is rendered at the end.
    @Test func aLargeDocumentWithFootnotes() {
        let section = "Text[^n] with *emphasis*.\n\n> quote[^m]\n\n[^m]: Note m.\n\n    code\n"
        var text = ""
        while text.utf8.count < 12 * RawTreeBuilder.chunkBytes * RawTreeBuilder.runsAtOnce / 4 { text += section }
        text += "\n[^n]: Note n, cited[^m].\n"
        let source = SourceFile(text: text)
        var pieces: [[UInt8]] = []
        HTMLRenderer().render(parsing: source, options: .gfm) { pieces.append(Array($0)) }
        #expect(pieces.count > 1)
        let same = Array(pieces.joined()) == Self.whole(source, .gfm)
        #expect(same, "the streamed HTML differs from the whole tree's")
    }
}
