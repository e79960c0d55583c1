import MarkdownSyntax
import Testing

/// Regression tests for parser bugs found while writing this suite (now fixed), with
/// cmark's output as the expectation, next to the neighbouring cases the fixes had to keep.
struct ParserRegressionTests {
    // Was a bug: when a block quote or list item starts on a line that could have continued a
    // paragraph, an indented code block at the start of the new container is read as a
    // paragraph. (BlockParser kept its "may be lazy" flag for the whole line;
    // cmark clears its `maybe_lazy` once a new container has been opened.)
    @Test(.bug(id: "indented-code-in-container-after-paragraph",
               "indented code at the start of a new container that interrupts a paragraph"),
          arguments: [
              ("p\n>     code\n", "<p>p</p>\n<blockquote>\n<pre><code>code\n</code></pre>\n</blockquote>\n"),
              ("p\n>\t\tcode\n", "<p>p</p>\n<blockquote>\n<pre><code>  code\n</code></pre>\n</blockquote>\n"),
              ("- p\n-     code\n", "<ul>\n<li>p</li>\n<li>\n<pre><code>code\n</code></pre>\n</li>\n</ul>\n"),
              ("p\n*     code\n", "<p>p</p>\n<ul>\n<li>\n<pre><code>code\n</code></pre>\n</li>\n</ul>\n"),
              ("p\n1.     code\n", "<p>p</p>\n<ol>\n<li>\n<pre><code>code\n</code></pre>\n</li>\n</ol>\n"),
          ])
    func indentedCodeInANewContainerAfterAParagraph(_ markdown: String, _ expected: String) {
        #expect(renderCommonMark(markdown) == expected)
        #expect(Document(parsing: markdown, options: .commonMark).nodes(of: CodeBlock.self).count == 1)
    }

    @Test(arguments: [
        // A lazy or continued paragraph inside the same container stays a paragraph.
        ("> p\n>     code\n", "<blockquote>\n<p>p\ncode</p>\n</blockquote>\n"),
        ("p\n    code\n", "<p>p\ncode</p>\n"),
        ("- p\n      more\n", "<ul>\n<li>p\nmore</li>\n</ul>\n"),
        // Without a paragraph before it, the container's indented code is found.
        (">     code\n", "<blockquote>\n<pre><code>code\n</code></pre>\n</blockquote>\n"),
        ("-     code\n", "<ul>\n<li>\n<pre><code>code\n</code></pre>\n</li>\n</ul>\n"),
        // Other blocks that start a new container after a paragraph are found.
        ("p\n> # h\n", "<p>p</p>\n<blockquote>\n<h1>h</h1>\n</blockquote>\n"),
    ])
    func containerStartsThatAlreadyWork(_ markdown: String, _ expected: String) {
        #expect(renderCommonMark(markdown) == expected)
    }

    // Was a bug: an HTML block whose line starts inside a tab that a container marker only partly
    // consumed keeps the tab character after the spaces standing for its remaining columns,
    // so `>\t<div>` gives "  \t<div>" instead of "  <div>" (every such line of the block).
    @Test(.bug(id: "html-block-partial-tab", "HTML block lines duplicate a partly consumed tab"),
          arguments: [
              (">\t<div>\n", "<blockquote>\n  <div>\n</blockquote>\n"),
              (">\t<div>\n>\tb\n", "<blockquote>\n  <div>\n  b\n</blockquote>\n"),
              ("- a\n\t <div>\n", "<ul>\n<li>a\n   <div>\n</li>\n</ul>\n"),
              ("- a\n\n\t<div>\n", "<ul>\n<li>\n<p>a</p>\n  <div>\n</li>\n</ul>\n"),
              (">\t<!-- c -->\n", "<blockquote>\n  <!-- c -->\n</blockquote>\n"),
          ])
    func htmlBlockAfterAPartlyConsumedTab(_ markdown: String, _ expected: String) {
        #expect(renderCommonMark(markdown) == expected)
    }

    @Test func htmlBlockRawTextAfterAPartlyConsumedTab() throws {
        let block = try #require(Document(parsing: ">\t<div>\n").nodes(of: HTMLBlock.self).first)
        #expect(block.rawHTML == "  <div>")
        #expect(block.sourceText == "\t<div>")
    }

    @Test(arguments: [
        // A tab after the marker's space is kept whole; a tab-indented code line loses only its indent.
        ("> \t<div>\n", "<blockquote>\n\t<div>\n</blockquote>\n"),
        ("> ```\n>\tcode\n> ```\n", "<blockquote>\n<pre><code>  code\n</code></pre>\n</blockquote>\n"),
        ("-\t\tcode\n", "<ul>\n<li>\n<pre><code>  code\n</code></pre>\n</li>\n</ul>\n"),
    ])
    func tabsThatAlreadyWork(_ markdown: String, _ expected: String) {
        #expect(renderCommonMark(markdown) == expected)
    }

    // Was a bug (GitHub compatibility): a line holding only `|` continues a table as an empty
    // row; cmark-gfm ends the table there and the line becomes a paragraph.
    @Test(.bug(id: "table-lone-pipe-row", "a lone `|` line is read as a table row"))
    func lonePipeLineEndsATable() {
        #expect(renderGFM("| a |\n|---|\n|\n")
                == "<table>\n<thead>\n<tr>\n<th>a</th>\n</tr>\n</thead>\n</table>\n<p>|</p>\n")
        #expect(renderGFM("| a |\n|---|\n| b\n|\nx\n") == """
            <table>
            <thead>
            <tr>
            <th>a</th>
            </tr>
            </thead>
            <tbody>
            <tr>
            <td>b</td>
            </tr>
            </tbody>
            </table>
            <p>|
            x</p>

            """)
    }

    @Test func rowsWithCellsStillContinueATable() throws {
        let table = try #require(Document(parsing: "| a |\n|---|\n| b\nc\n").child(at: 0) as? Table)
        #expect(table.body?.rows.map(\.plainText) == ["b", "c"])
    }

    /// Cells of letters, digits, hyphens and inner spaces are one text node each, as the
    /// inline parser makes them, with the cell's range.
    @Test func cellsOfWordsAndHyphensAreOneTextEach() throws {
        let text = "| a | b |\n|---|---|\n| --- | x-y z |\n| - | www-x |\n"
        let table = try #require(Document(parsing: text).child(at: 0) as? Table)
        let cells = try #require(table.body?.rows.flatMap { Array($0.cells) })
        #expect(cells.map { $0.childCount } == [1, 1, 1, 1])
        #expect(cells.map { ($0.child(at: 0) as? Text)?.string } == ["---", "x-y z", "-", "www-x"])
        let bytes = Array(text.utf8)
        #expect(cells.map { cell in cell.byteRange.map { String(decoding: bytes[$0], as: UTF8.self) } } == ["---", "x-y z", "-", "www-x"])
        #expect(cells.map { $0.child(at: 0)?.byteRange } == cells.map(\.byteRange))
    }
}
