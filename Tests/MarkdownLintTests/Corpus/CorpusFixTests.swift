import Foundation
import MarkdownLint
import MarkdownSyntax
import Testing
import TestSupport

/// Lints the corpus files (`CorpusFiles.tested`: all in release builds, a sample in debug)
/// in their folder's dialect with all default rules, applies the safe fixes, and checks that
/// the fixed file renders to the same HTML in that dialect and has nothing fixable left.
struct CorpusFixTests {
    static let files = CorpusFiles.tested

    static let linter = try! Linter(configuration: RuleConfiguration(registry: .builtIn))

    @Test(.enabled(if: !files.isEmpty, "the corpus (../shared/corpus or MDTOOL_CORPUS_DIR) is absent"), arguments: files)
    func safeFixesKeepTheRenderingAndLeaveNothingFixable(_ file: CorpusFile) throws {
        let bytes = try file.bytes()
        let outcome = Self.linter.fix(SourceFile(name: file.path, bytes: bytes), path: file.path, options: file.parseOptions)
        #expect(file.rendering(of: outcome.bytes) == file.rendering(of: bytes), "safe fixes changed the rendering of \(file)")
        let safe = outcome.remaining.filter { $0.fix?.applicability == .safe }
        #expect(safe.isEmpty, "fixable findings remain: \(safe.map { "\($0.ruleID)@\($0.line):\($0.column)" })")
    }
}
