import MarkdownSyntax
import Testing

/// `MarkupVisitor` dispatches each node type to its own method; `MarkupWalker` walks the
/// whole tree unless a method leaves out `descendInto`.
struct VisitorTests {
    /// A document holding every kind of node.
    static let everyKind = """
        ---
        front: matter
        ---
        # Heading

        > quote

        1. ordered

        - [x] task

        ```swift
        code
        ```

        <div>html</div>

        ***

        [ref]: /url

        | a | b |
        |---|---|
        | c | d |

        Text *em* **strong** ~~del~~ `code` <span> [link](/u) ![img](/i)  
        soft
        break[^n]

        [^n]: note

        """

    /// The node kinds only DocC has: a block directive holding a symbol link.
    static let everyDocCKind = """
        @Row(kind: "wide") {
            See ``Kit/Parser``.
        }

        """

    static let everyGitHubKind = """
        Math $x$ here.

        $$
        y
        $$

        > [!TIP]
        > Tip.

        """

    static let everyMkDocsKind = """
        !!! note "Title"
            Body.

        === "Tab"
            In tab.

        Term
        :   Definition.

        ## Heading { #id }

        --8<-- "file.md"

        """

    /// Names the method each node was dispatched to.
    struct Recorder: MarkupVisitor {
        var calls: [String] = []

        mutating func defaultVisit(_ markup: any Markup) { calls.append("default \(type(of: markup))") }
        mutating func descend(_ name: String, _ markup: any Markup) {
            calls.append(name)
            for child in markup.children { visit(child) }
        }

        mutating func visitDocument(_ node: Document) { descend("Document", node) }
        mutating func visitFrontMatter(_ node: FrontMatter) { descend("FrontMatter", node) }
        mutating func visitBlockQuote(_ node: BlockQuote) { descend("BlockQuote", node) }
        mutating func visitOrderedList(_ node: OrderedList) { descend("OrderedList", node) }
        mutating func visitUnorderedList(_ node: UnorderedList) { descend("UnorderedList", node) }
        mutating func visitListItem(_ node: ListItem) { descend("ListItem", node) }
        mutating func visitParagraph(_ node: Paragraph) { descend("Paragraph", node) }
        mutating func visitHeading(_ node: Heading) { descend("Heading", node) }
        mutating func visitThematicBreak(_ node: ThematicBreak) { descend("ThematicBreak", node) }
        mutating func visitCodeBlock(_ node: CodeBlock) { descend("CodeBlock", node) }
        mutating func visitHTMLBlock(_ node: HTMLBlock) { descend("HTMLBlock", node) }
        mutating func visitLinkReferenceDefinition(_ node: LinkReferenceDefinition) { descend("LinkReferenceDefinition", node) }
        mutating func visitFootnoteDefinition(_ node: FootnoteDefinition) { descend("FootnoteDefinition", node) }
        mutating func visitTable(_ node: Table) { descend("Table", node) }
        mutating func visitTableHead(_ node: Table.Head) { descend("Table.Head", node) }
        mutating func visitTableBody(_ node: Table.Body) { descend("Table.Body", node) }
        mutating func visitTableRow(_ node: Table.Row) { descend("Table.Row", node) }
        mutating func visitTableCell(_ node: Table.Cell) { descend("Table.Cell", node) }
        mutating func visitText(_ node: Text) { descend("Text", node) }
        mutating func visitSoftBreak(_ node: SoftBreak) { descend("SoftBreak", node) }
        mutating func visitLineBreak(_ node: LineBreak) { descend("LineBreak", node) }
        mutating func visitEmphasis(_ node: Emphasis) { descend("Emphasis", node) }
        mutating func visitStrong(_ node: Strong) { descend("Strong", node) }
        mutating func visitStrikethrough(_ node: Strikethrough) { descend("Strikethrough", node) }
        mutating func visitInlineCode(_ node: InlineCode) { descend("InlineCode", node) }
        mutating func visitInlineHTML(_ node: InlineHTML) { descend("InlineHTML", node) }
        mutating func visitLink(_ node: Link) { descend("Link", node) }
        mutating func visitImage(_ node: Image) { descend("Image", node) }
        mutating func visitBlockDirective(_ node: BlockDirective) { descend("BlockDirective", node) }
        mutating func visitSymbolLink(_ node: SymbolLink) { descend("SymbolLink", node) }
        mutating func visitFootnoteReference(_ node: FootnoteReference) { descend("FootnoteReference", node) }
        mutating func visitInlineMath(_ node: InlineMath) { descend("InlineMath", node) }
        mutating func visitMathBlock(_ node: MathBlock) { descend("MathBlock", node) }
        mutating func visitAlert(_ node: Alert) { descend("Alert", node) }
        mutating func visitAdmonition(_ node: Admonition) { descend("Admonition", node) }
        mutating func visitContentTab(_ node: ContentTab) { descend("ContentTab", node) }
        mutating func visitDefinitionList(_ node: DefinitionList) { descend("DefinitionList", node) }
        mutating func visitDefinitionTerm(_ node: DefinitionTerm) { descend("DefinitionTerm", node) }
        mutating func visitDefinitionDescription(_ node: DefinitionDescription) { descend("DefinitionDescription", node) }
        mutating func visitAttributeList(_ node: AttributeList) { descend("AttributeList", node) }
        mutating func visitSnippet(_ node: Snippet) { descend("Snippet", node) }
    }

