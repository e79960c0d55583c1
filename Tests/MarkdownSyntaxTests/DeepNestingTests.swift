import MarkdownSyntax
import Testing

/// Anything a user can nest, nested 100,000 deep: parsing, rendering, dumping, walking and
/// rewriting must not overflow the stack. Nesting is capped at the documented depth and
/// deeper markers are read as text.
struct DeepNestingTests {
    static let depth = 100_000
    static let cap = ParseOptions.defaultMaximumNestingDepth

    /// The longest chain of nested `T` nodes in the tree.
    static func chainLength<T: Markup>(of type: T.Type, in root: any Markup) -> Int {
        var deepest = 0
        var pending: [(node: any Markup, run: Int)] = [(root, 0)]
        while let (node, run) = pending.popLast() {
            let current = node is T ? run + 1 : run
            deepest = max(deepest, current)
            for child in node.children { pending.append((child, current)) }
        }
        return deepest
    }

    /// Nodes on the longest root-to-leaf path.
    static func height(of root: any Markup) -> Int {
        var deepest = 0
        var pending: [(node: any Markup, level: Int)] = [(root, 1)]
        while let (node, level) = pending.popLast() {
            deepest = max(deepest, level)
            for child in node.children { pending.append((child, level + 1)) }
        }
        return deepest
    }

    /// Parses, renders, dumps and walks; returns the document and its HTML.
    static func exercise(_ markdown: String, options: ParseOptions = .gfm) -> (Document, String) {
        let document = Document(parsing: markdown, options: options)
        let html = HTMLRenderer(flavor: options.flavor).render(document)
        let dump = TreeDumper.dump(document)
        let startsWithDocument = dump.hasPrefix("Document @1:1")
        #expect(startsWithDocument)
        struct Counter: MarkupWalker {
            var count = 0
            mutating func defaultVisit(_ markup: any Markup) { count += 1; descendInto(markup) }
        }
        var counter = Counter()
        counter.visit(document)
        #expect(counter.count == document.allNodes.count)
        #expect(TreeInvariants.violations(in: document).isEmpty)
        return (document, html)
    }

    static func occurrences(of needle: String, in haystack: String) -> Int {
        haystack.components(separatedBy: needle).count - 1
    }

    @Test func blockQuoteMarkersWithoutSpaces() throws {
        let (document, html) = Self.exercise(String(repeating: ">", count: Self.depth) + " a\n")
        #expect(Self.chainLength(of: BlockQuote.self, in: document) == Self.cap)
        #expect(Self.occurrences(of: "<blockquote>", in: html) == Self.cap)
        // The markers past the cap are the innermost paragraph's text.
        let text = try #require(document.nodes(of: Paragraph.self).first?.plainText)
        let isRest = text == String(repeating: ">", count: Self.depth - Self.cap) + " a"
        #expect(isRest, "the text should be the markers past the cap")
    }

    @Test func blockQuoteMarkersWithSpaces() {
        let (document, html) = Self.exercise(String(repeating: "> ", count: Self.depth) + "a\n")
        #expect(Self.chainLength(of: BlockQuote.self, in: document) == Self.cap)
        let hasRest = html.contains("&gt; &gt; a</p>")
        #expect(hasRest)
    }

    @Test func bulletListMarkers() {
        let (document, html) = Self.exercise(String(repeating: "- ", count: Self.depth) + "a\n")
        #expect(Self.chainLength(of: UnorderedList.self, in: document) == Self.cap)
        #expect(Self.chainLength(of: ListItem.self, in: document) == Self.cap)
        #expect(Self.occurrences(of: "<ul>", in: html) == Self.cap)
        let hasRest = html.contains("- - a")
        #expect(hasRest)
    }

    @Test func orderedListMarkers() {
        let (document, _) = Self.exercise(String(repeating: "1. ", count: Self.depth) + "a\n")
        #expect(Self.chainLength(of: OrderedList.self, in: document) == Self.cap)
    }

