import MarkdownSyntax
import Testing

/// YAML (`---` … `---` or `...`) and TOML (`+++` … `+++`) front matter at the very start.
struct FrontMatterTests {
    @Test func yamlContentAndRangeAreExact() throws {
        let source = "---\ntitle: Hello\ntags: [a, b]\n---\n# Body\n"
        let document = Document(parsing: source)
        let front = try #require(document.frontMatter)
        #expect(front.format == .yaml)
        #expect(front.content == "title: Hello\ntags: [a, b]")
        #expect(front.byteRange == 0..<33)
        #expect(front.sourceText == "---\ntitle: Hello\ntags: [a, b]\n---")
        let range = try #require(front.range)
        #expect(range.lowerBound.description == "1:1")
        #expect(range.upperBound.description == "4:4")
        #expect(document.child(at: 1) is Heading)
        #expect(document.childCount == 2)
    }

    @Test func yamlMayEndWithDots() throws {
        let front = try #require(Document(parsing: "---\na: 1\n...\ntext\n").frontMatter)
        #expect(front.format == .yaml)
        #expect(front.content == "a: 1")
        #expect(front.sourceText == "---\na: 1\n...")
    }

    @Test func toml() throws {
        let document = Document(parsing: "+++\ntitle = \"Hello\"\n+++\nBody\n")
        let front = try #require(document.frontMatter)
        #expect(front.format == .toml)
        #expect(front.content == "title = \"Hello\"")
        #expect(front.byteRange == 0..<23)
        #expect(renderGFM("+++\ntitle = \"Hello\"\n+++\nBody\n") == "<p>Body</p>\n")
    }

    @Test func emptyFrontMatterAndContentWithBlankLinesAndMarkdown() throws {
        let empty = try #require(Document(parsing: "---\n---\n").frontMatter)
        #expect(empty.content == "")
        let rich = try #require(Document(parsing: "---\n# not a heading\n\n- nor a list\n---\npara\n").frontMatter)
        #expect(rich.content == "# not a heading\n\n- nor a list")
    }

    @Test func neverRendered() {
        #expect(renderGFM("---\ntitle: x\n---\n# H\n") == "<h1>H</h1>\n")
    }

    @Test func atEndOfFileWithoutFinalNewline() throws {
        let document = Document(parsing: "---\na\n---")
        let front = try #require(document.frontMatter)
        #expect(front.content == "a")
        #expect(front.byteRange == 0..<9)
        #expect(document.childCount == 1)
    }

    @Test func trailingSpacesAfterDelimitersAreAllowed() throws {
        let front = try #require(Document(parsing: "--- \na\n---  \n").frontMatter)
        #expect(front.content == "a")
    }

    @Test(arguments: [
        "---\na: 1\n",  // unclosed
        "---\na: 1\n\nmore\n",  // unclosed, blank line inside
        "\n---\na: 1\n---\n",  // not at the very start
        "text\n---\na: 1\n---\n",
        " ---\na\n---\n",  // indented opening
        "---\na\n ---\n",  // indented closing
        "--- x\na\n---\n",  // text after the opening delimiter
        "----\na\n----\n",  // four dashes
        "+++\na\n---\n",  // mismatched delimiters
        "---\na\n+++\n",
        "...\na\n...\n",
    ])
    func notFrontMatter(_ markdown: String) {
        let document = Document(parsing: markdown)
        #expect(document.frontMatter == nil)
        #expect(document.nodes(of: FrontMatter.self).isEmpty)
    }

    @Test func notRecognizedWithCommonMarkOptions() throws {
        let markdown = "---\na: 1\n---\n"
        let document = Document(parsing: markdown, options: .commonMark)
        #expect(document.frontMatter == nil)
        #expect(document.child(at: 0) is ThematicBreak)
        let heading = try #require(document.child(at: 1) as? Heading)
        #expect(heading.style == .setext)
        #expect(renderCommonMark(markdown) == "<hr />\n<h2>a: 1</h2>\n")
    }

    @Test func optionsCanTurnItOnOrOff() {
        let markdown = "---\na: 1\n---\n"
        #expect(Document(parsing: markdown, options: ParseOptions(flavor: .commonMark, frontMatter: true)).frontMatter != nil)
        #expect(Document(parsing: markdown, options: ParseOptions(flavor: .gfm, frontMatter: false)).frontMatter == nil)
        #expect(ParseOptions.gfm.frontMatter)
        #expect(!ParseOptions.commonMark.frontMatter)
    }

    @Test func neverAThematicBreakOrSetextHeading() {
        let document = Document(parsing: "---\ntitle: x\n---\npara\n")
        #expect(document.nodes(of: ThematicBreak.self).isEmpty)
        #expect(document.nodes(of: Heading.self).isEmpty)
        #expect(document.child(at: 1) is Paragraph)
    }

    @Test func laterDashLinesAreOrdinaryMarkdown() throws {
        // After the front matter, `---` under a paragraph is a setext underline again.
        let document = Document(parsing: "---\na\n---\npara\n---\n")
        let heading = try #require(document.child(at: 1) as? Heading)
        #expect(heading.level == 2)
        #expect(heading.style == .setext)
    }

    @Test func afterAByteOrderMark() throws {
        let source = "\u{FEFF}---\na: 1\n---\nx\n"
        let document = Document(parsing: source)
        let front = try #require(document.frontMatter)
        #expect(front.content == "a: 1")
        #expect(front.byteRange == 3..<15)
        #expect(front.range?.lowerBound.description == "1:1")
        #expect(front.sourceText == "---\na: 1\n---")
        #expect(document.byteRange == 0..<18)
    }

    @Test func withCRLFLineEndings() throws {
        let document = Document(parsing: "---\r\na: 1\r\nb: 2\r\n---\r\nx\r\n")
        let front = try #require(document.frontMatter)
        // The content is kept as written, line endings included.
        #expect(front.content == "a: 1\r\nb: 2")
        #expect(front.byteRange == 0..<20)
        #expect(front.range?.upperBound.description == "4:4")
        #expect(document.child(at: 1)?.sourceText == "x")
    }

    @Test func builtFrontMatterIsNotRendered() {
        let document = Document(FrontMatter(format: .toml, content: "a = 1"), Paragraph(Text("x")))
        #expect(HTMLRenderer().render(document) == "<p>x</p>\n")
        #expect(document.frontMatter?.format == .toml)
    }
}