    @Test func everyNodeTypeIsDispatchedToItsOwnMethod() {
        let document = Document(parsing: Self.everyKind)
        var recorder = Recorder()
        recorder.visit(document)
        // The method names match the dump's kind names, node for node, in document order.
        let dumpKinds = TreeDumper.dump(document).split(separator: "\n").map { line in
            String(line.drop { !$0.isLetter }.prefix { $0 != " " })
        }
        #expect(recorder.calls == dumpKinds)
        #expect(!recorder.calls.contains { $0.hasPrefix("default") })
        #expect(Set(recorder.calls).count == 29, "the sample should hold all 29 node kinds: \(Set(recorder.calls).sorted())")
    }

    @Test func doccNodesHaveTheirOwnMethods() {
        let document = Document(parsing: Self.everyDocCKind, options: .docc)
        var recorder = Recorder()
        recorder.visit(document)
        #expect(recorder.calls == ["Document", "BlockDirective", "Paragraph", "Text", "SymbolLink", "Text"])
    }

    @Test func gitHubNodesHaveTheirOwnMethods() {
        var recorder = Recorder()
        recorder.visit(Document(parsing: Self.everyGitHubKind))
        #expect(recorder.calls == ["Document", "Paragraph", "Text", "InlineMath", "Text", "MathBlock", "Alert",
                                   "Paragraph", "Text"])
    }

    @Test func mkDocsNodesHaveTheirOwnMethods() {
        var recorder = Recorder()
        recorder.visit(Document(parsing: Self.everyMkDocsKind, options: .mkdocs))
        #expect(recorder.calls == ["Document", "Admonition", "Paragraph", "Text", "ContentTab", "Paragraph", "Text",
                                   "DefinitionList", "DefinitionTerm", "Text", "DefinitionDescription", "Paragraph",
                                   "Text", "Heading", "Text", "AttributeList", "Snippet"])
    }

    @Test func unimplementedMethodsFallBackToDefaultVisit() {
        struct Counter: MarkupVisitor {
            var defaults = 0
            mutating func defaultVisit(_ markup: any Markup) -> Int {
                defaults += 1
                return markup.children.reduce(1) { total, child in total + visit(child) }
            }
        }
        var counter = Counter()
        let document = Document(parsing: Self.everyKind)
        let total = counter.visit(document)
        #expect(total == document.allNodes.count)
        #expect(counter.defaults == total)
    }

    @Test func visitorsReturnValues() {
        struct HeadingLevels: MarkupVisitor {
            mutating func defaultVisit(_ markup: any Markup) -> [Int] { markup.children.flatMap { visit($0) } }
            mutating func visitHeading(_ heading: Heading) -> [Int] { [heading.level] }
        }
        var visitor = HeadingLevels()
        #expect(visitor.visit(Document(parsing: "# a\n## b\n> ### c\n\nd\n===\n")) == [1, 2, 3, 1])
    }

    @Test func acceptCallsTheTypedMethod() throws {
        struct Kind: MarkupVisitor {
            mutating func defaultVisit(_ markup: any Markup) -> String { "other" }
            mutating func visitLink(_ link: Link) -> String { "link to \(link.destination)" }
        }
        let link = try #require(Document(parsing: "[x](/y)").nodes(of: Link.self).first)
        var visitor = Kind()
        #expect(link.accept(&visitor) == "link to /y")
        #expect(visitor.visit(link) == "link to /y")
        #expect(visitor.visit(Text("t")) == "other")
    }

    @Test func walkerVisitsEverything() {
        struct TextCollector: MarkupWalker {
            var texts: [String] = []
            mutating func visitText(_ text: Text) { texts.append(text.string) }
        }
        var walker = TextCollector()
        walker.visit(Document(parsing: "a *b* [c](/u)\n\n> d\n- e\n"))
        #expect(walker.texts == ["a ", "b", " ", "c", "d", "e"])
    }

    @Test func walkerSkipsChildrenWithoutDescendInto() {
        struct SkipQuotes: MarkupWalker {
            var texts: [String] = []
            var quotes = 0
            mutating func visitBlockQuote(_ quote: BlockQuote) { quotes += 1 }  // no descendInto
            mutating func visitText(_ text: Text) { texts.append(text.string) }
        }
        var walker = SkipQuotes()
        walker.visit(Document(parsing: "a\n\n> b\n> > c\n\nd\n"))
        #expect(walker.texts == ["a", "d"])
        #expect(walker.quotes == 1)
    }

    @Test func walkerDescendsWhenAsked() {
        struct CountNested: MarkupWalker {
            var depth = 0
            var deepest = 0
            mutating func visitBlockQuote(_ quote: BlockQuote) {
                depth += 1
                deepest = max(deepest, depth)
                descendInto(quote)
                depth -= 1
            }
        }
        var walker = CountNested()
        walker.visit(Document(parsing: "> a\n> > b\n> > > c\n\n> d\n"))
        #expect(walker.deepest == 3)
        #expect(walker.depth == 0)
    }
}
