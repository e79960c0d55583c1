@testable import MarkdownLint
import MarkdownSyntax
import Testing

/// The node index keeps the fenced code blocks apart for the rules about fences: they must
/// be exactly the fenced ones of all code blocks, in document order.
struct NodeIndexFencedCodeTests {
    @Test func fencedCodeBlocksAreTheFencedOnesInOrder() {
        let text = "```swift\na\n```\n\n    indented\n\n> ~~~\n> b\n> ~~~\n\n>     indented too\n\n- ```\n  c\n  ```\n"
        let nodes = LintContext(path: "t.md", document: Document(parsing: text)).nodes
        #expect(nodes.codeBlocks.count == 5)
        let expected = nodes.codeBlocks.filter(\.isFenced).map { $0.byteRange }
        #expect(nodes.fencedCodeBlocks.map { $0.byteRange } == expected)
        #expect(nodes.fencedCodeBlocks.map(\.code) == ["a\n", "b\n", "c\n"])
    }
}
