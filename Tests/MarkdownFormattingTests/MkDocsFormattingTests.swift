import MarkdownFormatting
import MarkdownSyntax
import Testing

/// `fmt` in MkDocs files: what Python-Markdown needs stays (four-space nesting, admonition and
/// tab bodies, blank lines), and the Markdown inside containers is formatted like any other.
struct MkDocsFormattingTests {
    private func format(_ markdown: String) -> String {
        let document = Document(parsing: markdown, options: .mkdocs)
        let output = MarkdownFormatter().format(document)
        let again = Document(parsing: output, options: .mkdocs)
        #expect(FormatValidation.differences(between: document, and: again).isEmpty, "\(output)")
        #expect(MarkdownFormatter().format(again) == output, "idempotent")
        return output
    }

    @Test func admonitionBodiesStayIndentedAndAreFormatted() {
        #expect(format("!!! note \"Title\"\n    Body __strong__.\n\n    * item\n") ==
                "!!! note \"Title\"\n    Body **strong**.\n\n    -   item\n")
        #expect(format("??? tip\n\n        code, not a fence\n") == "??? tip\n\n        code, not a fence\n")
    }

    @Test func listsNestFourSpacesIn() {
        #expect(format("* a\n\n    * b\n") == "-   a\n\n    -   b\n")
        #expect(format("1. one\n2. two\n") == "1.  one\n2.  two\n")
    }

    @Test func tabsDefinitionsAttributeListsAndSnippetsAreKept() {
        let markdown = "=== \"One\"\n    Text.\n\nTerm\n:   Definition.\n\n## Head { #id .cls }\n\n--8<-- \"part.md\"\n"
        #expect(format(markdown) == markdown)
    }

    @Test func blankLinesPythonMarkdownReadsStayAsWritten() {
        // Without the blank line, `- x` is paragraph text in Python-Markdown.
        let glued = format("Para.\n- x\n")
        #expect(Document(parsing: glued, options: .mkdocs).nodes(of: UnorderedList.self).isEmpty)
        #expect(format("Para.\n\n- x\n") == "Para.\n\n-   x\n")
    }

    @Test func rawHTMLBlocksAtTheStartOfALineStayThere() {
        // Python-Markdown stores `<!-- c -->` at two spaces as a block (and `d* e` becomes a
        // paragraph after the list); at the item's four spaces it would be inline.
        #expect(format("- a *b\n  <!-- c --> d* e\n") == "-   a *b\n  <!-- c --> d* e\n")
        #expect(format("- a\n  <div>x</div>\n") == "-   a\n  <div>x</div>\n")
        // Further in, it is inline and goes to the item's indentation, no further.
        #expect(format("- a\n      <!-- c -->\n") == "-   a\n    <!-- c -->\n")
    }

    @Test func unclosedFencesStayUnclosed() {
        #expect(format("Text\n\n```\ncode\n") == "Text\n\n```\ncode\n")
    }
}

extension Markup {
    fileprivate func nodes<T: Markup>(of type: T.Type) -> [T] {
        var result: [T] = []
        var pending: [any Markup] = [self]
        while let node = pending.popLast() {
            if let match = node as? T { result.append(match) }
            pending.append(contentsOf: node.children.reversed())
        }
        return result
    }
}
