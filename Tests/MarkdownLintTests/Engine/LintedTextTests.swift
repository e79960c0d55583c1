@testable import MarkdownLint
import MarkdownSyntax
import Testing

/// Rules read the source with comment text blanked through `withLintedBytes`, which copies
/// only the lines of the raw HTML holding comments. Read over any line or raw HTML node, it
/// must give exactly the bytes of the whole blanked copy (`lintedBytes`), and lines clear of
/// comments must be read from the source itself.
struct LintedTextTests {
    static let documents: [String] = [
        "# Title\n\n<!-- a comment\nover two lines -->\n\ntext <!-- inline --> more\n\nlast\n",
        "<div>\n<p>x</p>\n<!-- inside\n\ta block --> <img src=\"a.png\">\n</div>\n\nafter\n",
        "> - item <!-- in a list\n>   in a quote -->\n>\n> <!-- x -->\n",
        "line one\r\n<!-- crlf\r\ncomment -->\r\ntail\twith tab <!--\t-->\r\n",
        "<!-- unterminated\n\nstill html?\n",
        "text <!-- end -->",
        "no comments at all\n\n    code <!-- not html -->\n",
        "<a\nhref=\"x\">link</a> then <!-- on the second line -->\n",
    ]

    @Test(arguments: documents)
    func everyLineAndHTMLNodeReadsAsTheBlankedCopy(_ text: String) {
        let context = LintContext(path: "t.md", document: Document(parsing: text))
        let expected = context.lintedBytes
        var ranges = context.lines.map(\.range)
        ranges += context.lines.map { $0.range.lowerBound..<($0.range.upperBound + $0.lineEndingLength) }
        ranges += context.nodes.htmlBlocks.compactMap(\.byteRange)
        ranges += context.nodes.inlineHTML.compactMap(\.byteRange)
        context.withLintedBytes { linted in
            for range in ranges {
                let read = Array(linted.buffer(for: range)[range])
                #expect(read == Array(expected[range]), "at \(range) of \(text.debugDescription)")
            }
        }
    }

    @Test func linesClearOfCommentsAreReadFromTheSource() {
        let text = "first\n\n<!-- one\ntwo -->\n\nsome <!-- x --> text\n\nlast\n"
        let context = LintContext(path: "t.md", document: Document(parsing: text))
        let commentLines: Set<Int> = [3, 4, 6]
        #expect(context.lintedBytes != context.bytes)
        context.withLintedBytes { linted in
            for line in context.lines {
                let fromSource = linted.buffer(for: line.range).baseAddress == linted.sourceBytes.baseAddress
                #expect(fromSource == !commentLines.contains(line.number), "line \(line.number)")
            }
        }
    }

    @Test func theCommentTextIsBlankedWithLineEndingsKept() {
        let context = LintContext(path: "t.md", document: Document(parsing: "a <!-- b\r\nc --> d\n"))
        #expect(String(decoding: context.lintedBytes, as: UTF8.self) == "a <!--..\r\n..--> d\n")
    }
}
