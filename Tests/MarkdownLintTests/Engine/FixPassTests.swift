@testable import MarkdownLint
import MarkdownSyntax
import Testing
import TestSupport

/// A `fix` pass that has fixes to apply takes them from the findings without making
/// diagnostics (`ReportOrder.fixes`): they must be the fixes of the diagnostics a lint
/// reports, in the same order, and as many problems; a pass without fixes is that lint.
struct FixPassTests {
    static let files = CorpusFiles.tested
    static let linter = try! Linter(configuration: RuleConfiguration(registry: .builtIn))

    private func expectSamePass(_ bytes: [UInt8], _ options: ParseOptions, includeUnsafe: Bool,
                                sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let source = SourceFile(name: "doc.md", bytes: bytes)
        let include = { (fix: Fix) in includeUnsafe || fix.applicability == .safe }
        let diagnostics = Self.linter.lint(source, path: "doc.md", options: options)
        let expected = diagnostics.compactMap(\.fix).filter(include)
        switch Self.linter.fixPass(source, path: "doc.md", options: options, including: include).0 {
        case .fixes(let fixes, let problems):
            #expect(fixes == expected, sourceLocation: sourceLocation)
            #expect(problems == diagnostics.count, sourceLocation: sourceLocation)
        case .remaining(let remaining):
            #expect(expected.isEmpty, sourceLocation: sourceLocation)
            #expect(remaining == diagnostics, sourceLocation: sourceLocation)
        }
    }

    @Test func fixesOfSeveralRulesAtOnePlaceKeepTheReportOrder() {
        // Trailing spaces, hard tabs, list markers and indentation, blank lines and a
        // heading's spacing, with findings of several rules on the same lines; one line is
        // suppressed, so the pass must skip its findings as the lint does.
        let text = "#Title  \n\n\n*\titem\t\n   * nested  \n+ other\n\n\n<!-- markdownlint-disable-next-line MD009 -->\ntext  \n```\ncode\n```\n"
        for includeUnsafe in [false, true] {
            expectSamePass(Array(text.utf8), .gfm, includeUnsafe: includeUnsafe)
        }
    }

    @Test func aDocumentWithoutFixesGetsItsDiagnostics() {
        expectSamePass(Array("# Title\n\nText.\n".utf8), .gfm, includeUnsafe: false)
        expectSamePass(Array("# Title\n\n## Title\n\n## Title\n".utf8), .gfm, includeUnsafe: false)
    }

    @Test(.enabled(if: !files.isEmpty, "the corpus (../shared/corpus or MDTOOL_CORPUS_DIR) is absent"), arguments: files)
    func corpusFileGivesTheFixesOfItsDiagnostics(_ file: CorpusFile) throws {
        expectSamePass(try file.bytes(), file.parseOptions, includeUnsafe: true)
    }
}
