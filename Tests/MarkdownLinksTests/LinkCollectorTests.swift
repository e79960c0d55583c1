import MarkdownSyntax
import Testing
@testable import MarkdownLinks

/// Every kind of link target is found, with the exact bytes of the target.
struct LinkCollectorTests {
    private func collect(_ markdown: String) -> [(CollectedLink, String?)] {
        let bytes = Array(markdown.utf8)
        return LinkCollector.collect(in: Document(parsing: markdown)).map { link in
            (link, link.destinationRange.map { String(decoding: bytes[$0], as: UTF8.self) })
        }
    }

    @Test func inlineLinksAndImages() {
        let links = collect("See [the guide](docs/guide.md#setup \"Title\") and ![logo](<img/my logo.png>).\n")
        #expect(links.count == 2)
        #expect(links[0].0.kind == .link(.inline))
        #expect(links[0].0.destination == "docs/guide.md#setup")
        #expect(links[0].1 == "docs/guide.md#setup")
        #expect(links[0].0.range == 4..<44)
        #expect(links[1].0.kind == .image(.inline))
        #expect(links[1].0.destination == "img/my logo.png")
        #expect(links[1].1 == "img/my logo.png")
    }

    @Test func escapesAndEntitiesAreDecodedButRangesAreAsWritten() {
        let links = collect("[a](foo\\)bar.md) [b](caf&eacute;.md)\n")
        #expect(links.map(\.0.destination) == ["foo)bar.md", "café.md"])
        #expect(links.map(\.1) == ["foo\\)bar.md", "caf&eacute;.md"])
    }

    @Test func linkTextWithBracketsCodeAndImages() {
        let links = collect("[a [b] `]` c](x.md) [![badge](b.svg)](y.md)\n")
        #expect(links.map(\.0.destination) == ["x.md", "y.md", "b.svg"])
        #expect(links.map(\.1) == ["x.md", "y.md", "b.svg"])
    }

    @Test func referenceLinksUseTheirDefinition() {
        let markdown = "[full][ref], [collapsed][], [ref] and ![img][ref]\n\n[ref]: <docs/a b.md> 'title'\n[collapsed]: c.md\n"
        let links = collect(markdown)
        let references = links.filter { $0.0.usesDefinition }
        #expect(references.map(\.0.kind) == [.link(.fullReference), .link(.collapsedReference), .link(.shortcutReference),
                                             .image(.fullReference)])
        #expect(references.allSatisfy { $0.1 == nil })
        #expect(references.map(\.0.label) == ["ref", "collapsed", "ref", "ref"])
        let definitions = links.filter { $0.0.kind == .definition }
        #expect(definitions.map(\.0.destination) == ["docs/a b.md", "c.md"])
        #expect(definitions.map(\.1) == ["docs/a b.md", "c.md"])
        #expect(definitions.map(\.0.label) == ["ref", "collapsed"])
    }

    @Test func autolinksAndBareURLs() {
        let links = collect("<https://example.com/a> and https://example.com/b, www.example.org or <me@example.com>\n")
        #expect(links.map(\.0.destination) == ["https://example.com/a", "https://example.com/b", "http://www.example.org",
                                               "mailto:me@example.com"])
        #expect(links.map(\.1) == ["https://example.com/a", "https://example.com/b", "www.example.org", "me@example.com"])
        #expect(links.map(\.0.kindName) == ["autolink", "autolink", "autolink", "autolink"])
    }

    @Test func htmlHrefAndSrcInBlocksAndInline() {
        let markdown = """
        <p align="center">
          <a href="docs/a.md#x"><img src='logo.png' alt=x></a>
          <!-- <a href="hidden.md">never</a> -->
        </p>

        Text <a href=plain.md>inline</a> and <img src="a&amp;b.png">.

        """
        let links = collect(markdown)
        #expect(links.map(\.0.destination) == ["docs/a.md#x", "logo.png", "plain.md", "a&b.png"])
        #expect(links.map(\.1) == ["docs/a.md#x", "logo.png", "plain.md", "a&amp;b.png"])
        #expect(links.map(\.0.kind) == [.html(tag: "a", attribute: "href"), .html(tag: "img", attribute: "src"),
                                        .html(tag: "a", attribute: "href"), .html(tag: "img", attribute: "src")])
        // The range is the whole start tag.
        let bytes = Array(markdown.utf8)
        #expect(String(decoding: bytes[links[1].0.range], as: UTF8.self) == "<img src='logo.png' alt=x>")
    }

    @Test func nothingInCodeOrFrontMatter() {
        let markdown = "---\nlink: \"[a](front.md)\"\n---\n\n`[b](span.md)`\n\n```\n[c](fence.md) <a href=\"x.md\">\n```\n\n    [d](indented.md)\n"
        #expect(collect(markdown).isEmpty)
    }

    @Test func rangesInsideContainersAndAcrossLines() {
        let markdown = "> - item [link](\n>   target.md\n>   \"title\")\n"
        let links = collect(markdown)
        #expect(links.count == 1)
        #expect(links[0].0.destination == "target.md")
        #expect(links[0].1 == "target.md")
    }

    @Test func htmlTagScannerReadsAttributes() {
        let html = Array("<a  HREF = \"x.md\" data-x name=top><br/><IMG SRC=y.png>".utf8)
        let tags = HTMLTag.scan(html, in: 0..<html.count)
        #expect(tags.map(\.name) == ["a", "br", "img"])
        #expect(tags[0].attribute("href")?.value == "x.md")
        #expect(tags[0].attribute("data-x")?.value == nil)
        #expect(tags[0].attribute("name")?.value == "top")
        #expect(tags[2].attribute("src")?.value == "y.png")
        #expect(HTMLTag.decodingReferences("a&amp;b&#33;&#x21;&unknown;") == "a&b!!&unknown;")
    }
}
