import MarkdownSyntax
import Testing

/// `MarkupRewriter`: delete (nil), replace, and share every untouched subtree.
struct RewriterTests {
    struct DeleteEmphasis: MarkupRewriter {
        mutating func visitEmphasis(_ emphasis: Emphasis) -> (any Markup)? { nil }
    }

    struct UpgradeHTTP: MarkupRewriter {
        mutating func visitLink(_ link: Link) -> (any Markup)? {
            var link = link
            if link.destination.hasPrefix("http://") {
                link.destination = "https://" + link.destination.dropFirst(7)
            }
            return link
        }
    }

    struct ShoutHeadings: MarkupRewriter {
        mutating func visitText(_ text: Text) -> (any Markup)? {
            guard text.parent is Heading else { return text }
            return Text(text.string.uppercased())
        }
    }

    struct Identity: MarkupRewriter {}

    @Test func identityRewriteSharesTheWholeTree() {
        let document = Document(parsing: "# a\n\n- b\n- c\n\n> d\n")
        var rewriter = Identity()
        let rewritten = rewriter.rewrite(document)
        #expect(rewritten.isIdentical(to: document))
        #expect(TreeDumper.dump(rewritten) == TreeDumper.dump(document))
    }

    @Test func deletingNodes() throws {
        let document = Document(parsing: "# Title\n\nkeep *drop* keep\n\n> *gone*\n\nlast\n")
        var rewriter = DeleteEmphasis()
        let rewritten = rewriter.rewrite(document)
        #expect(rewritten.nodes(of: Emphasis.self).isEmpty)
        #expect(HTMLRenderer().render(rewritten)
                == "<h1>Title</h1>\n<p>keep  keep</p>\n<blockquote>\n<p></p>\n</blockquote>\n<p>last</p>\n")
        // Unchanged siblings are the very same storage, with their source ranges.
        #expect(rewritten.child(at: 0)!.isIdentical(to: document.child(at: 0)!))
        #expect(rewritten.child(at: 3)!.isIdentical(to: document.child(at: 3)!))
        #expect(rewritten.child(at: 0)?.range?.lowerBound.description == "1:1")
        // Changed nodes and their ancestors are new and have no range.
        #expect(!rewritten.child(at: 1)!.isIdentical(to: document.child(at: 1)!))
        #expect(rewritten.child(at: 1)?.byteRange == nil)
        #expect(rewritten.byteRange == nil)
        // The untouched children of a changed parent are still shared.
        let oldParagraph = try #require(document.child(at: 1))
        let newParagraph = try #require(rewritten.child(at: 1))
        #expect(newParagraph.childCount == 2)
        #expect(newParagraph.child(at: 0)!.isIdentical(to: oldParagraph.child(at: 0)!))
        #expect(newParagraph.child(at: 1)!.isIdentical(to: oldParagraph.child(at: 2)!))
        // The original tree is untouched.
        #expect(document.nodes(of: Emphasis.self).count == 2)
    }

    @Test func replacingNodesWithSetters() throws {
        let document = Document(parsing: "[a](http://a.example) [b](https://b.example)\n\nplain\n")
        var rewriter = UpgradeHTTP()
        let rewritten = rewriter.rewrite(document)
        let links = rewritten.nodes(of: Link.self)
        #expect(links.map(\.destination) == ["https://a.example", "https://b.example"])
        #expect(links[0].byteRange == nil)  // changed
        #expect(links[0].child(at: 0)?.byteRange != nil)  // its unchanged text keeps its range
        #expect(rewritten.child(at: 1)!.isIdentical(to: document.child(at: 1)!))
        #expect(HTMLRenderer().render(rewritten)
                == "<p><a href=\"https://a.example\">a</a> <a href=\"https://b.example\">b</a></p>\n<p>plain</p>\n")
    }

    @Test func replacingNodesWithNewOnes() throws {
        let document = Document(parsing: "# quiet title\n\nbody text\n")
        var rewriter = ShoutHeadings()
        let rewritten = rewriter.rewrite(document)
        #expect(HTMLRenderer().render(rewritten) == "<h1>QUIET TITLE</h1>\n<p>body text</p>\n")
        #expect(rewritten.child(at: 1)!.isIdentical(to: document.child(at: 1)!))
        #expect(!rewritten.child(at: 0)!.isIdentical(to: document.child(at: 0)!))
        let heading = try #require(rewritten.child(at: 0) as? Heading)
        #expect(heading.level == 1)
        #expect(heading.byteRange == nil)
    }

    @Test func replacingABlockWithAnotherKind() throws {
        struct ParagraphsToQuotes: MarkupRewriter {
            mutating func visitParagraph(_ paragraph: Paragraph) -> (any Markup)? {
                BlockQuote(paragraph.detachedFromParent)
            }
        }
        let document = Document(parsing: "a\n\nb\n")
        var rewriter = ParagraphsToQuotes()
        let rewritten = rewriter.rewrite(document)
        #expect(HTMLRenderer().render(rewritten)
                == "<blockquote>\n<p>a</p>\n</blockquote>\n<blockquote>\n<p>b</p>\n</blockquote>\n")
        // The wrapped paragraphs are the original storage.
        #expect(rewritten.child(at: 0)!.child(at: 0)!.isIdentical(to: document.child(at: 0)!))
    }

    @Test func deletingEverythingLeavesAnEmptyDocument() {
        struct DeleteBlocks: MarkupRewriter {
            mutating func visitParagraph(_ paragraph: Paragraph) -> (any Markup)? { nil }
            mutating func visitHeading(_ heading: Heading) -> (any Markup)? { nil }
        }
        var rewriter = DeleteBlocks()
        let rewritten = rewriter.rewrite(Document(parsing: "# a\n\nb\n"))
        #expect(rewritten.childCount == 0)
        #expect(HTMLRenderer().render(rewritten) == "")
    }

    @Test func rootReturningNilGivesAnEmptyDocument() {
        struct DropDocument: MarkupRewriter {
            mutating func visitDocument(_ document: Document) -> (any Markup)? { nil }
        }
        var rewriter = DropDocument()
        let rewritten = rewriter.rewrite(Document(parsing: "# a\n"))
        #expect(rewritten.childCount == 0)
    }

    @Test func settersMakeNewDetachedNodesWithoutRange() throws {
        let document = Document(parsing: "## Title\n\n[t](/old \"T\") ![i](/i.png)\n\n```\ncode\n```\n\n3. x\n")
        var heading = try #require(document.child(at: 0) as? Heading)
        heading.level = 4
        #expect(heading.level == 4)
        #expect(heading.byteRange == nil && heading.range == nil && heading.sourceText == nil)
        #expect(heading.parent == nil)
        #expect(heading.child(at: 0)?.sourceText == "Title")  // children keep theirs
        #expect((document.child(at: 0) as? Heading)?.level == 2)

        var link = try #require(document.nodes(of: Link.self).first)
        link.destination = "/new"
        link.title = nil
        #expect(link.destination == "/new" && link.title == nil)
        #expect(link.byteRange == nil)

        var image = try #require(document.nodes(of: Image.self).first)
        image.source = "/other.png"
        #expect(image.source == "/other.png" && image.byteRange == nil)

        var code = try #require(document.nodes(of: CodeBlock.self).first)
        code.infoString = "swift"
        #expect(code.language == "swift" && code.byteRange == nil)

        var list = try #require(document.nodes(of: OrderedList.self).first)
        list.startIndex = 1
        list.delimiter = .parenthesis
        #expect(list.startIndex == 1 && list.delimiter == .parenthesis && list.byteRange == nil)

        var text = try #require(document.nodes(of: Text.self).first)
        text.string = "Changed"
        #expect(text.string == "Changed" && text.sourceText == nil)
    }
}
