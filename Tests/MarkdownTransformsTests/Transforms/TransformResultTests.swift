import MarkdownSyntax
import Testing
@testable import MarkdownTransforms

@Test func transformResultText() {
    let result = TransformResult(edits: [], output: Array("# A\n".utf8))
    #expect(result.text == "# A\n")
    #expect(!result.isChanged)
}
