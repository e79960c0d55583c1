import MarkdownSyntax

/// MD059: link text should say where the link goes, not "click here".
struct MD059DescriptiveLinkText: Rule {
    static let prohibitedTextsOption = RuleOption(
        "prohibited_texts", default: ["click here", "here", "link", "more"],
        "Link texts that are reported (compared ignoring case, punctuation and spacing); set it to phrases of "
            + "your documents' language")

    static let descriptor = RuleDescriptor(
        id: "MD059", aliases: ["descriptive-link-text"], tags: ["accessibility", "links"],
        summary: "Link text should be descriptive",
        options: [prohibitedTextsOption])

    let prohibited: Set<String>
    /// The most letters and digits a prohibited text has: longer link texts never match.
    let longest: Int

    init(options: RuleOptions) throws(ConfigError) {
        prohibited = Set(options[Self.prohibitedTextsOption].map(Self.normalize))
        longest = prohibited.map { $0.utf8.count { $0 != 0x20 } }.max() ?? 0
    }

    func check(_ context: LintContext) -> [Finding] {
        guard !prohibited.isEmpty else { return [] }
        var findings: [Finding] = []
        let bytes = context.bytes
        for link in context.nodes.links {
            guard let text = LinkSource.textRange(of: link, in: context),
                  Self.alphanumericCount(bytes, text, limit: longest) <= longest,
                  prohibited.contains(Self.normalize(context.text(text))),
                  !link.children.contains(where: { $0 is InlineCode || $0 is InlineHTML }) else { continue }
            let label = MarkdownlintText.withLineFeeds((text.lowerBound - 1)..<(text.upperBound + 1), in: context)
            findings.append(Finding(range: text, context: MarkdownlintText.ellipsized(label)))
        }
        return findings
    }

    /// ASCII letters and digits in `range`, counting no further than `limit + 1`.
    static func alphanumericCount(_ bytes: [UInt8], _ range: Range<Int>, limit: Int) -> Int {
        var count = 0
        for index in range {
            let lowered = bytes[index] | 0x20
            if (lowered >= 0x61 && lowered <= 0x7A) || (bytes[index] >= 0x30 && bytes[index] <= 0x39) {
                count += 1
                if count > limit { break }
            }
        }
        return count
    }

    /// Lowercase, every run of characters other than ASCII letters and digits as one
    /// space, trimmed: `**Click** here!` and `click here` are the same text.
    static func normalize(_ text: String) -> String {
        var result: [UInt8] = []
        var pendingSpace = false
        for byte in text.utf8 {
            let lowered = byte | 0x20
            if (lowered >= 0x61 && lowered <= 0x7A) || (byte >= 0x30 && byte <= 0x39) {
                if pendingSpace && !result.isEmpty { result.append(0x20) }
                pendingSpace = false
                result.append(byte >= 0x41 && byte <= 0x5A ? lowered : byte)
            } else {
                pendingSpace = true
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
