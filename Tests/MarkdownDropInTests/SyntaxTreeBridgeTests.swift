import Foundation
import Markdown
import MarkdownSyntax
import Testing

/// What swift-markdown users gain through `syntaxNode` and `syntaxTree`: the lossless tree
/// behind the familiar one.
struct SyntaxTreeBridgeTests {
    @Test func parsedNodesReachTheirLosslessNode() throws {
        let source = "Intro with [a link][ref] and é.\n\n[ref]: https://example.com \"Title\"\n"
        let document = Markdown.Document(parsing: source)
        let link = try #require(document.child(through: 0, 1) as? Markdown.Link)
        let node = try #require(link.syntaxNode as? MarkdownSyntax.Link)
        #expect(node.form == .fullReference)
        #expect(node.label == "ref")
        #expect(node.sourceText == "[a link][ref]")
        #expect(node.byteRange == 11..<24)
        let text = try #require(document.child(through: 0, 2) as? Markdown.Text)
        let textNode = try #require(text.syntaxNode)
        // "é" is two UTF-8 bytes but one UTF-16 unit: the lossless tree has both.
        let end = try #require(textNode.byteRange?.upperBound)
        let file = try #require(textNode.sourceFile)
        #expect(end == 32)
        #expect(file.utf16Column(at: end) == 32)
    }

    @Test func theDocumentKeepsWhatThisTreeLeavesOut() throws {
        let source = """
            ---
            title: Notes
            ---
            Text[^1] and [x].

            [^1]: The footnote.

            [x]: https://example.com

            """
        let document = Markdown.Document(parsing: source, options: [.parseFrontMatter, .parseFootnotes])
        #expect(document.frontMatter?.sourceText == "---\ntitle: Notes\n---")
        #expect(document.linkReferenceDefinitions.map(\.destination) == ["https://example.com"])
        #expect(document.footnoteDefinitions.map(\.label) == ["1"])
        #expect(document.syntaxTree?.sourceText == source)
        // The familiar tree is swift-markdown's: no front matter, the reference as its text.
        let paragraph = try #require(document.child(at: 0) as? Markdown.Paragraph)
        #expect(paragraph.plainText == "Text[^1] and x.")
    }

    @Test func mathAndAlertsAreNodesOfTheLosslessTree() throws {
        let document = Markdown.Document(parsing: "> [!NOTE]\n> Costs $x^2$.\n", options: [.parseMath, .parseAlerts])
        let tree = try #require(document.syntaxTree)
        #expect(tree.descendants(ofType: MarkdownSyntax.Alert.self).map(\.alertKind) == [.note])
        #expect(tree.descendants(ofType: MarkdownSyntax.InlineMath.self).map(\.tex) == ["x^2"])
        // Without the options both are read as swift-markdown reads them.
        let plain = Markdown.Document(parsing: "> [!NOTE]\n> Costs $x^2$.\n")
        #expect(plain.syntaxTree?.descendants(ofType: MarkdownSyntax.Alert.self).isEmpty == true)
        #expect(plain.child(at: 0) is Markdown.BlockQuote)
    }

    @Test func changedAndBuiltNodesHaveNone() throws {
        let document = Markdown.Document(parsing: "# Title\n\nText.\n")
        var heading = try #require(document.child(at: 0) as? Markdown.Heading)
        #expect(heading.syntaxNode is MarkdownSyntax.Heading)
        heading.level = 2
        #expect(heading.syntaxNode == nil)
        #expect(heading.root.syntaxNode == nil)
        // The paragraph beside it did not change: it still knows its node.
        let edited = try #require(heading.root as? Markdown.Document)
        #expect(edited.syntaxTree == nil)
        #expect(edited.child(at: 1)?.syntaxNode is MarkdownSyntax.Paragraph)
        #expect(Markdown.Paragraph(Markdown.Text("Built.")).syntaxNode == nil)
    }

    @Test func aFileKeepsItsByteOrderMark() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bom-\(UUID().uuidString).md")
        try Data([0xEF, 0xBB, 0xBF] + Array("# Title\n".utf8)).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let document = try Markdown.Document(parsing: url)
        #expect(document.syntaxTree?.sourceText?.utf8.starts(with: [0xEF, 0xBB, 0xBF]) == true)
        let heading = try #require(document.child(at: 0) as? Markdown.Heading)
        #expect(heading.plainText == "Title")
        #expect(heading.range?.lowerBound.column == 1)
    }

    @Test func aFileThatIsNotUTF8IsRefused() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("latin1-\(UUID().uuidString).md")
        try Data([0x63, 0x61, 0x66, 0xE9, 0x0A]).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: CocoaError.self) { try Markdown.Document(parsing: url) }
    }
}
