import MarkdownFormatting
import MarkdownSyntax
import Testing

/// `formatChecked(…handingLastTreeTo:)`: the command line leaves the original's tree to the
/// exit instead of freeing it when there is nothing to check, handed once; the result is the
/// public one's.
struct LastTreeTests {
    private func check(_ text: String, validate: Bool = true) -> (result: FormatResult, kept: [Document]) {
        var kept: [Document] = []
        let result = MarkdownFormatter().formatChecked(SourceFile(text: text), validate: validate,
                                                       handingLastTreeTo: { kept.append($0) })
        let plain = MarkdownFormatter().formatChecked(SourceFile(text: text), validate: validate)
        #expect(result.output == plain.output)
        #expect(result.isChanged == plain.isChanged)
        #expect(result.problems == plain.problems)
        return (result, kept)
    }

    @Test func anUnchangedDocumentHandsItsOwnTree() {
        let (result, kept) = check("# Title\n\nText.\n")
        #expect(!result.isChanged)
        #expect(kept.map { $0.source?.bytes ?? [] } == [Array("# Title\n\nText.\n".utf8)])
    }

    @Test func aFormattedDocumentHandsNoTree() {
        // The check reads the output as it renders it, and leaves its last nodes to the exit itself.
        let (result, kept) = check("Title\n=====\n\n* a\n* b\n")
        #expect(result.isChanged)
        #expect(String(decoding: result.output, as: UTF8.self) == "# Title\n\n- a\n- b\n")
        #expect(kept.isEmpty)
    }

    @Test func withoutTheCheckTheOriginalTreeIsTheLast() {
        let (result, kept) = check("Title\n=====\n", validate: false)
        #expect(result.isChanged)
        #expect(kept.map { $0.source?.bytes ?? [] } == [Array("Title\n=====\n".utf8)])
    }
}
