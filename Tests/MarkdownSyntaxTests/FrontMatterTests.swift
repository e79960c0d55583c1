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
        let rich = try #require(Document(parsing: "---\n# not a heading\n\nitems:\n- nor a list\n---\npara\n").frontMatter)
        #expect(rich.content == "# not a heading\n\nitems:\n- nor a list")
    }

    @Test func neverRendered() {
        #expect(renderGFM("---\ntitle: x\n---\n# H\n") == "<h1>H</h1>\n")
    }

    @Test func atEndOfFileWithoutFinalNewline() throws {
        let document = Document(parsing: "---\na: 1\n---")
        let front = try #require(document.frontMatter)
        #expect(front.content == "a: 1")
        #expect(front.byteRange == 0..<12)
        #expect(document.childCount == 1)
    }

    @Test func trailingSpacesAfterDelimitersAreAllowed() throws {
        let front = try #require(Document(parsing: "--- \na: 1\n---  \n").frontMatter)
        #expect(front.content == "a: 1")
    }

    @Test(arguments: [
        "---\na: 1\n",  // unclosed
        "---\na: 1\n\nmore\n",  // unclosed, blank line inside
        "\n---\na: 1\n---\n",  // not at the very start
        "text\n---\na: 1\n---\n",
        " ---\na: 1\n---\n",  // indented opening
        "---\na: 1\n ---\n",  // indented closing
        "--- x\na: 1\n---\n",  // text after the opening delimiter
        "----\na: 1\n----\n",  // four dashes
        "+++\na: 1\n---\n",  // mismatched delimiters
        "---\na: 1\n+++\n",
        "...\na: 1\n...\n",
    ])
    func notFrontMatter(_ markdown: String) {
        let document = Document(parsing: markdown)
        #expect(document.frontMatter == nil)
        #expect(document.nodes(of: FrontMatter.self).isEmpty)
    }

    // Was a bug: any `---` … `---` at the start was front matter, so a document opening with
    // a thematic break lost everything up to the next one (issue 12).
    @Test(.bug(id: "issue-12-front-matter", "a thematic break at the start swallowed the document"))
    func aThematicBreakAtTheStartIsNoFrontMatter() {
        let markdown = "---\n\n# Title\n\ntext\n\n---\n\nmore\n"
        #expect(Document(parsing: markdown).frontMatter == nil)
        #expect(renderGFM(markdown) == "<hr />\n<h1>Title</h1>\n<p>text</p>\n<hr />\n<p>more</p>\n")
    }

    /// Delimiters around something other than metadata are Markdown, rendered as such.
    @Test(arguments: [
        // A blank line right after the opening delimiter.
        ("---\n\ntitle: x\n---\n", "<hr />\n<h2>title: x</h2>\n"),
        ("---\n \t\ntitle: x\n---\n", "<hr />\n<h2>title: x</h2>\n"),
        ("+++\n\ntitle = \"x\"\n+++\n", "<p>+++</p>\n<p>title = &quot;x&quot;\n+++</p>\n"),
        // YAML that is no mapping: a scalar, a sequence, two documents, syntax errors.
        ("---\nSome heading\n---\ntext\n", "<hr />\n<h2>Some heading</h2>\n<p>text</p>\n"),
        ("---\n- a\n- b\n---\n", "<hr />\n<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n<hr />\n"),
        ("---\na: 1\n--- b\n...\n", "<hr />\n<p>a: 1\n--- b\n...</p>\n"),
        ("---\na: b: c\n---\n", "<hr />\n<h2>a: b: c</h2>\n"),
        ("---\n[a, b\n---\n", "<hr />\n<h2>[a, b</h2>\n"),
        // Not shaped like TOML: text, a list item, an unclosed array or string, a bare key,
        // an unclosed table header, a key without a value.
        ("+++\ntext\n+++\n", "<p>+++\ntext\n+++</p>\n"),
        ("+++\n* item\n+++\n", "<p>+++</p>\n<ul>\n<li>item\n+++</li>\n</ul>\n"),
        ("+++\na = [1,\n+++\n", "<p>+++\na = [1,\n+++</p>\n"),
        ("+++\na = \"x\n+++\n", "<p>+++\na = &quot;x\n+++</p>\n"),
        ("+++\nkey\n+++\n", "<p>+++\nkey\n+++</p>\n"),
        ("+++\n[table\n+++\n", "<p>+++\n[table\n+++</p>\n"),
        ("+++\na =\n+++\n", "<p>+++\na =\n+++</p>\n"),
    ])
    func delimitersAroundMarkdownAreMarkdown(_ markdown: String, _ html: String) {
        #expect(Document(parsing: markdown).frontMatter == nil)
        #expect(renderGFM(markdown) == html)
    }

    @Test func deeplyNestedYAMLIsNoFrontMatter() {
        let nested = { (depth: Int) in "---\na: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n---\n" }
        #expect(Document(parsing: nested(99)).frontMatter != nil)
        #expect(Document(parsing: nested(100)).frontMatter == nil)
        // Deep enough to take libyaml minutes if it were asked to the end.
        #expect(Document(parsing: nested(300_000)).frontMatter == nil)
    }

    @Test(arguments: [
        "---\n# only a comment\n---\n",
        "---\ntitle: x\n\n# a comment\ntags:\n  - a\n  - b\nnested: {a: 1, b: [2, 3]}\n---\n",
        "---\ndescription: |\n  # not a heading\n\n  - nor a list\n---\n",
        "---\r\na: 1\r\n---\r\n",
        "+++\n# a comment\n+++\n",
        #"""
        +++
        title = "Post" # trailing comment
        date = 2024-01-02T03:04:05Z
        draft = false
        "quoted key" = 'literal'
        site . name = "x\"y"
        tags = [
          "a", # comment inside
          "b]",
        ]
        point = { x = 1, y = [2, 3] }
        body = """
        * looks like a list
        [looks like a table
        """
        raw = '''
        a = [
        '''

        [params]
        [[menu.main]]
          name = "Home"
        +++

        """#,
    ])
    func metadataIsFrontMatter(_ markdown: String) {
        let document = Document(parsing: markdown)
        #expect(document.frontMatter != nil)
        #expect(document.childCount == 1)
        #expect(renderGFM(markdown) == "")
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
