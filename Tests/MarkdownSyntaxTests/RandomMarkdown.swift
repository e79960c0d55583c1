import TestSupport

/// Markdown-ish text made of fragments that exercise every construct's edge: markers,
/// brackets, backticks, HTML, entities, escapes, tables, tabs, line endings, non-ASCII.
enum RandomMarkdown {
    static let fragments: [String] = [
        "*", "_", "**", "__", "[", "]", "(", ")", "`", "``", "```", "<", ">", "-", "#", "|", "\\",
        "\n", "\n", "\n\n", "\r\n", "\r", " ", "  ", "   ", "    ", "\t", "~", "~~", "!", "&", ";",
        "a", "b", "word", "Z", "1.", "2)", "10.", "0", "&amp;", "&#35;", "&#x1F600;", "&bogus;",
        "é", "日本", "ß", "Ω", "😀", "👍🏽", "> ", "- ", "* ", "+ ", "1. ", "===", "---", "***",
        "<div>", "</div>", "<span>", "<!--", "-->", "<?", "?>", "<![CDATA[", "]]>", "<script>",
        "http://x.y/z", "www.e.com", "a@b.co", "[x]: /u", "[x]", "[x][]", "\"t\"", "'t'", "![",
        "](", ":", "[^1]", "[^1]: ", "- [ ] ", "- [x] ", "|a|b|\n|-|-|\n", "| --- |", ":-:",
        "---\n", "+++\n", "\u{FEFF}",
        // Issue 12: addresses with escapes and references, mixed tilde runs, footnote
        // references after `!` and inside links, documents opening with `---`.
        "foo\\_bar@example.com", "&#x41;@b.cd", "a@b.cd\\-", "<foo\\+@bar.example.com>", "mailto:a\\_b@c.de",
        "xmpp:a@b.cd/r", "a&#64;b.cd", "~~a~b~~", "~a~~b~", "Wow![^1]", "[a[^1]](/u)", "![^1]",
        "---\n\n# T\n\n---\n", "---\nSome heading\n---\n", "---\ntitle: x\n---\n", "+++\na = 1\n+++\n",
    ]

    static func make(seed: UInt64, maxFragments: Int = 40) -> String {
        var generator = SplitMix64(seed: seed)
        let count = Int.random(in: 1...maxFragments, using: &generator)
        var text = ""
        for _ in 0..<count {
            text += fragments[Int.random(in: 0..<fragments.count, using: &generator)]
        }
        return text
    }
}
