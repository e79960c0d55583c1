import MarkdownSyntax
import Testing

/// Documents built in code, with initializers and with the result builders, render to the
/// HTML their parsed equivalents render to.
struct BuilderTests {
    @Test func resultBuilderDocument() {
        let document = Document {
            Heading(level: 1) { "Title" }
            "para"
        }
        #expect(HTMLRenderer().render(document) == "<h1>Title</h1>\n<p>para</p>\n")
        #expect(document.childCount == 2)
        #expect(document.byteRange == nil)
    }

    @Test func builderControlFlow() {
        let items = ["one", "two"]
        let showNote = false
        let document = Document {
            for item in items { "item \(item)" }
            if showNote { "note" } else { ThematicBreak() }
            if !items.isEmpty { BlockQuote { "quoted" } }
        }
        #expect(HTMLRenderer().render(document)
                == "<p>item one</p>\n<p>item two</p>\n<hr />\n<blockquote>\n<p>quoted</p>\n</blockquote>\n")
    }

    @Test func inlineBuilder() {
        let paragraph = Paragraph {
            "Hello, "
            Strong { "bold "; Emphasis(marker: "_") { "and em" } }
            SoftBreak()
            InlineCode("x < y")
            LineBreak()
            Link(destination: "https://example.com", title: "T") { "link" }
            Strikethrough { "gone" }
        }
        #expect(HTMLRenderer().render(Document(paragraph)) == """
            <p>Hello, <strong>bold <em>and em</em></strong>
            <code>x &lt; y</code><br />
            <a href="https://example.com" title="T">link</a><del>gone</del></p>

            """)
    }

    @Test func plainInitializers() {
        let document = Document(
            Heading(level: 2, Text("Sub")),
            Paragraph(Text("a "), Image(source: "/i.png", title: "It", Text("alt")), InlineHTML("<b>")),
            CodeBlock(infoString: "swift extra", "let x = 1\n"),
            CodeBlock(fence: nil, "indented\n"),
            HTMLBlock("<div>raw</div>"),
            ThematicBreak(marker: "*"))
        #expect(HTMLRenderer().render(document) == """
            <h2>Sub</h2>
            <p>a <img src="/i.png" alt="alt" title="It" /><b></p>
            <pre><code class="language-swift">let x = 1
            </code></pre>
            <pre><code>indented
            </code></pre>
            <div>raw</div>
            <hr />

            """)
    }

    @Test func lists() {
        let document = Document(
            UnorderedList(ListItem(Paragraph(Text("a"))), ListItem(Paragraph(Text("b")))),
            OrderedList(startIndex: 3, isTight: false, ListItem(Paragraph(Text("c")))))
        #expect(HTMLRenderer().render(document) == """
            <ul>
            <li>a</li>
            <li>b</li>
            </ul>
            <ol start="3">
            <li>
            <p>c</p>
            </li>
            </ol>

            """)
        let list = document.child(at: 1) as? OrderedList
        #expect(list?.startIndex == 3)
        #expect(list?.items.first?.marker == "")
    }

    @Test func table() {
        let table = Table(
            columnAlignments: [.left, nil, .right],
            head: Table.Head(Table.Cell(Text("a")), Table.Cell(Text("b")), Table.Cell(Text("c"))),
            body: Table.Body(Table.Row(Table.Cell(Text("1")), Table.Cell { "2" }, Table.Cell(Strong(Text("3"))))))
        #expect(table.columnCount == 3)
        #expect(HTMLRenderer().render(Document(table)) == """
            <table>
            <thead>
            <tr>
            <th align="left">a</th>
            <th>b</th>
            <th align="right">c</th>
            </tr>
            </thead>
            <tbody>
            <tr>
            <td align="left">1</td>
            <td>2</td>
            <td align="right"><strong>3</strong></td>
            </tr>
            </tbody>
            </table>

            """)
        #expect(Table(columnAlignments: [nil], head: Table.Head(Table.Cell(Text("x")))).body == nil)
    }

    @Test func builtTextIsEscapedWhenRendered() {
        let document = Document(Paragraph(Text("<a> & \"q\" *not em*")))
        #expect(HTMLRenderer().render(document) == "<p>&lt;a&gt; &amp; &quot;q&quot; *not em*</p>\n")
    }

    @Test func builtLinkDestinationsAreEscaped() {
        let document = Document(Paragraph(Link(destination: "/a b?x=1&y=\"2\"", Text("l"))))
        #expect(HTMLRenderer().render(document) == "<p><a href=\"/a%20b?x=1&amp;y=%222%22\">l</a></p>\n")
    }

    @Test func builtAndParsedDocumentsRenderAlike() {
        let markdown = "# Title\n\nSome *em* and **strong** text.\n\n> quoted\n\n- one\n- two\n"
        let built = Document {
            Heading(level: 1) { "Title" }
            Paragraph { "Some "; Emphasis { "em" }; " and "; Strong { "strong" }; " text." }
            BlockQuote { "quoted" }
            UnorderedList(ListItem { "one" }, ListItem { "two" })
        }
        #expect(HTMLRenderer().render(built) == renderGFM(markdown))
    }

    @Test func builtNodesKeepTheirAttributes() {
        let heading = Heading(level: 3, style: .setext, Text("x"))
        #expect(heading.level == 3 && heading.style == .setext && heading.closingSequence == "")
        let strong = Strong(marker: "_", Text("s"))
        #expect(strong.marker == "_")
        let code = InlineCode("c", backtickCount: 2)
        #expect(code.code == "c" && code.backtickCount == 2)
        let definition = LinkReferenceDefinition(label: "Foo  Bar", destination: "/u", title: "t")
        #expect(definition.normalizedLabel == LinkReferenceDefinition(label: "foo bar", destination: "/u").normalizedLabel)
        #expect(HTMLRenderer().render(Document(definition)) == "")
        let link = Link(destination: "/d", form: .fullReference, label: "L", [Text("t")])
        #expect(link.form == .fullReference && link.label == "L" && link.form.isReference)
        #expect(LineBreak(style: .trailingSpaces(3)).style == .trailingSpaces(3))
    }
}
