/// A tiny deterministic random number generator (SplitMix64), so generated inputs are
/// the same on every run and every platform.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

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
