import MarkdownSyntax
import Testing

/// GitHub's heading anchors: the slug algorithm, duplicate numbering and the heading text
/// that is slugged.
struct HeadingAnchorsTests {
    /// Slugs of every heading of `markdown`, numbered as one document.
    private func slugs(_ markdown: String) -> [String] {
        let document = Document(parsing: SourceFile(text: markdown))
        var slugger = HeadingSlugger()
        var result: [String] = []
        var pending: [any Markup] = [document]
        while let node = pending.popLast() {
            if let heading = node as? Heading { result.append(slugger.slug(for: heading)) }
            pending.append(contentsOf: node.children.reversed())
        }
        return result
    }

    /// The reference table of GitHub's slugs (one heading each).
    @Test(arguments: [
        ("C++ & C# — Notes!", "c--c--notes"),
        ("Ünïcödé Straße 日本語", "ünïcödé-straße-日本語"),
        ("Emoji 🎉 Party", "emoji--party"),
        ("😄 unicode emoji", "-unicode-emoji"),
        ("`code` *emph* [link](x.md)", "code-emph-link"),
        ("foo_bar-baz.qux", "foo_bar-bazqux"),
        ("I ♥ unicode", "i--unicode"),
        ("en–dash", "endash"),
        ("apostrophe’s should be trimmed", "apostrophes-should-be-trimmed"),
        ("What's new?", "whats-new"),
        ("Version 1.2.3 (beta)", "version-123-beta"),
        ("x² + y²", "x--y"),
        ("Привет non-latin 你好", "привет-non-latin-你好"),
        ("heading with a - dash", "heading-with-a---dash"),
        ("exchange.bind_headers(exchange, routing [, bindCallback])",
         "exchangebind_headersexchange-routing--bindcallback"),
    ])
    func referenceTable(heading: String, slug: String) {
        #expect(slugs("# \(heading)\n") == [slug])
    }

    @Test func repeatedHeadingIsNumbered() {
        #expect(slugs("# Hello World\n\n## Hello World\n") == ["hello-world", "hello-world-1"])
    }

