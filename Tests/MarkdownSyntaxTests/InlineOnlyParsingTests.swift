import MarkdownSyntax
import Testing

/// `ParseOptions.inlineOnly`: short labels (UI strings, commit titles, table-cell text) read
/// with inline syntax only, as one paragraph.
struct InlineOnlyParsingTests {
    private func render(_ text: String, options: ParseOptions = .inlineOnly) -> String {
        HTMLRenderer(flavor: options.flavor).render(Document(parsing: text, options: options))
    }

    @Test(arguments: [
        ("# not a heading", "<p># not a heading</p>\n"),
        ("- not a list", "<p>- not a list</p>\n"),
        ("1. not a list", "<p>1. not a list</p>\n"),
        ("> not a quote", "<p>&gt; not a quote</p>\n"),
        ("---", "<p>---</p>\n"),
        ("    not code", "<p>not code</p>\n"),
        ("| a | b |\n| - | - |", "<p>| a | b |\n| - | - |</p>\n"),
        ("Title\n===", "<p>Title\n===</p>\n"),
        ("<div>\nnot a block\n</div>", "<p><div>\nnot a block\n</div></p>\n"),
    ])
    func blockSyntaxStaysText(_ text: String, _ html: String) {
        #expect(render(text) == html)
        let document = Document(parsing: text, options: .inlineOnly)
        #expect(document.childCount == 1 && document.child(at: 0) is Paragraph)
    }

    @Test func inlineSyntaxIsRead() {
        #expect(render("Fix *crash* in [`Parser`](https://example.com/p) ~~twice~~ <b>now</b>")
            == "<p>Fix <em>crash</em> in <a href=\"https://example.com/p\"><code>Parser</code></a> "
            + "<del>twice</del> <b>now</b></p>\n")
        #expect(render("see https://example.com") == "<p>see <a href=\"https://example.com\">https://example.com</a></p>\n")
    }

    @Test func theFlavorStillDecidesTheExtensions() {
        let options = ParseOptions(flavor: .commonMark, inlineOnly: true)
        #expect(render("~~a~~ www.example.com", options: options) == "<p>~~a~~ www.example.com</p>\n")
    }

    @Test func nothingDefinesLinksOrFootnotes() {
        let document = Document(parsing: "[a]: /url\n[a] and [^1]\n[^1]: note", options: .inlineOnly)
        #expect(document.nodes(of: LinkReferenceDefinition.self).isEmpty)
        #expect(document.nodes(of: Link.self).isEmpty)
        #expect(document.nodes(of: FootnoteReference.self).isEmpty)
        #expect(document.nodes(of: FootnoteDefinition.self).isEmpty)
        #expect(document.plainText == "[a]: /url\n[a] and [^1]\n[^1]: note")
    }

    @Test func frontMatterIsOffEvenWhenAskedFor() {
        let options = ParseOptions(flavor: .gfm, frontMatter: true, inlineOnly: true)
        #expect(!options.frontMatter)
        let document = Document(parsing: "---\ntitle: x\n---", options: options)
        #expect(document.frontMatter == nil)
        #expect(document.plainText == "---\ntitle: x\n---")
    }

    @Test func blankLinesAtTheEdgesAreDroppedAndBetweenAreBreaks() throws {
        let document = Document(parsing: "\n  \n  first\n\n   second  \n\n", options: .inlineOnly)
        let paragraph = try #require(document.child(at: 0) as? Paragraph)
        #expect(document.childCount == 1)
        #expect(paragraph.children.map { String(describing: type(of: $0)) }
            == ["Text", "SoftBreak", "SoftBreak", "Text"])
        #expect(paragraph.plainText == "first\n\nsecond")
        #expect("\(paragraph.range!)" == "3:3..<5:10")
    }

    @Test(arguments: ["", "\n", "  \n\t\n "])
    func blankTextHasNoParagraph(_ text: String) {
        #expect(Document(parsing: text, options: .inlineOnly).childCount == 0)
    }

    @Test func rangesPointIntoTheText() throws {
        let text = "a *b*\r\n  `c`"
        let document = Document(parsing: text, options: .inlineOnly)
        let code = try #require(document.nodes(of: InlineCode.self).first)
        #expect(code.sourceText == "`c`")
        #expect("\(code.range!)" == "2:3..<2:6")
        #expect(document.nodes(of: Emphasis.self).first?.sourceText == "*b*")
    }

    @Test func aHardBreakNeedsItsMarkers() {
        #expect(render("one  \ntwo\\\nthree") == "<p>one<br />\ntwo<br />\nthree</p>\n")
    }
}
