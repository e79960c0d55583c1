import Foundation
import MarkdownLint
import MarkdownSyntax
import Testing
import TestSupport

/// Lints every corpus file with all default rules, applies the safe fixes, and checks that
/// the fixed file renders to the same HTML and has nothing fixable left.
///
/// It parses every file several times, so it runs in release builds (as CI does) or when
/// `MDTOOL_FULL_CORPUS=1`; debug builds skip it.
struct CorpusFixTests {
    static let files = CorpusFiles.names

    static var enabled: Bool {
        #if DEBUG
        return !files.isEmpty && ProcessInfo.processInfo.environment["MDTOOL_FULL_CORPUS"] == "1"
        #else
        return !files.isEmpty
        #endif
    }

    static let linter = try! Linter(configuration: RuleConfiguration(registry: .builtIn))

    @Test(.enabled(if: enabled), arguments: files)
    func safeFixesKeepTheRenderingAndLeaveNothingFixable(_ file: String) throws {
        let bytes = try CorpusFiles.bytes(file)
        let source = SourceFile(name: file, bytes: bytes)
        let outcome = Self.linter.fix(source, path: file)
        let renderer = HTMLRenderer()
        let before = renderer.render(Document(parsing: source))
        let after = renderer.render(Document(parsing: SourceFile(bytes: outcome.bytes)))
        #expect(before == after, "safe fixes changed the rendering of \(file)")
        let safe = outcome.remaining.filter { $0.fix?.applicability == .safe }
        #expect(safe.isEmpty, "fixable findings remain: \(safe.map { "\($0.ruleID)@\($0.line):\($0.column)" })")
    }
}
