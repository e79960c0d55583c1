import MarkdownSyntax
import Testing

/// Regression tests for the GFM inline bugs of issue 12, found by differential fuzzing
/// against cmark-gfm, with the neighbouring cases each fix had to keep.
struct GFMInlineRegressionTests {
    // MARK: Email autolinks in decoded text

    // Was a bug: extended email (and `mailto:`/`xmpp:`) autolinks were looked for in the
    // source, so an escape or a character reference cut the address short, or a stray
    // backslash was left in front of it; GFM finds them in text nodes, decoded.
    @Test(.bug(id: "issue-12-email-decoded", "email autolinks found in the source, not the decoded text"),
          arguments: [
              ("foo\\_bar@example.com", #"<p><a href="mailto:foo_bar@example.com">foo_bar@example.com</a></p>"#),
              // CommonMark example 606 (no autolink there), under GFM.
              ("<foo\\+@bar.example.com>", #"<p>&lt;<a href="mailto:foo+@bar.example.com">foo+@bar.example.com</a>&gt;</p>"#),
              ("&#x41;@b.cd", #"<p><a href="mailto:A@b.cd">A@b.cd</a></p>"#),
              ("a@b.cd\\-", "<p>a@b.cd-</p>"),  // the address would end in `-`
              ("foo@bar.com\\_", "<p>foo@bar.com_</p>"),  // … or in `_`
              ("\\_foo@a.com", #"<p><a href="mailto:_foo@a.com">_foo@a.com</a></p>"#),
              ("a\\@b.cd", #"<p><a href="mailto:a@b.cd">a@b.cd</a></p>"#),
              ("a&#64;b.cd", #"<p><a href="mailto:a@b.cd">a@b.cd</a></p>"#),
              ("a&#46;b@c.de", #"<p><a href="mailto:a.b@c.de">a.b@c.de</a></p>"#),
              ("x&fjlig;@a.com", #"<p><a href="mailto:xfj@a.com">xfj@a.com</a></p>"#),
              ("a@b.cd\\.", #"<p><a href="mailto:a@b.cd">a@b.cd</a>.</p>"#),
              ("a\\@b.cd\\@e.fg", #"<p>a@<a href="mailto:b.cd@e.fg">b.cd@e.fg</a></p>"#),
              ("mailto:foo\\_bar@example.com",
               #"<p><a href="mailto:foo_bar@example.com">mailto:foo_bar@example.com</a></p>"#),
              ("mailto&#58;a@b.cd", #"<p><a href="mailto:a@b.cd">mailto:a@b.cd</a></p>"#),
              ("xmpp:a\\_b@c.de/r", #"<p><a href="xmpp:a_b@c.de/r">xmpp:a_b@c.de/r</a></p>"#),
          ])
    func emailAutolinksInDecodedText(_ markdown: String, _ expected: String) {
        #expect(renderGFM(markdown) == expected + "\n")
    }

    @Test(arguments: [
        ("a@b.cd x@y.zz", #"<p><a href="mailto:a@b.cd">a@b.cd</a> <a href="mailto:x@y.zz">x@y.zz</a></p>"#),
        ("a*b*c@d.ef", #"<p>a<em>b</em><a href="mailto:c@d.ef">c@d.ef</a></p>"#),
        ("a@b.com&amp;", #"<p><a href="mailto:a@b.com">a@b.com</a>&amp;</p>"#),
        // A protocol is part of the link only when it is not glued to a word, and is lowercase.
        ("amailto:a@b.cd", #"<p>amailto:<a href="mailto:a@b.cd">a@b.cd</a></p>"#),
        ("MAILTO:a@b.cd", #"<p>MAILTO:<a href="mailto:a@b.cd">a@b.cd</a></p>"#),
        ("[mailto:a@b.cd]", #"<p>[<a href="mailto:a@b.cd">mailto:a@b.cd</a>]</p>"#),
        ("*mailto:a@b.cd*", #"<p><em><a href="mailto:a@b.cd">mailto:a@b.cd</a></em></p>"#),
        ("mailto:a@b.cd/x", #"<p><a href="mailto:a@b.cd">mailto:a@b.cd</a>/x</p>"#),
        ("xmpp:a@b.cd/x.y_z!", #"<p><a href="xmpp:a@b.cd/x.y_z">xmpp:a@b.cd/x.y_z</a>!</p>"#),
        ("xmpp:a@b.cd/x/y", #"<p><a href="xmpp:a@b.cd/x">xmpp:a@b.cd/x</a>/y</p>"#),
        // A `/` with no resource after it is not part of an XMPP address.
        ("xmpp:a@b.cd/", #"<p><a href="xmpp:a@b.cd">xmpp:a@b.cd</a>/</p>"#),
        ("xmpp:a@b.cd/.", #"<p><a href="xmpp:a@b.cd">xmpp:a@b.cd</a>/.</p>"#),
        // Inside link text, an address is text.
        ("[a@b.cd](/u)", #"<p><a href="/u">a@b.cd</a></p>"#),
    ])
    func emailAndProtocolAutolinksThatAlreadyWorked(_ markdown: String, _ expected: String) {
        #expect(renderGFM(markdown) == expected + "\n")
    }

    @Test func anAddressWithEscapesSpansItsSourceBytes() throws {
        let source = "x foo\\_bar@example.com y"
        let document = Document(parsing: source)
        let link = try #require(document.nodes(of: Link.self).first)
        #expect(link.form == .extendedAutolink)
        #expect(link.destination == "mailto:foo_bar@example.com")
        #expect(link.sourceText == "foo\\_bar@example.com")
        #expect(link.byteRange == 2..<22)
        let text = try #require(link.child(at: 0) as? Text)
        #expect(text.string == "foo_bar@example.com")
        #expect(text.byteRange == 2..<22)
        let texts = document.nodes(of: Text.self).map(\.sourceText)
        #expect(texts == ["x ", "foo\\_bar@example.com", " y"])
    }

    @Test func anAddressWithAReferenceSpansItsSourceBytes() throws {
        let document = Document(parsing: "&#x41;@b.cd\\.")
        let link = try #require(document.nodes(of: Link.self).first)
        #expect(link.sourceText == "&#x41;@b.cd")
        let texts = document.nodes(of: Text.self).map { "\($0.sourceText ?? "")=\($0.string)" }
        #expect(texts == ["&#x41;@b.cd=A@b.cd", "\\.=."])
    }

    @Test func commonMarkHasNoExtendedAutolinks() {
        #expect(renderCommonMark("foo\\_bar@example.com") == "<p>foo_bar@example.com</p>\n")
    }

    // www. and URL autolinks stay found in the source, as the spec's rule on `&…;` endings
    // (example 626) presumes and cmark-gfm does: an escape is part of the URL.
    @Test(arguments: [
        ("http://a.com/\\_x", #"<p><a href="http://a.com/%5C_x">http://a.com/\_x</a></p>"#),
        ("www.a.com&amp;x", #"<p><a href="http://www.a.com&amp;amp;x">www.a.com&amp;amp;x</a></p>"#),
        ("www.a.com/*a*", #"<p><a href="http://www.a.com/*a">www.a.com/*a</a>*</p>"#),
    ])
    func urlAutolinksStayInTheSource(_ markdown: String, _ expected: String) {
        #expect(renderGFM(markdown) == expected + "\n")
    }

    // MARK: Strikethrough

    // Was a bug: a closing tilde run searched back only to the nearest opening one and gave
    // up when its length differed, though GFM pairs runs of the same length.
    @Test(.bug(id: "issue-12-mixed-tildes", "strikethrough gives up at a tilde run of the other length"),
          arguments: [
              ("~~a~b~~", "<p><del>a~b</del></p>"),
              ("~a~~b~", "<p><del>a~~b</del></p>"),
              ("~a ~~b~", "<p><del>a ~~b</del></p>"),
              ("~~a ~b~~", "<p><del>a ~b</del></p>"),
              ("~~a ~b~~ c~", "<p><del>a ~b</del> c~</p>"),
              ("~~a ~b ~c~~", "<p><del>a ~b ~c</del></p>"),
          ])
    func mixedTildeRuns(_ markdown: String, _ expected: String) {
        #expect(renderGFM(markdown) == expected + "\n")
    }

    @Test(arguments: [
        ("~~a~~b~~", "<p><del>a</del>b~~</p>"),
        ("~a~b~", "<p><del>a</del>b~</p>"),
        ("~a~~b~~c~", "<p><del>a<del>b</del>c</del></p>"),
        ("x ~~~a~~~", "<p>x ~~~a~~~</p>"),
        ("~~a~", "<p>~~a~</p>"),
    ])
    func tildeRunsThatAlreadyWorked(_ markdown: String, _ expected: String) {
        #expect(renderGFM(markdown) == expected + "\n")
    }

    @Test func aPassedOverRunStaysText() throws {
        let document = Document(parsing: "~~a~b~~")
        let strike = try #require(document.nodes(of: Strikethrough.self).first)
        #expect(strike.delimiterCount == 2)
        #expect(strike.byteRange == 0..<7)
        #expect(strike.children.compactMap { ($0 as? Text)?.string } == ["a~b"])
    }

    // MARK: Footnote references

    static let note = "\n\n[^1]: n\n"

    // Was a bug: `![` opened an image and a failed image took the footnote reference with it.
    @Test(.bug(id: "issue-12-footnote-after-bang", "a footnote reference right after `!`"))
    func footnoteReferenceAfterAnExclamationMark() throws {
        let document = Document(parsing: "Wow![^1]" + Self.note)
        let paragraph = try #require(document.child(at: 0) as? Paragraph)
        let text = try #require(paragraph.child(at: 0) as? Text)
        #expect(text.string == "Wow!")
        #expect(text.byteRange == 0..<4)
        let reference = try #require(paragraph.child(at: 1) as? FootnoteReference)
        #expect(reference.label == "1")
        #expect(reference.byteRange == 4..<8)
        #expect(reference.sourceText == "[^1]")
        #expect(renderGFM("Wow![^1]" + Self.note).hasPrefix(
            ##"<p>Wow!<sup class="footnote-ref"><a href="#fn-1" id="fnref-1" data-footnote-ref>1</a></sup></p>"##))
    }

    @Test func anImageStillWinsOverAFootnoteReference() {
        #expect(renderGFM("![^1](/i.png)" + Self.note).hasPrefix(#"<p><img src="/i.png" alt="^1" /></p>"#))
        #expect(renderGFM("![^2]" + Self.note).hasPrefix("<p>![^2]</p>"))
    }

    // Was a bug: a footnote reference deactivated earlier `[` as a link does, so the link
    // around it could no longer close.
    @Test(.bug(id: "issue-12-footnote-in-link", "a footnote reference inside link text deactivates the `[`"))
    func footnoteReferenceInsideLinkText() throws {
        let document = Document(parsing: "[a[^1]](/u)" + Self.note)
        let link = try #require(document.nodes(of: Link.self).first)
        #expect(link.destination == "/u")
        #expect(link.byteRange == 0..<11)
        #expect((link.child(at: 0) as? Text)?.string == "a")
        let reference = try #require(link.child(at: 1) as? FootnoteReference)
        #expect(reference.byteRange == 2..<6)
        #expect(renderGFM("[a[^1]](/u)" + Self.note).hasPrefix(
            ##"<p><a href="/u">a<sup class="footnote-ref"><a href="#fn-1" id="fnref-1" data-footnote-ref>1</a></sup></a></p>"##))
    }

    @Test(arguments: [
        ("[a[^1]][r]\n\n[r]: /r", #"<p><a href="/r">a<sup class="footnote-ref">"#),
        ("![a[^1]](/i.png)", #"<p><img src="/i.png" alt="a" /></p>"#),
        ("[[^1]](/u)", #"<p><a href="/u"><sup class="footnote-ref">"#),
        // Links still cannot contain links.
        ("[a [b](/v)](/u)", #"<p>[a <a href="/v">b</a>](/u)</p>"#),
    ])
    func footnoteReferencesInOtherBrackets(_ markdown: String, _ expectedStart: String) {
        let html = renderGFM(markdown + Self.note)
        #expect(html.hasPrefix(expectedStart), "\(html)")
    }
}
