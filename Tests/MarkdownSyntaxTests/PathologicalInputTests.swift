import MarkdownSyntax
import Testing

/// Inputs known to make Markdown parsers slow or crash (long delimiter runs, unclosed
/// constructs, many definitions, huge tables), at about 100 KB each: each must parse,
/// render and dump, and come out with the expected structure. No timing assertions.
struct PathologicalInputTests {
    static let size = 100_000

    /// Inputs of many lines make many nodes; they are kept smaller so debug runs stay fast.
    static let linesSize = 25_000

    static func repeated(_ unit: String, prefix: String = "", suffix: String = "\n", size: Int = size) -> String {
        prefix + String(repeating: unit, count: max(1, size / unit.utf8.count)) + suffix
    }

    /// A named input and a fragment its HTML must contain.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var markdown: String
        var expected: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "star run in text", markdown: "a" + repeated("*", suffix: "b\n"), expected: "a***"),
        Case(name: "underscore run in text", markdown: "a" + repeated("_", suffix: "b\n"), expected: "a___"),
        Case(name: "tilde run in text", markdown: "a" + repeated("~", suffix: "b\n"), expected: "a~~~"),
        Case(name: "emphasis closers without openers", markdown: repeated("a_ "), expected: "<p>a_ a_ "),
        Case(name: "emphasis openers without closers", markdown: repeated("_a "), expected: "<p>_a _a "),
        Case(name: "mixed openers", markdown: repeated("*a_ "), expected: "<p>*a_ *a_ "),
        Case(name: "open brackets", markdown: repeated("["), expected: "<p>[[[["),
        Case(name: "link openers", markdown: repeated("[a"), expected: "<p>[a[a"),
        Case(name: "link closers", markdown: repeated("a]"), expected: "<p>a]a]"),
        Case(name: "brackets and parens", markdown: repeated("[(]("), expected: "<p>[(]([(]("),
        Case(name: "unclosed angle destinations", markdown: repeated("[a](<b"), expected: "<p>[a](&lt;b[a]"),
        Case(name: "unclosed destinations", markdown: repeated("[a](b"), expected: "<p>[a](b[a](b"),
        Case(name: "unclosed titles", markdown: repeated("[a](b \""), expected: "<p>[a](b &quot;[a]"),
        Case(name: "backtick run", markdown: "a" + repeated("`"), expected: "<p>a````"),
        Case(name: "unmatched backtick strings", markdown: repeated("a`", size: linesSize), expected: "<code>"),
        Case(name: "growing backtick strings",
             markdown: (1...440).map { String(repeating: "`", count: $0) + "a" }.joined() + "\n", expected: "<p>`a``a"),
        Case(name: "less-than run", markdown: repeated("<"), expected: "<p>&lt;&lt;&lt;"),
        Case(name: "unclosed tags", markdown: repeated("<a ", prefix: "x "), expected: "<p>x &lt;a &lt;a "),
        Case(name: "unclosed comments", markdown: repeated("<!--", prefix: "x "), expected: "<p>x &lt;!--&lt;!--"),
        Case(name: "unclosed processing instructions", markdown: repeated("<?", prefix: "x "), expected: "<p>x &lt;?&lt;?"),
        Case(name: "unclosed declarations", markdown: repeated("<!A ", prefix: "x "), expected: "<p>x &lt;!A &lt;!A "),
        Case(name: "unclosed CDATA", markdown: repeated("<![CDATA[", prefix: "x "), expected: "<p>x &lt;![CDATA["),
        Case(name: "ampersand run", markdown: repeated("&"), expected: "<p>&amp;&amp;&amp;"),
        Case(name: "unfinished numeric references", markdown: repeated("&#"), expected: "<p>&amp;#&amp;#"),
        Case(name: "backslash run", markdown: repeated("\\", suffix: "x\n"), expected: "<p>\\\\\\"),
        Case(name: "www runs", markdown: repeated("www."), expected: "<p><a href=\"http://www.www.www."),
        Case(name: "email-like runs", markdown: repeated("a@"), expected: "<p>a@a@"),
        Case(name: "open parens in a URL", markdown: repeated("(", prefix: "www.example.com/"),
             expected: "<a href=\"http://www.example.com/"),
        Case(name: "unclosed HTML block", markdown: repeated("<div>\n", suffix: "", size: linesSize), expected: "<div>\n<div>\n"),
        Case(name: "unclosed fence", markdown: "```\n" + repeated("x\n", suffix: "", size: linesSize), expected: "<pre><code>x\nx\n"),
        Case(name: "many list items", markdown: repeated("- a\n", suffix: "", size: linesSize), expected: "<ul>\n<li>a</li>\n"),
        Case(name: "lazy quote lines", markdown: repeated("> a\nb\n", suffix: "", size: linesSize), expected: "<blockquote>\n<p>a\nb\na"),
        Case(name: "long setext heading", markdown: repeated("a\n", suffix: "===\n", size: linesSize), expected: "<h1>a\na\n"),
        Case(name: "hard breaks", markdown: repeated("a  \n", suffix: "b\n", size: linesSize), expected: "<p>a<br />\na<br />"),
        Case(name: "blank lines", markdown: repeated("\n", suffix: "x\n", size: linesSize), expected: "<p>x</p>"),
        Case(name: "tabs", markdown: repeated("\t", suffix: "x\n"), expected: "<pre><code>"),
        Case(name: "staircase of list indents", markdown: (0..<300).map { String(repeating: " ", count: 2 * $0) + "- a\n" }.joined(),
             expected: "<ul>\n<li>a\n<ul>"),
    ]

    @Test(arguments: cases)
    func parsesRendersAndDumps(_ testCase: Case) {
        let document = Document(parsing: testCase.markdown)
        let html = HTMLRenderer().render(document)
        let dump = TreeDumper.dump(document)
        let found = html.contains(testCase.expected)
        #expect(found, "\(testCase.name): HTML should contain \(testCase.expected.debugDescription)")
        let dumpStarts = dump.hasPrefix("Document @1:1")
        #expect(dumpStarts)
        let problems = TreeInvariants.violations(in: document)
        #expect(problems.isEmpty, "\(testCase.name): \(problems.prefix(3))")
        // CommonMark mode must cope as well.
        let commonMark = HTMLRenderer(flavor: .commonMark).render(Document(parsing: testCase.markdown, options: .commonMark))
        let rendered = !commonMark.isEmpty
        #expect(rendered)
    }

    @Test func unclosedLinksLeaveEveryCharacterAsText() throws {
        let markdown = Self.repeated("[a](b", suffix: "")
        let document = Document(parsing: markdown)
        #expect(document.nodes(of: Link.self).isEmpty)
        let text = try #require(document.child(at: 0)).plainText
        let intact = text == markdown
        #expect(intact)
    }

    @Test func ampersandsAndBackslashesDecodeExactly() throws {
        let ampersands = Self.repeated("&", suffix: "")
        let html = renderGFM(ampersands)
        #expect(html.utf8.count == "<p></p>\n".utf8.count + ampersands.utf8.count * "&amp;".utf8.count)
        let backslashes = String(repeating: "\\", count: 50_000) + "x"
        let text = try #require(Document(parsing: backslashes).child(at: 0)).plainText
        #expect(text.utf8.count == 25_001)  // each pair is an escaped backslash
    }

    @Test func thousandsOfReferenceDefinitions() throws {
        let count = 5_000
        let definitions = (0..<count).map { "[label \($0)]: /url/\($0) \"title \($0)\"\n" }.joined()
        let uses = (0..<count).map { "[label \($0)]" }.joined(separator: " ")
        let document = Document(parsing: definitions + "\n" + uses + "\n")
        #expect(document.nodes(of: LinkReferenceDefinition.self).count == count)
        let links = document.nodes(of: Link.self)
        #expect(links.count == count)
        #expect(links.first?.destination == "/url/0")
        #expect(links.last?.destination == "/url/\(count - 1)")
        #expect(links.last?.title == "title \(count - 1)")
        #expect(links.allSatisfy { $0.form == .shortcutReference })
    }

    @Test func oneDefinitionUsedManyTimesAndDuplicated() {
        let markdown = Self.repeated("[a]: /second\n", prefix: "[a]: /first\n\n", suffix: "\n")
            + String(repeating: "[a] ", count: 10_000) + "\n"
        let document = Document(parsing: markdown)
        let links = document.nodes(of: Link.self)
        #expect(links.count == 10_000)
        #expect(links.allSatisfy { $0.destination == "/first" })
    }

    @Test func manyFootnoteReferences() {
        let markdown = "[^a]: note\n\n" + String(repeating: "[^a] ", count: 5_000) + "\n"
        let document = Document(parsing: markdown)
        #expect(document.nodes(of: FootnoteReference.self).count == 5_000)
        let html = renderGFM(markdown)
        let lastBackref = html.contains("href=\"#fnref-a-5000\"")
        #expect(lastBackref)
        #expect(html.components(separatedBy: "class=\"footnote-backref\"").count - 1 == 5_000)
    }

    @Test func wideTable() throws {
        let columns = 10_000
        let markdown = String(repeating: "| h ", count: columns) + "|\n" + String(repeating: "|:-:", count: columns) + "|\n"
            + String(repeating: "| c ", count: columns) + "|\n"
        let table = try #require(Document(parsing: markdown).child(at: 0) as? Table)
        #expect(table.columnCount == columns)
        #expect(table.head.cells.count == columns)
        #expect(table.body?.rows.first?.cells.count == columns)
        #expect(table.columnAlignments.allSatisfy { $0 == .center })
        #expect(renderGFM(markdown).components(separatedBy: "<td align=\"center\">c</td>").count - 1 == columns)
    }

    @Test func longTable() throws {
        let rows = 15_000
        let markdown = "| a | b |\n|---|--:|\n" + (0..<rows).map { "| \($0) | x |\n" }.joined()
        let table = try #require(Document(parsing: markdown).child(at: 0) as? Table)
        let body = try #require(table.body)
        #expect(body.rows.count == rows)
        #expect(body.rows.last?.cells.first?.plainText == "\(rows - 1)")
        #expect(body.rows.last?.range?.lowerBound.line == rows + 2)
    }

    @Test func shortRowsArePaddedToTheHeaderWidth() throws {
        let columns = 200
        let markdown = String(repeating: "|a", count: columns) + "|\n" + String(repeating: "|-", count: columns) + "|\n"
            + String(repeating: "|b|\n", count: 200)
        let table = try #require(Document(parsing: markdown).child(at: 0) as? Table)
        let rows = try #require(table.body).rows
        #expect(rows.count == 200)
        #expect(rows.allSatisfy { $0.cells.count == columns })
        // The padding cells are empty and have empty ranges at the end of their row.
        let padding = rows[0].cells[1]
        #expect(padding.childCount == 0)
        #expect(padding.byteRange?.isEmpty == true)
    }

    /// cmark-gfm ends a table once padding its short rows has added more than 0x80000 empty
    /// cells (the row that would add more is not a row): 999 per row under 1,000 columns
    /// allow 525 rows, and the lines after them are a paragraph.
    @Test func paddingShortRowsEndsTheTableWhereCmarkGFMDoes() throws {
        let columns = 1_000
        let markdown = String(repeating: "|a", count: columns) + "|\n" + String(repeating: "|-", count: columns) + "|\n"
            + (0..<600).map { "b\($0)\n" }.joined()
        let document = Document(parsing: markdown)
        let table = try #require(document.child(at: 0) as? Table)
        let rows = try #require(table.body).rows
        #expect(rows.count == 525)
        #expect(rows.last?.cells.count == columns)
        let rest = try #require(document.child(at: 1) as? Paragraph)
        #expect(rest.plainText.hasPrefix("b525\nb526"))
        #expect(document.childCount == 2)
    }
}
