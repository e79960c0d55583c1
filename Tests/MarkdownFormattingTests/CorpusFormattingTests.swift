import Foundation
import MarkdownFormatting
import MarkdownSyntax
import Testing
import TestSupport

/// Every corpus file formats without being refused, renders the same and is idempotent.
struct CorpusFormattingTests {
    static let directory: URL = {
        if let value = ProcessInfo.processInfo.environment["MDTOOL_CORPUS_DIR"], !value.isEmpty {
            return URL(fileURLWithPath: value)
        }
        return RepositoryRoot.url.deletingLastPathComponent().appendingPathComponent("shared/corpus")
    }()

    static let files: [String] = {
        guard let enumerator = FileManager.default.enumerator(atPath: directory.path) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".md") }.sorted()
    }()

    @Test(.enabled(if: !files.isEmpty), arguments: files)
    func corpusFileFormatsSafelyAndIdempotently(_ file: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.directory.appendingPathComponent(file)))
        let formatter = MarkdownFormatter()
        let result = formatter.formatChecked(SourceFile(name: file, bytes: bytes))
        #expect(result.problems.isEmpty, "refused: \(result.problems)")
        #expect(!result.usedConservativeOptions, "needed conservative options")
        let again = formatter.formatChecked(SourceFile(bytes: result.output))
        #expect(again.output == result.output, "not idempotent")
    }
}
