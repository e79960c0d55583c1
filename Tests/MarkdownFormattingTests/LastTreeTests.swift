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

    /// A document of 256 KB or more has its meaning taken on another thread while it is
    /// formatted: the result and the tree handed on are the same as for a small one.
    @Test func aLargeDocumentIsCheckedAsASmallOne() {
        let section = "Title\n=====\n\n* a\n* b\n\n"
        let large = String(repeating: section, count: 256 * 1024 / section.utf8.count + 1)
        let (result, kept) = check(large)
        #expect(result.isChanged && result.problems.isEmpty && !result.usedConservativeOptions)
        #expect(String(decoding: result.output, as: UTF8.self)
                == String(repeating: "# Title\n\n- a\n- b\n\n", count: 256 * 1024 / section.utf8.count + 1).dropLast())
        #expect(kept.isEmpty)
        let formatted = String(decoding: result.output, as: UTF8.self)
        let (again, keptAgain) = check(formatted)
        #expect(!again.isChanged && again.problems.isEmpty)
        #expect(keptAgain.count == 1)
    }
}
