import Foundation
import MarkdownFormatting
import MarkdownSyntax
import TestSupport
import Testing

/// Formatting every spec example keeps its rendering (the exact HTML, not only what the
/// formatter's own whitespace-tolerant check accepts) and is idempotent.
struct SpecFormattingTests {
    @Test(.enabled(if: SpecExampleFiles.isAvailable || SpecExampleFiles.isRequired, "spec fixtures not found (set MDTOOL_SPEC_DIR)"),
          arguments: SpecExampleFiles.all)
    func formattingKeepsMeaningAndIsIdempotent(_ example: SpecExampleFiles.Example) throws {
        let options = example.isGFM ? ParseOptions.gfm : ParseOptions(flavor: .gfm, frontMatter: false)
        let formatter = MarkdownFormatter()
        let result = formatter.formatChecked(SourceFile(text: example.markdown), parseOptions: options)
        #expect(result.problems.isEmpty, "refused: \(result.problems)")
        let formatted = String(decoding: result.output, as: UTF8.self)
        let renderer = HTMLRenderer(flavor: options.flavor)
        #expect(renderer.render(Document(parsing: formatted, options: options))
                == renderer.render(Document(parsing: example.markdown, options: options)), "rendering changed")
        let again = formatter.formatChecked(SourceFile(text: formatted), parseOptions: options)
        #expect(String(decoding: again.output, as: UTF8.self) == formatted, "not idempotent")
    }
}
