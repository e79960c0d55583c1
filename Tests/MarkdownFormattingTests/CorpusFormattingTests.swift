import Foundation
import MarkdownFormatting
import MarkdownSyntax
import Testing
import TestSupport

/// Each tested corpus file (`CorpusFiles.tested`) formats in its folder's dialect without being refused, renders to
/// exactly the same HTML and is idempotent.
struct CorpusFormattingTests {
    static let files = CorpusFiles.tested

    @Test(.enabled(if: !files.isEmpty, "the corpus (../shared/corpus or MDTOOL_CORPUS_DIR) is absent"), arguments: files)
    func corpusFileFormatsSafelyAndIdempotently(_ file: CorpusFile) throws {
        let bytes = try file.bytes()
        let formatter = MarkdownFormatter()
        let result = formatter.formatChecked(SourceFile(name: file.path, bytes: bytes), parseOptions: file.parseOptions)
        #expect(result.problems.isEmpty, "refused: \(result.problems)")
        #expect(!result.usedConservativeOptions, "needed conservative options")
        #expect(file.rendering(of: result.output) == file.rendering(of: bytes), "rendering changed")
        let again = formatter.formatChecked(SourceFile(bytes: result.output), parseOptions: file.parseOptions)
        #expect(again.output == result.output, "not idempotent")
    }

    /// A folder no dialect is named for would be read by no corpus suite.
    @Test(.enabled(if: !files.isEmpty, "the corpus (../shared/corpus or MDTOOL_CORPUS_DIR) is absent"))
    func everyCorpusFolderIsReadInANamedDialect() {
        #expect(CorpusFiles.undeclaredFolders.isEmpty, "add these folders to CorpusFolder")
    }
}
