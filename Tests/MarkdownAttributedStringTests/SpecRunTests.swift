import Foundation
import MarkdownAttributedString
import MarkdownSyntax
import Testing
import TestSupport

/// Every CommonMark and GFM spec example, converted: the runs carry the document's text as
/// the HTML renderer's text nodes have it, each run's block chain is the tree's path to its
/// text, and identities are unique, and the same on every conversion.
struct SpecRunTests {
    static let examples = SpecExampleFiles.all

    /// Without the fixtures the example tests have no arguments; `MDTOOL_REQUIRE_SPEC=1`
    /// makes that a failure.
    @Test(.enabled(if: SpecExampleFiles.isRequired))
    func examplesArePresent() {
        #expect(SpecExampleFiles.isAvailable, "\(SpecExampleFiles.missingDescription)")
    }

    private static func parse(_ example: SpecExampleFiles.Example) -> Document {
        Document(parsing: example.markdown, options: example.isGFM ? ParseOptions(flavor: .gfm, frontMatter: false) : .commonMark)
    }

    @Test(arguments: examples)
    func textIsTheHTMLText(_ example: SpecExampleFiles.Example) {
        let document = Self.parse(example)
        let runs = RunRecord.runs(of: document.attributedString())
        var withoutRawHTML = RawHTMLRemover()
        let html = HTMLRenderer(flavor: example.isGFM ? .gfm : .commonMark).render(withoutRawHTML.rewrite(document))
        let expected = HTMLTextContent(html)

        let comparable = runs.filter { !$0.isPlaceholder && $0.kinds.last != .htmlBlock }
        let main = comparable.filter { !$0.isInFootnote }.map(\.htmlText).joined()
        #expect(main.withoutMarks == expected.main.withoutMarks, "\(example): \(runs)\nHTML: \(html)")

        var footnotes: [Int: String] = [:]
        for run in comparable {
            guard let identity = run.footnoteIdentity else { continue }
            footnotes[identity, default: ""] += run.htmlText
        }
        let written = footnotes.values.map(\.withoutMarks)
        for footnote in expected.footnotes.map(\.withoutMarks) {
            #expect(written.contains(footnote), "\(example): footnote \(footnote.debugDescription) not in \(written)")
        }
    }

    @Test(arguments: examples)
    func blockChainsAreTheTreesPaths(_ example: SpecExampleFiles.Example) throws {
        let document = Self.parse(example)
        let runs = RunRecord.runs(of: document.attributedString())
        var identityOfPosition: [[Int]: Int] = [:]
        var positionOfIdentity: [Int: [Int]] = [:]
        for run in runs {
            let bytes = try #require(run.range, "\(example): a run without a source range: \(run)").byteRange
            let paths = TreePaths.paths(to: bytes, in: document)
            guard let path = paths.first(where: { $0.map(\.kind) == run.kinds }) else {
                Issue.record("\(example): \(run) at \(bytes) is not on the tree's paths \(paths.map { $0.map(\.kind) })")
                continue
            }
            for (step, component) in zip(path, run.blocks) {
                #expect(identityOfPosition[step.position, default: component.identity] == component.identity,
                        "\(example): one block, two identities")
                #expect(positionOfIdentity[component.identity, default: step.position] == step.position,
                        "\(example): identity \(component.identity) on two blocks")
                identityOfPosition[step.position] = component.identity
                positionOfIdentity[component.identity] = step.position
            }
        }
    }

    @Test(arguments: examples)
    func identitiesAreStable(_ example: SpecExampleFiles.Example) {
        #expect(Self.parse(example).attributedRunsJSONLines() == Self.parse(example).attributedRunsJSONLines())
    }
}

/// Stands for raw inline HTML on both sides, so that its place stays text (the HTML
/// text's block separators are found next to tags).
private let rawHTMLMark = "\u{E000}"

/// Takes out raw HTML, which the HTML renderer passes through as markup rather than text:
/// HTML blocks go, inline HTML becomes the mark.
private struct RawHTMLRemover: MarkupRewriter {
    mutating func visitInlineHTML(_ inlineHTML: InlineHTML) -> (any Markup)? { Text(rawHTMLMark) }
    mutating func visitHTMLBlock(_ htmlBlock: HTMLBlock) -> (any Markup)? { nil }
}

private extension String {
    var withoutMarks: String { replacingOccurrences(of: rawHTMLMark, with: "") }
}

private extension RunRecord {
    var footnoteIdentity: Int? {
        blocks.first { if case .footnoteDefinition = $0.kind { true } else { false } }?.identity
    }

    var isInFootnote: Bool { footnoteIdentity != nil }

    /// The text as the HTML has it: a soft break is a line ending there, raw HTML the mark.
    var htmlText: String {
        if inline.contains(.inlineHTML) { return rawHTMLMark }
        return inline.contains(.softBreak) ? String(repeating: "\n", count: text.count) : text
    }
}

private extension SourceRange {
    var byteRange: Range<Int> { lowerBound.offset..<upperBound.offset }
}
