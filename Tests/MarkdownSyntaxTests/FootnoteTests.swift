import MarkdownSyntax
import Testing

/// GFM footnotes: references, definitions kept in the tree, and the footnotes section
/// cmark-gfm (and so GitHub) renders.
struct FootnoteTests {
    static func backref(_ label: String, _ index: Int = 1) -> String {
        let suffix = index == 1 ? "" : "-\(index)"
        let mark = index == 1 ? "↩" : "↩<sup class=\"footnote-ref\">\(index)</sup>"
        return "<a href=\"#fnref-\(label)\(suffix)\" class=\"footnote-backref\" data-footnote-backref "
            + "aria-label=\"Back to content\">\(mark)</a>"
    }

    static func ref(_ label: String, _ number: Int, _ index: Int = 1) -> String {
        let suffix = index == 1 ? "" : "-\(index)"
        return "<sup class=\"footnote-ref\"><a href=\"#fn-\(label)\" id=\"fnref-\(label)\(suffix)\" "
            + "data-footnote-ref>\(number)</a></sup>"
    }

    @Test func singleFootnote() {
        #expect(renderGFM("a[^1]\n\n[^1]: x\n") == """
            <p>a\(Self.ref("1", 1))</p>
            <section class="footnotes" data-footnotes>
            <ol>
            <li id="fn-1">
            <p>x \(Self.backref("1"))</p>
            </li>
            </ol>
            </section>

            """)
    }

    @Test func numberedByFirstReferenceNotByDefinitionOrder() {
        #expect(renderGFM("b[^b] a[^a]\n\n[^a]: A\n[^b]: B\n") == """
            <p>b\(Self.ref("b", 1)) a\(Self.ref("a", 2))</p>
            <section class="footnotes" data-footnotes>
            <ol>
            <li id="fn-b">
            <p>B \(Self.backref("b"))</p>
            </li>
            <li id="fn-a">
            <p>A \(Self.backref("a"))</p>
            </li>
            </ol>
            </section>

            """)
    }

    @Test func repeatedReferencesGetNumberedIDsAndBackrefs() {
        #expect(renderGFM("a[^1] b[^x] c[^1]\n\n[^1]: one\n[^x]: two\n[^u]: unused\n") == """
            <p>a\(Self.ref("1", 1)) b\(Self.ref("x", 2)) c\(Self.ref("1", 1, 2))</p>
            <section class="footnotes" data-footnotes>
            <ol>
            <li id="fn-1">
            <p>one \(Self.backref("1")) \(Self.backref("1", 2))</p>
            </li>
            <li id="fn-x">
            <p>two \(Self.backref("x"))</p>
            </li>
            </ol>
            </section>

            """)
    }

    @Test func unreferencedDefinitionsAreOmittedButKeptInTheTree() throws {
        let markdown = "Text.\n\n[^unused]: Never shown.\n\nMore.\n"
        #expect(renderGFM(markdown) == "<p>Text.</p>\n<p>More.</p>\n")
        let document = Document(parsing: markdown)
        #expect(document.childCount == 3)
        let definition = try #require(document.child(at: 1) as? FootnoteDefinition)
        #expect(definition.label == "unused")
        #expect(definition.sourceText == "[^unused]: Never shown.")
        #expect(definition.range?.lowerBound.line == 3)
        #expect(definition.plainText == "Never shown.")
    }

    @Test func definitionsStayWhereWritten() throws {
        let document = Document(parsing: "[^a]: first\n\npara[^a]\n\n> [^b]: quoted\n")
        #expect(document.child(at: 0) is FootnoteDefinition)
        #expect(document.child(at: 1) is Paragraph)
        let quote = try #require(document.child(at: 2) as? BlockQuote)
        let inner = try #require(quote.child(at: 0) as? FootnoteDefinition)
        #expect(inner.label == "b")
        let reference = try #require(document.nodes(of: FootnoteReference.self).first)
        #expect(reference.label == "a")
        #expect(reference.sourceText == "[^a]")
    }

    @Test func lastBlockNotAParagraphPutsBackrefsOnTheirOwnLine() {
        #expect(renderGFM("x[^n] y[^n]\n\n[^n]: - item\n") == """
            <p>x\(Self.ref("n", 1)) y\(Self.ref("n", 1, 2))</p>
            <section class="footnotes" data-footnotes>
            <ol>
            <li id="fn-n">
            <ul>
            <li>item</li>
            </ul>
            \(Self.backref("n")) \(Self.backref("n", 2))
            </li>
            </ol>
            </section>

            """)
    }

    @Test func multiParagraphDefinition() {
        #expect(renderGFM("x[^n]\n\n[^n]: para\n\n    more\n") == """
            <p>x\(Self.ref("n", 1))</p>
            <section class="footnotes" data-footnotes>
            <ol>
            <li id="fn-n">
            <p>para</p>
            <p>more \(Self.backref("n"))</p>
            </li>
            </ol>
            </section>

            """)
    }

    @Test func labelsMatchCaseInsensitivelyAndIDsUseTheDefinitionLabel() {
        #expect(renderGFM("x[^Note]\n\n[^note]: n\n") == """
            <p>x\(Self.ref("note", 1))</p>
            <section class="footnotes" data-footnotes>
            <ol>
            <li id="fn-note">
            <p>n \(Self.backref("note"))</p>
            </li>
            </ol>
            </section>

            """)
    }

    @Test func nonASCIILabelsArePercentEncodedInIDs() {
        #expect(renderGFM("a[^é]\n\n[^é]: u\n").contains("<li id=\"fn-%C3%A9\">"))
        #expect(renderGFM("a[^é]\n\n[^é]: u\n").contains("id=\"fnref-%C3%A9\""))
    }

    @Test func firstDefinitionOfALabelWins() {
        let html = renderGFM("x[^1]\n\n[^1]: first\n[^1]: second\n")
        #expect(html.contains("<p>first "))
        #expect(!html.contains("second"))
    }

    @Test func referenceWithoutDefinitionIsText() throws {
        #expect(renderGFM("x[^nope] y\n") == "<p>x[^nope] y</p>\n")
        #expect(Document(parsing: "x[^nope] y\n").nodes(of: FootnoteReference.self).isEmpty)
    }

    @Test func referencesInsideDefinitionsAreNumberedWhereTheDefinitionStands() {
        #expect(renderGFM("x[^1]\n\n[^1]: a[^2]\n[^2]: b\n") == """
            <p>x\(Self.ref("1", 1))</p>
            <section class="footnotes" data-footnotes>
            <ol>
            <li id="fn-1">
            <p>a\(Self.ref("2", 2)) \(Self.backref("1"))</p>
            </li>
            <li id="fn-2">
            <p>b \(Self.backref("2"))</p>
            </li>
            </ol>
            </section>

            """)
    }

    @Test func aDefinitionBeforeTheTextNumbersItsReferencesFirst() {
        // The renderer numbers references as it meets them, and those of a definition where
        // the definition stands, though the definition renders at the end.
        #expect(renderGFM("[^a]: see[^b]\n\nx[^b] y[^a]\n\n[^b]: B\n") == """
            <p>x\(Self.ref("b", 1, 2)) y\(Self.ref("a", 2))</p>
            <section class="footnotes" data-footnotes>
            <ol>
            <li id="fn-b">
            <p>B \(Self.backref("b")) \(Self.backref("b", 2))</p>
            </li>
            <li id="fn-a">
            <p>see\(Self.ref("b", 1)) \(Self.backref("a"))</p>
            </li>
            </ol>
            </section>

            """)
    }

    @Test func commonMarkReadsFootnoteSyntaxAsLinkReferences() throws {
        #expect(renderCommonMark("a[^1]\n\n[^1]: x\n") == "<p>a<a href=\"x\">^1</a></p>\n")
        let document = Document(parsing: "a[^1]\n\n[^1]: x\n", options: .commonMark)
        #expect(document.nodes(of: FootnoteDefinition.self).isEmpty)
        #expect(document.nodes(of: LinkReferenceDefinition.self).first?.label == "^1")
    }

    @Test func builtFootnotesRender() {
        let document = Document {
            Paragraph { "See"; FootnoteReference(label: "n") }
            FootnoteDefinition(label: "n") { "Built note." }
        }
        #expect(HTMLRenderer().render(document) == """
            <p>See\(Self.ref("n", 1))</p>
            <section class="footnotes" data-footnotes>
            <ol>
            <li id="fn-n">
            <p>Built note. \(Self.backref("n"))</p>
            </li>
            </ol>
            </section>

            """)
    }
}
