import Foundation
import MarkdownFormatting
import MarkdownSyntax
import Testing
import TestSupport

/// Every corpus file formats without being refused, renders to exactly the same HTML and
/// is idempotent.
struct CorpusFormattingTests {
    static let files = CorpusFiles.names

    @Test(.enabled(if: !files.isEmpty), arguments: files)
    func corpusFileFormatsSafelyAndIdempotently(_ file: String) throws {
        let bytes = try CorpusFiles.bytes(file)
        let formatter = MarkdownFormatter()
        let result = formatter.formatChecked(SourceFile(name: file, bytes: bytes))
        #expect(result.problems.isEmpty, "refused: \(result.problems)")
        #expect(!result.usedConservativeOptions, "needed conservative options")
        let renderer = HTMLRenderer()
        #expect(renderer.render(Document(parsing: SourceFile(bytes: result.output)))
                == renderer.render(Document(parsing: SourceFile(bytes: bytes))), "rendering changed")
        let again = formatter.formatChecked(SourceFile(bytes: result.output))
        #expect(again.output == result.output, "not idempotent")
    }
}
