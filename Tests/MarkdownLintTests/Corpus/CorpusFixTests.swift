import Foundation
import MarkdownLint
import MarkdownSyntax
import Testing
import TestSupport

/// Lints every corpus file with all default rules, applies the safe fixes, and checks that
/// the fixed file renders to the same HTML in its folder's dialect and has nothing fixable left.
///
/// It parses every file several times, so it runs in release builds (as CI does) or when
/// `MDTOOL_FULL_CORPUS=1`; debug builds skip it.
struct CorpusFixTests {
    static let files = CorpusFiles.all

    static var enabled: Bool {
        #if DEBUG
        return !files.isEmpty && ProcessInfo.processInfo.environment["MDTOOL_FULL_CORPUS"] == "1"
        #else
        return !files.isEmpty
        #endif
    }

    static let linter = try! Linter(configuration: RuleConfiguration(registry: .builtIn))

    @Test(.enabled(if: enabled), arguments: files)
    func safeFixesKeepTheRenderingAndLeaveNothingFixable(_ file: CorpusFile) throws {
        try #require(file.parseOptions == .gfm, "the linter reads GFM only, not \(file.folder)'s dialect")
        let bytes = try file.bytes()
        let outcome = Self.linter.fix(SourceFile(name: file.path, bytes: bytes), path: file.path)
        #expect(file.rendering(of: outcome.bytes) == file.rendering(of: bytes), "safe fixes changed the rendering of \(file)")
        let safe = outcome.remaining.filter { $0.fix?.applicability == .safe }
        #expect(safe.isEmpty, "fixable findings remain: \(safe.map { "\($0.ruleID)@\($0.line):\($0.column)" })")
    }
}
