import HTTPSUpgradeExample
import MarkdownSyntax
import MarkdownTransforms
import Testing

/// The example transform of Examples/HTTPSUpgrade, applied with minimal edits.
@Suite struct HTTPSUpgraderTests {
    static let document = """
    # Links 🔗 for *everyone*

    See [the site](http://example.com/a "Title") and ![logo](http://example.com/logo.png).
    Already secure: [s](https://example.com/s), <mailto:me@example.com>, [local](docs/a.md).
    Autolink <http://example.com/auto> and bare http://example.com/bare here.
    A [full][site], a [collapsed][] and a [shortcut] reference.
    [![badge](http://example.com/badge.svg)](http://example.com/ci)

    > 1. Quoted [q](<http://example.org/q q>)
    >    `http://example.com/code` stays.

        http://example.com/indented stays too

    [site]: http://example.com/site 'Site'
    [collapsed]: <http://example.com/c>
    [shortcut]:
      http://example.com/s

    """

    static let upgraded = """
    # Links 🔗 for *everyone*

    See [the site](https://example.com/a "Title") and ![logo](https://example.com/logo.png).
    Already secure: [s](https://example.com/s), <mailto:me@example.com>, [local](docs/a.md).
    Autolink <https://example.com/auto> and bare https://example.com/bare here.
    A [full][site], a [collapsed][] and a [shortcut] reference.
    [![badge](https://example.com/badge.svg)](https://example.com/ci)

    > 1. Quoted [q](<https://example.org/q q>)
    >    `http://example.com/code` stays.

        http://example.com/indented stays too

    [site]: https://example.com/site 'Site'
    [collapsed]: <https://example.com/c>
    [shortcut]:
      https://example.com/s

    """

    /// The byte ranges of the `http://…` URLs of `text` (up to a space, `)`, `>` or a quote).
    private static func urlRanges(_ text: String) -> [Range<Int>] {
        let bytes = Array(text.utf8)
        let scheme = Array("http://".utf8)
        var ranges: [Range<Int>] = []
        var index = 0
        while index + scheme.count <= bytes.count {
            guard bytes[index..<(index + scheme.count)].elementsEqual(scheme) else {
                index += 1
                continue
            }
            var end = index + scheme.count
            while end < bytes.count, !Array(" \n)>\"'".utf8).contains(bytes[end]) { end += 1 }
            ranges.append(index..<end)
            index = end
        }
        return ranges
    }

    @Test func upgradesLinksImagesAutolinksAndDefinitions() {
        let document = Document(parsing: Self.document)
        var upgrader = HTTPSUpgrader()
        let result = document.applying(&upgrader)
        #expect(result.problems.isEmpty)
        #expect(result.text == Self.upgraded)
        // Seven inline destinations (links, images, autolinks, the nested image and link), three
        // reference links and the three definitions they resolve to.
        #expect(upgrader.upgraded == 13)
        // Minimal edits: each one inside a URL; every other byte is the original's.
        let urls = Self.urlRanges(Self.document)
        for edit in result.edits {
            #expect(urls.contains { $0.lowerBound <= edit.range.lowerBound && edit.range.upperBound <= $0.upperBound },
                    "edit \(edit) outside every URL")
        }
        #expect(TextEdit.apply(result.edits, to: Array(Self.document.utf8)) == result.output)
        // The reference links follow their definitions: their lines are untouched.
        #expect(changedLines(Self.document, result.text) == [3, 5, 7, 9, 14, 15, 17])
    }

    @Test func aSecondRunChangesNothing() {
        var upgrader = HTTPSUpgrader()
        let result = Document(parsing: Self.upgraded).applying(&upgrader)
        #expect(result.edits.isEmpty)
        #expect(upgrader.upgraded == 0)
        #expect(result.output == Array(Self.upgraded.utf8))
    }

    @Test func crlfAndByteOrderMarkStay() {
        let input = "\u{FEFF}# T\r\n\r\n[a](http://a.example/x) <http://b.example>\r\n\r\n[d]: http://d.example\r\n"
        var upgrader = HTTPSUpgrader()
        let result = Document(parsing: input).applying(&upgrader)
        #expect(result.problems.isEmpty)
        #expect(result.text == "\u{FEFF}# T\r\n\r\n[a](https://a.example/x) <https://b.example>\r\n\r\n[d]: https://d.example\r\n")
    }

    @Test func linkTextIsNotUpgradedWithItsDestination() {
        // In an inline link the text is prose, even when it looks like the URL: it stays.
        var upgrader = HTTPSUpgrader()
        let result = Document(parsing: "[http://old.example](http://old.example)\n").applying(&upgrader)
        #expect(result.text == "[http://old.example](https://old.example)\n")
    }
}
