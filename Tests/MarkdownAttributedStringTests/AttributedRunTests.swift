import Foundation
import MarkdownAttributedString
import MarkdownSyntax
import Testing

/// What single runs carry: text, attributes, source ranges, and the blocks view over them.
struct AttributedRunTests {
    typealias Markdown = AttributeScopes.MarkdownAttributes

    @Test func runsOfOneStyleAreMergedAndCoverTheirSource() throws {
        let runs = RunRecord.runs(of: "a &amp; b\\* c\n")
        #expect(runs.map(\.text) == ["a & b* c"])
        let range = try #require(runs.first?.range)
        #expect("\(range)" == "1:1..<1:14")
    }

    @Test func blocksFollowEachOtherWithoutSeparators() {
        let string = AttributedString(parsingMarkdown: "# Title\n\nBody text.\n")
        #expect(String(string.characters) == "TitleBody text.")
    }

    @Test func theBlocksViewGroupsRunsByBlock() {
        let string = AttributedString(parsingMarkdown: "# Title\n\nSome *emphasis* and `code`.\n\n---\n\n- one\n- two\n")
        let blocks = string.markdownBlocks
        #expect(blocks.map { String($0.content.characters) }
            == ["Title", "Some emphasis and code.", Markdown.placeholder, "one", "two"])
        #expect(blocks.map(\.intent.innermost?.kind) == [.heading(level: 1), .paragraph, .thematicBreak, .paragraph, .paragraph])
        #expect(blocks.map(\.isEmpty) == [false, false, true, false, false])
        #expect(blocks[3].intent.components.map(\.kind) == [.unorderedList, .listItem(ordinal: 1), .paragraph])
        #expect(blocks[4].intent.components.map(\.kind) == [.unorderedList, .listItem(ordinal: 2), .paragraph])
        #expect(blocks[3].intent.components[0].identity == blocks[4].intent.components[0].identity)
        #expect(blocks[1].content.runs.count == 5)
    }

    @Test func textReadInlineOnlyIsOneBlockWithoutComponents() {
        let options = MarkdownAttributedStringOptions(interpretedSyntax: .inlineOnly)
        let blocks = AttributedString(parsingMarkdown: "# not\n- a list", options: options).markdownBlocks
        #expect(blocks.count == 1)
        #expect(blocks.first?.intent.components == [])
        #expect(blocks.first.map { String($0.content.characters) } == "# not - a list")
    }

    @Test func identitiesCountBlocksInDocumentOrder() {
        let runs = RunRecord.runs(of: "> quote\n\npara\n")
        #expect(runs.map { $0.blocks.map(\.identity) } == [[1, 2], [3]])
    }

    @Test func linksAndImagesUseFoundationsAttributes() throws {
        let runs = RunRecord.runs(of: "[*site*](https://example.com/a%20b \"title\") ![logo **mark**](img/logo.png)\n")
        #expect(runs.map(\.text) == ["site", " ", "logo mark"])
        #expect(runs[0].link == URL(string: "https://example.com/a%20b"))
        #expect(runs[0].inline == .emphasized)
        #expect(runs[2].imageURL == URL(string: "img/logo.png"))
        #expect(runs[2].link == nil && runs[2].inline == [])
    }

    @Test func anImageWithoutAlternateTextIsThePlaceholder() {
        let runs = RunRecord.runs(of: "[![](badge.svg)](https://ci.example)\n")
        #expect(runs.map(\.text) == [Markdown.placeholder])
        #expect(runs.first?.imageURL == URL(string: "badge.svg"))
        #expect(runs.first?.link == URL(string: "https://ci.example"))
    }

    /// `URL` cannot be empty: such a link's text is left without a link.
    @Test func anEmptyDestinationLeavesNoLink() {
        #expect(RunRecord.runs(of: "[text]()\n").map(\.link) == [nil])
    }

    @Test func footnoteReferencesAreNumberedAndNameTheirDefinition() {
        let runs = RunRecord.runs(of: "One[^Note] two[^other] three[^note].\n\n[^note]: A.\n[^other]: B.\n")
        let references = runs.filter { $0.footnote != nil }
        #expect(references.map(\.text) == ["1", "2", "1"])
        #expect(references.map(\.footnote) == ["note", "other", "note"])
        #expect(runs.last?.kinds == [.footnoteDefinition(label: "other"), .paragraph])
    }

    @Test(arguments: [
        ("a\nb", MarkdownAttributedStringOptions.InterpretedSyntax.full, "a b"),
        ("a\nb", .inlineOnly, "a b"),
        ("a\nb", .inlineOnlyPreservingWhitespace, "a\nb"),
        ("a\\\nb", .full, "a\nb"),
        ("a\\\nb", .inlineOnly, "a\nb"),
    ])
    func lineEndings(_ markdown: String, _ syntax: MarkdownAttributedStringOptions.InterpretedSyntax, _ text: String) {
        let string = AttributedString(parsingMarkdown: markdown, options: .init(interpretedSyntax: syntax))
        #expect(String(string.characters) == text)
    }

    /// Without inline markup, preserving whitespace gives the text back as written (line
    /// endings as `\n`).
    @Test(arguments: [
        "  indented\n\n\n  blank lines  \n", "\n\nleading blank lines", "tabs\tand\t\n\ttrailing\t", "a  \nb", "cr\r\nlf\rcr",
        "   ", "# heading\n- list\n> quote\n    code",
    ])
    func preservingWhitespaceKeepsPlainTextAsWritten(_ text: String) {
        let options = MarkdownAttributedStringOptions(interpretedSyntax: .inlineOnlyPreservingWhitespace)
        let string = AttributedString(parsingMarkdown: text, options: options)
        let expected = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        #expect(String(string.characters) == (text.allSatisfy(\.isWhitespace) ? "" : expected))
    }

    @Test func theParseOptionsChooseTheFlavor() {
        let commonMark = MarkdownAttributedStringOptions(parseOptions: .commonMark)
        #expect(RunRecord.runs(of: "~~a~~\n", options: commonMark).map(\.inline) == [[]])
        #expect(RunRecord.runs(of: "~~a~~\n").map(\.inline) == [.strikethrough])
    }

    @Test func frontMatterAndDefinitionsHaveNoRuns() {
        #expect(RunRecord.runs(of: "---\ntitle: x\n---\n[a]: /url\n\ntext\n").map(\.text) == ["text"])
    }

    @Test func documentsBuiltInCodeConvertWithoutRanges() {
        let document = Document {
            Heading(level: 2) { "Built" }
            Paragraph { "Now "; Strong { "strong" } }
        }
        let runs = RunRecord.runs(of: document.attributedString())
        #expect(runs.map(\.text) == ["Built", "Now ", "strong"])
        #expect(runs.map(\.kinds) == [[.heading(level: 2)], [.paragraph], [.paragraph]])
        #expect(runs.allSatisfy { $0.range == nil })
    }

    @Test func rangesAreLinesAndColumnsWithByteOffsets() throws {
        let runs = RunRecord.runs(of: "é *x*\n")
        let range = try #require(runs.last?.range)
        #expect(range.lowerBound == SourceLocation(line: 1, column: 5, offset: 4))
        #expect(range.upperBound == SourceLocation(line: 1, column: 6, offset: 5))
    }

    @Test func jsonLinesCountColumnsInUTF16() {
        let json = Document(parsing: "😀 *x*\n").attributedRunsJSONLines()
        #expect(json.split(separator: "\n").last
            == #"{"text":"x","blocks":[{"kind":"paragraph","identity":1}],"inline":["emphasized"],"range":{"start":{"line":1,"column":5},"end":{"line":1,"column":6}}}"#)
    }

    @Test func jsonEscapesText() {
        let json = Document(parsing: "    \"q\" \\ \u{1}\t\n").attributedRunsJSONLines()
        #expect(json.hasPrefix(#"{"text":"\"q\" \\ \u0001\t\n","#))
    }

    @Test func anEmptyDocumentHasNoRuns() {
        #expect(AttributedString(parsingMarkdown: "").runs.isEmpty)
        #expect(Document(parsing: "\n\n").attributedRunsJSONLines() == "")
    }
}