    @Test func alternatingQuotesAndLists() {
        let (document, _) = Self.exercise(String(repeating: "> - ", count: Self.depth) + "a\n")
        let quotes = Self.chainLength(of: BlockQuote.self, in: document)
        let lists = Self.chainLength(of: UnorderedList.self, in: document)
        #expect(quotes + lists == Self.cap)
    }

    @Test func footnoteDefinitions() {
        // Distinct labels, so the markers read as text past the cap are not references.
        let markdown = (1...Self.depth).map { "[^\($0)]: " }.joined() + "x\n"
        let (document, html) = Self.exercise(markdown)
        #expect(Self.chainLength(of: FootnoteDefinition.self, in: document) == Self.cap)
        #expect(document.nodes(of: FootnoteReference.self).isEmpty)
        let rendersNothing = html.isEmpty  // no definition is referenced
        #expect(rendersNothing)
    }

    @Test func emphasisDelimiterRuns() {
        let half = Self.depth / 2
        let markdown = String(repeating: "*", count: half) + "a" + String(repeating: "*", count: half) + "\n"
        let (document, html) = Self.exercise(markdown)
        #expect(Self.height(of: document) <= Self.cap + 4)
        let hasText = html.contains("a")
        #expect(hasText)
    }

    @Test func nestedEmphasis() {
        let markdown = String(repeating: "*a ", count: Self.depth) + "b" + String(repeating: " a*", count: Self.depth) + "\n"
        let (document, html) = Self.exercise(markdown)
        #expect(Self.chainLength(of: Emphasis.self, in: document) <= Self.cap)
        #expect(Self.chainLength(of: Emphasis.self, in: document) >= Self.cap / 2)
        let hasText = html.contains("b")
        #expect(hasText)
    }

    @Test func nestedImages() {
        let markdown = String(repeating: "![", count: Self.depth) + "a" + String(repeating: "](u)", count: Self.depth) + "\n"
        let (document, html) = Self.exercise(markdown)
        #expect(Self.chainLength(of: Image.self, in: document) <= Self.cap)
        #expect(Self.chainLength(of: Image.self, in: document) >= 1)
        let isOneImage = html.hasPrefix("<p><img src=\"u\" alt=\"") && html.hasSuffix("\" /></p>\n")
        #expect(isOneImage)
    }

    @Test func nestedLinkBrackets() {
        let markdown = String(repeating: "[", count: Self.depth) + "a" + String(repeating: "](u)", count: Self.depth) + "\n"
        let (document, html) = Self.exercise(markdown)
        // Links cannot contain links: only the innermost one is a link.
        #expect(document.nodes(of: Link.self).count == 1)
        let hasLink = html.contains("<a href=\"u\">a</a>")
        #expect(hasLink)
    }

    @Test func nestedStrikethrough() {
        let markdown = String(repeating: "~~a ", count: Self.depth) + "b" + String(repeating: " a~~", count: Self.depth) + "\n"
        let (document, _) = Self.exercise(markdown)
        #expect(Self.chainLength(of: Strikethrough.self, in: document) <= Self.cap)
    }

    @Test func customCapIsHonoured() {
        let options = ParseOptions(maximumNestingDepth: 5)
        let document = Document(parsing: String(repeating: ">", count: 50) + " a\n", options: options)
        #expect(Self.chainLength(of: BlockQuote.self, in: document) == 5)
        #expect(ParseOptions(maximumNestingDepth: 0).maximumNestingDepth == 1)
        #expect(ParseOptions().maximumNestingDepth == Self.cap)
    }

    @Test func rewritingADeepTree() {
        struct Upper: MarkupRewriter {
            mutating func visitText(_ text: Text) -> (any Markup)? { Text(text.string.uppercased()) }
        }
        let document = Document(parsing: String(repeating: "> ", count: Self.depth) + "a\n")
        var rewriter = Upper()
        let rewritten = rewriter.rewrite(document)
        #expect(Self.chainLength(of: BlockQuote.self, in: rewritten) == Self.cap)
        let html = HTMLRenderer().render(rewritten)
        let upper = html.contains("&gt; A</p>")
        #expect(upper)
    }
}