    @Test func numberingSkipsSlugsTakenByOtherHeadings() {
        #expect(slugs("# echo\n# echo\n# echo 1\n# echo-1\n# echo\n")
                == ["echo", "echo-1", "echo-1-1", "echo-1-2", "echo-2"])
        #expect(slugs("# foxtrot-1\n# foxtrot\n# foxtrot\n") == ["foxtrot-1", "foxtrot", "foxtrot-2"])
        #expect(slugs("# golf\n# golf\n# golf\n") == ["golf", "golf-1", "golf-2"])
    }

    @Test func sluggerNumbersPlainTextsToo() {
        var slugger = HeadingSlugger()
        #expect(slugger.slug(forText: "alpha") == "alpha")
        #expect(slugger.slug(forText: "Alpha") == "alpha-1")
        #expect(slugger.isTaken("alpha-1"))
        #expect(!slugger.isTaken("alpha-2"))
        #expect(slugger.unique("alpha") == "alpha-2")
    }

    @Test(arguments: [
        (":ok_hand: Single", "ok_hand-single"),
        (":ok_hand::hatched_chick: Two in a row", "ok_handhatched_chick-two-in-a-row"),
        (":smile: - a gemoji", "smile---a-gemoji"),
        ("bravoCharlieDelta", "bravocharliedelta"),
        ("heading with a period.txt", "heading-with-a-periodtxt"),
        ("heading with an _ underscore", "heading-with-an-_-underscore"),
        ("😄-😄 unicode emoji", "--unicode-emoji"),
        ("😄_😄 unicode emoji", "_-unicode-emoji"),
    ])
    func gemojiAndPunctuation(text: String, slug: String) {
        #expect(HeadingSlugger.baseSlug(text) == slug)
    }

    @Test func categoriesThatAreKept() {
        // Connector punctuation, marks (including variation selectors and enclosing
        // marks), letter numbers and decimal digits of any script.
        #expect(HeadingSlugger.baseSlug("a‿b＿c") == "a‿b＿c")
        #expect(HeadingSlugger.baseSlug("e\u{301} 1\u{FE0F}\u{20E3}") == "e\u{301}-1\u{FE0F}\u{20E3}")
        #expect(HeadingSlugger.baseSlug("Ⅻ ٣ 〇") == "ⅻ-٣-〇")
        // Alphabetic symbols (circled letters are `So` but alphabetic) stay.
        #expect(HeadingSlugger.baseSlug("Ⓐ plan") == "ⓐ-plan")
    }

    @Test func categoriesThatAreDeleted() {
        // Other numbers, dashes other than `-`, brackets, quotes, symbols.
        #expect(HeadingSlugger.baseSlug("½ ¹ ①") == "--")
        #expect(HeadingSlugger.baseSlug("a—b―c－d") == "abcd")
        #expect(HeadingSlugger.baseSlug("«a» “b” (c) [d] {e}") == "a-b-c-d-e")
        #expect(HeadingSlugger.baseSlug("$5 + €3 = ^~`|") == "5--3--")
        // Spaces other than U+0020, format characters (ZWJ, soft hyphen), controls.
        #expect(HeadingSlugger.baseSlug("a\u{A0}b\u{2003}c\u{3000}d") == "abcd")
        #expect(HeadingSlugger.baseSlug("a\u{200D}b\u{AD}c\u{7}d\u{2028}e") == "abcde")
        // Private use and unassigned code points.
        #expect(HeadingSlugger.baseSlug("a\u{E000}b\u{10FFFD}c") == "abc")
    }

    @Test func spacesAreNeitherCollapsedNorTrimmed() {
        #expect(HeadingSlugger.baseSlug(" a ") == "-a-")
        #expect(HeadingSlugger.baseSlug("a   b") == "a---b")
        #expect(HeadingSlugger.baseSlug("a\tb") == "ab")
    }

    @Test func lowercasingIsFullUnicode() {
        #expect(HeadingSlugger.baseSlug("ÀÉÎ ǅ ᾼ") == "àéî-ǆ-ᾳ")
        // The dotted capital I lowercases to `i` plus a combining dot (a kept mark).
        #expect(HeadingSlugger.baseSlug("İstanbul") == "i\u{307}stanbul")
        // Greek capital sigma becomes the final form at the end of a word.
        #expect(HeadingSlugger.baseSlug("ΟΔΟΣ ΣΑΣ Σ") == "οδος-σας-σ")
    }

    @Test func headingTextIsWhatGitHubRenders() {
        // Entities decoded (and `&` then deleted), escapes resolved, HTML tags dropped but
        // their text kept, images left out, code and link text kept.
        #expect(slugs("# Tom &amp; Jerry &eacute;\n") == ["tom--jerry-é"])
        #expect(slugs("# \\*not emphasis\\*\n") == ["not-emphasis"])
        #expect(slugs("# <em>Hello</em> <img src=\"x.png\" alt=\"pic\"> there\n") == ["hello--there"])
        #expect(slugs("# Logo ![alt text](logo.png) here\n") == ["logo--here"])
        #expect(slugs("# Use `npm i` with **care** and ~~no~~ [docs](https://x.example)\n")
                == ["use-npm-i-with-care-and-no-docs"])
        #expect(slugs("# See <https://example.com> now\n") == ["see-httpsexamplecom-now"])
    }

    @Test func setextAndClosedHeadings() {
        #expect(slugs("Title Here\n==========\n\nSub *part*\n---\n") == ["title-here", "sub-part"])
        #expect(slugs("## Closed heading ##\n") == ["closed-heading"])
        // A multi-line setext heading: the line break is deleted.
        #expect(slugs("first\nsecond\n===\n") == ["firstsecond"])
    }

    @Test func customIDSyntaxIsJustText() {
        // GitHub does not support `{#id}`: the braces and `#` go, the words stay.
        #expect(slugs("# Heading Name {#custom-name}\n") == ["heading-name-custom-name"])
    }

    @Test func emptyHeadingsAreNumberedLikeGitHub() {
        #expect(slugs("#\n\n# !!!\n") == ["", "-1"])
    }

    @Test func textOfAHeading() throws {
        let document = Document(parsing: SourceFile(text: "# A *b* `c` <span>d</span> ![e](f) [g](h)\n"))
        let heading = try #require(document.children.first as? Heading)
        #expect(HeadingSlugger.text(of: heading) == "A b c d  g")
    }
}
