import TestSupport

/// Random Markdown-ish documents: lines made of container prefixes, block starts and inline
/// fragments chosen to collide with each other (delimiter runs, brackets, escapes, block
/// starts in the middle of text, CJK and emoji, tabs, trailing spaces).
struct MarkdownishGenerator {
    var random: SplitMix64

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    static let prefixes = [
        "> ", ">", "- ", "* ", "+ ", "1. ", "2) ", "10. ", "007. ", "- [ ] ", "* [x] ", "  ", "    ", "\t", "   > ",
    ]

    static let blockLines = [
        "# Heading", "## Heading #", "###### h", "#", "===", "---", "--", "***", "___", "- - -", "* * *",
        "```", "```js", "```` x", "~~~", "~~~ a`b", "    indented code", "| a | b |", "|---|:-:|", "| --- |",
        "a | b", "-|-", "[x]: /u \"t\"", "[y]: <a b> 'title'", "[Foo *bar*]: /v", "[^1]: note", "[^n]:",
        "<div>", "</div>", "<pre>", "</pre>", "<!--", "-->", "<!-- comment -->", "<?php x ?>",
        "<!-- mdtool-fmt-off -->", "<!-- mdtool-fmt-on -->", "", "",
    ]

    static let words = [
        "foo", "bar", "baz", "snake_case", "a1", "x", "中文", "漢字テキスト", "😀", "👍🏽", "ｗｉｄｅ", "é", "naïve",
        "word", "longerwordthatdoesnotbreak", "-", "+", "1.", "2)", "#", "=", ">", ":", "|",
    ]

    static let fragments = [
        "*", "**", "***", "_", "__", "~", "~~", "`", "``", "[", "]", "](/u)", "](<a b> \"t\")", "(", ")", "![",
        "<", ">", "\\", "\\*", "\\_", "\\#", "\\[", "&amp;", "&#42;", "&copy", "&nbsp;", "\\|", "\"", "'",
        "http://a.b/c_d", "www.x.org", "a@b.co", "<http://x.y>", "<span>", "</span>", "<!-- c -->", "[^1]",
        "[x]", "[x][]", "[x][y]", "[Foo *bar*]", "[t](u \"ti\")", "![i](p.png)", "`code`", "`` a ` b ``",
        "*em*", "_em_", "**st**", "__st__", "~~del~~", "  ", "\t",
        // Issue 12: addresses with escapes and references, mixed tilde runs, footnote
        // references after `!` and inside links.
        "foo\\_bar@example.com", "&#x41;@b.cd", "a@b.cd\\-", "<foo\\+@bar.example.com>", "mailto:a\\_b@c.de",
        "xmpp:a@b.cd/r", "a&#64;b.cd", "~~a~b~~", "~a~~b~", "~a ~~b~", "Wow![^1]", "[a[^1]](/u)", "![^1]",
    ]

    /// How documents open: front matter, and `---` or `+++` lines that only look like it.
    static let openings: [[String]] = [
        ["---", "title: x", "---"], ["---", "", "# Title", "", "text", "", "---"], ["---", "Some heading", "---"],
        ["---", "- a", "---"], ["---", "a: b: c", "---"], ["+++", "title = \"x\"", "+++"], ["+++", "text", "+++"],
        ["---"], ["+++"],
    ]

    mutating func pick<Item>(_ items: [Item]) -> Item {
        items[Int(random.next() % UInt64(items.count))]
    }

    mutating func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }

    mutating func document() -> String {
        var lines: [String] = []
        if chance(8) { lines += pick(Self.openings) }
        let count = 1 + Int(random.next() % 14)
        for _ in 0..<count { lines.append(line()) }
        var text = lines.joined(separator: chance(10) ? "\r\n" : "\n")
        if chance(80) { text += "\n" }
        return text
    }

    mutating func line() -> String {
        var line = ""
        let prefixCount = Int(random.next() % 3)
        for _ in 0..<prefixCount where chance(60) { line += pick(Self.prefixes) }
        if chance(30) {
            line += pick(Self.blockLines)
            if chance(30) { line += " " + inline(maxParts: 3) }
        } else {
            line += inline(maxParts: 10)
        }
        if chance(10) { line += chance(50) ? "  " : "\\" }
        return line
    }

    mutating func inline(maxParts: UInt64) -> String {
        var text = ""
        let parts = 1 + Int(random.next() % maxParts)
        for index in 0..<parts {
            if index > 0 {
                switch random.next() % 4 {
                case 0: break
                default: text += " "
                }
            }
            text += chance(55) ? pick(Self.words) : pick(Self.fragments)
        }
        return text
    }
}
