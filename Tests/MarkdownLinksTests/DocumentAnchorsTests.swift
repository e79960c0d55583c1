import MarkdownSyntax
import Testing
@testable import MarkdownLinks

/// The anchors a document offers, GitHub style.
struct DocumentAnchorsTests {
    /// Examples from GitHub's own rendering (github-slugger's fixtures).
    @Test(arguments: [
        ("Hello World", "hello-world"),
        ("C++ & C# — Notes!", "c--c--notes"),
        ("Ünïcödé Straße 日本語", "ünïcödé-straße-日本語"),
        ("Emoji 🎉 Party", "emoji--party"),
        ("`code` *emph* [link](x.md)", "code-emph-link"),
        ("foo_bar-baz.qux", "foo_bar-bazqux"),
        ("What's new?", "whats-new"),
        ("Version 1.2.3 (beta)", "version-123-beta"),
        ("heading with a - dash", "heading-with-a---dash"),
    ])
    func headingSlugs(_ heading: String, _ slug: String) {
        let anchors = DocumentAnchors(document: Document(parsing: "# \(heading)\n"))
        #expect(anchors.anchors == [slug])
    }

    @Test func repeatedHeadingsAreNumbered() {
        let anchors = DocumentAnchors(document: Document(parsing: "# echo\n\n## echo\n\n### echo 1\n\n#### echo\n"))
        #expect(anchors.anchors == ["echo", "echo-1", "echo-1-1", "echo-2"])
    }

    @Test func htmlIdsNamesAndCustomIDs() {
        let markdown = """
        # Setup {#install}

        <div id="box"><a name="legal"></a></div>

        Text <span id=inline>x</span> <b name="not-an-anchor">y</b>

        <!-- <a id="commented"></a> -->

        ```html
        <a id="in-code"></a>
        ```

        """
        let anchors = DocumentAnchors(document: Document(parsing: markdown))
        #expect(anchors.anchors == ["setup-install", "install", "box", "legal", "inline"])
    }

    @Test func resolvingFragments() {
        let anchors = DocumentAnchors(document: Document(parsing: "# Über uns\n\n## What's New?\n"))
        #expect(anchors.resolve("über-uns") == .found)
        #expect(anchors.resolve("%C3%BCber-uns") == .found)
        #expect(anchors.resolve("user-content-whats-new") == .found)
        #expect(anchors.resolve("Whats-New") == .differsInCase("whats-new"))
        #expect(anchors.resolve("Whats-New", ignoringCase: true) == .found)
        #expect(anchors.resolve("news") == .missing)
        #expect(anchors.resolve("top") == .found)
        #expect(anchors.resolve("L10") == .found)
    }

    /// Case-insensitive matches find anchors with capitals (HTML ids) and non-ASCII letters.
    @Test func matchesIgnoringCase() {
        let markdown = "# Straße\n\n<a id=\"MixedCase\"></a>\n\n<b id=\"ÜBER\">x</b>\n"
        let anchors = DocumentAnchors(document: Document(parsing: markdown))
        #expect(anchors.matchIgnoringCase("mixedcase") == "MixedCase")
        #expect(anchors.matchIgnoringCase("MIXEDCASE") == "MixedCase")
        #expect(anchors.matchIgnoringCase("über") == "ÜBER")
        #expect(anchors.matchIgnoringCase("STRASSE") == nil)
        #expect(anchors.matchIgnoringCase("STRAßE") == "straße")
        #expect(anchors.resolve("mixedCase") == .differsInCase("MixedCase"))
    }

    @Test(arguments: ["L1", "L10", "L10-L20", "L19C5-L21C11", "L3-L3"])
    func lineFragments(_ fragment: String) {
        #expect(DocumentAnchors.isLineFragment(fragment))
    }

    @Test(arguments: ["L", "l10", "L10C5", "L10-", "L10-20", "Line10", "L1x"])
    func notLineFragments(_ fragment: String) {
        #expect(!DocumentAnchors.isLineFragment(fragment))
    }

    @Test func htmlFileAnchors() {
        let anchors = DocumentAnchors(html: Array("<h1 id=\"title\">T</h1><a name=\"end\"></a>".utf8))
        #expect(anchors.anchors == ["title", "end"])
    }
}
