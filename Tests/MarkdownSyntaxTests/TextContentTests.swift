import MarkdownSyntax
import Testing

/// `Text.string` is the decoded text; `sourceText` is what was written.
struct TextContentTests {
    @Test(arguments: [
        ("\\*not em\\*", "*not em*"),
        ("a &amp; b", "a & b"),
        ("&copy; &#35; &#x22; &#X41;", "© # \" A"),
        ("&bogus; &#xZZ;", "&bogus; &#xZZ;"),
        ("\\\\ \\a \\", "\\ \\a \\"),
        ("&#0; &#xD800;", "\u{FFFD} \u{FFFD}"),
        ("&ngE; &CounterClockwiseContourIntegral;", "\u{2267}\u{0338} \u{2233}"),
    ])
    func decodedVersusWritten(_ markdown: String, _ decoded: String) throws {
        let paragraph = try #require(Document(parsing: markdown).child(at: 0) as? Paragraph)
        let texts = paragraph.children.compactMap { $0 as? Text }
        try #require(texts.count == paragraph.childCount, "only text expected in \(markdown)")
        #expect(texts.map(\.string).joined() == decoded)
        #expect(texts.compactMap(\.sourceText).joined() == markdown)
    }

    @Test func escapesInLinkDestinationsAndTitlesAreDecoded() throws {
        let link = try #require(Document(parsing: "[a](/p\\(x\\)&amp;y \"t &quot;q&quot; \\\"\")").nodes(of: Link.self).first)
        #expect(link.destination == "/p(x)&y")
        #expect(link.title == "t \"q\" \"")
        #expect(link.sourceText == "[a](/p\\(x\\)&amp;y \"t &quot;q&quot; \\\"\")")
    }

    @Test func infoStringsAreDecoded() throws {
        let code = try #require(Document(parsing: "```sw\\_ift &amp; more\nx\n```\n").nodes(of: CodeBlock.self).first)
        #expect(code.infoString == "sw_ift & more")
        #expect(code.language == "sw_ift")
    }

    @Test func codeIsNeverDecoded() throws {
        let document = Document(parsing: "`&amp; \\*`\n\n    &amp; \\*\n")
        #expect(document.nodes(of: InlineCode.self).first?.code == "&amp; \\*")
        #expect(document.nodes(of: CodeBlock.self).first?.code == "&amp; \\*\n")
    }

    @Test func entitiesInTextRenderDecodedAndEscaped() {
        #expect(renderGFM("&lt;tag&gt; &amp;amp;\n") == "<p>&lt;tag&gt; &amp;amp;</p>\n")
    }

    @Test func headingTextExcludesMarkers() throws {
        let heading = try #require(Document(parsing: "## Hello \\# world ##\n").child(at: 0) as? Heading)
        #expect(heading.plainText == "Hello # world")
        #expect(heading.closingSequence == "##")
        #expect(heading.child(at: 0)?.sourceText == "Hello \\# world")
    }
}
