import Foundation
import MarkdownSyntax
import Testing
import TestSupport
@testable import MarkdownTransforms

/// Each tested corpus file (`CorpusFiles.tested`), parsed in its folder's dialect, transforms without being refused, only
/// the lines that carry what a transform changes differ, and a second run changes nothing.
struct CorpusTransformTests {
    static let files = CorpusFiles.tested

    /// The lines a heading's markers are on: an ATX heading's line, a setext heading's underline.
    private static func headingMarkerLines(_ document: Document) -> Set<Int> {
        Set(document.descendants(ofType: Heading.self).compactMap { heading in
            guard let range = heading.range else { return nil }
            return heading.style == .setext ? range.upperBound.line : range.lowerBound.line
        })
    }

    /// The lines of ordered list items.
    private static func orderedListLines(_ document: Document) -> Set<Int> {
        var lines = Set<Int>()
        for list in document.descendants(ofType: OrderedList.self) {
            guard let range = list.range else { continue }
            lines.formUnion(range.lowerBound.line...range.upperBound.line)
        }
        return lines
    }

    private static func check(_ file: CorpusFile, _ rewriter: any MarkupRewriter, idempotent: Bool = true,
                              allowed: (Document) -> Set<Int>) throws {
        let document = try Document(parsing: file.bytes(), name: file.path, options: file.parseOptions)
        var copy = rewriter
        let result = MinimalEditRewriting.apply(from: document, to: copy.rewrite(document))
        #expect(result.problems.isEmpty, "\(rewriter): refused: \(result.problems)")
        let outside = touchedLines(result.edits, in: document.source!).subtracting(allowed(document))
        #expect(outside.isEmpty, "\(rewriter): lines changed outside what it changes: \(outside.sorted())")
        guard idempotent else { return }
        var again = rewriter
        let second = try Document(parsing: result.output, options: file.parseOptions)
        #expect(MinimalEditRewriting.apply(from: second, to: again.rewrite(second)).edits.isEmpty,
                "\(rewriter): a second run changes more")
    }

    @Test(.enabled(if: !files.isEmpty, "the corpus (../shared/corpus or MDTOOL_CORPUS_DIR) is absent"), arguments: files)
    func headingLevelsChangeOnlyHeadingMarkers(_ file: CorpusFile) throws {
        for levels in [HeadingNormalizer.Levels.increment, .singleH1, .shift(1)] {
            try Self.check(file, HeadingNormalizer(levels: levels), idempotent: levels != .shift(1),
                           allowed: Self.headingMarkerLines)
        }
    }

    @Test(.enabled(if: !files.isEmpty, "the corpus (../shared/corpus or MDTOOL_CORPUS_DIR) is absent"), arguments: files)
    func headingStylesChangeOnlyHeadings(_ file: CorpusFile) throws {
        let headingLines: (Document) -> Set<Int> = { document in
            Set(document.descendants(ofType: Heading.self).flatMap { heading -> [Int] in
                guard let range = heading.range else { return [] }
                return Array(range.lowerBound.line...range.upperBound.line)
            })
        }
        try Self.check(file, HeadingNormalizer(style: .atx), allowed: headingLines)
        try Self.check(file, HeadingNormalizer(style: .setext), allowed: headingLines)
    }

    @Test(.enabled(if: !files.isEmpty, "the corpus (../shared/corpus or MDTOOL_CORPUS_DIR) is absent"), arguments: files)
    func listRenumberingChangesOnlyLists(_ file: CorpusFile) throws {
        for mode in ListRenumberer.Mode.allCases {
            try Self.check(file, ListRenumberer(mode: mode), allowed: Self.orderedListLines)
        }
    }

    @Test(.enabled(if: !files.isEmpty, "the corpus (../shared/corpus or MDTOOL_CORPUS_DIR) is absent"), arguments: files)
    func transformsCompose(_ file: CorpusFile) throws {
        let document = try Document(parsing: file.bytes(), name: file.path, options: file.parseOptions)
        let result = document.applying(HeadingNormalizer(levels: .increment, style: .atx, updatesLinks: true),
                                       ListRenumberer(mode: .ordered))
        #expect(result.problems.isEmpty, "refused: \(result.problems)")
    }
}
