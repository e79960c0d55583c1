import MarkdownSyntax

/// MD024: no two headings with the same text (as written, markup included), or with
/// `siblings_only`, no two with the same text under the same parent heading.
struct MD024NoDuplicateHeading: Rule {
    static let siblingsOnlyOption = RuleOption(
        "siblings_only", default: false,
        "Only report a heading whose text repeats that of another heading under the same parent")

    static let descriptor = RuleDescriptor(
        id: "MD024", aliases: ["no-duplicate-heading"], tags: ["headings"],
        summary: "Multiple headings with the same content",
        options: [siblingsOnlyOption])

    let siblingsOnly: Bool

    init(options: RuleOptions) throws(ConfigError) {
        siblingsOnly = options[Self.siblingsOnlyOption]
    }

    func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        // Texts seen per level (index 0 unused); with `siblings_only` a level's texts are
        // forgotten when a heading above it starts a new section.
        var seen = Array(repeating: Set<TextKey>(), count: 7)
        var lastLevel = 1
        for heading in context.nodes.headings {
            guard let range = heading.byteRange else { continue }
            let text = TextKey(HeadingText.bytes(of: heading, in: context))
            var slot = 1
            if siblingsOnly {
                let level = min(max(heading.level, 1), 6)
                while lastLevel > level {
                    seen[lastLevel].removeAll(keepingCapacity: true)
                    lastLevel -= 1
                }
                while lastLevel < level {
                    lastLevel += 1
                    seen[lastLevel].removeAll(keepingCapacity: true)
                }
                slot = level
            }
            if seen[slot].contains(text) {
                findings.append(Finding(range: context.firstLine(of: range),
                                        context: MarkdownlintText.ellipsized(MarkdownlintText.trimmed(String(decoding: text.bytes, as: UTF8.self)))))
            } else {
                seen[slot].insert(text)
            }
        }
        return findings
    }

    /// Heading text bytes with a cheap precomputed hash (FNV-1a), so the set does not
    /// hash every byte with SipHash.
    struct TextKey: Hashable {
        let bytes: ArraySlice<UInt8>
        let fingerprint: UInt64

        init(_ bytes: ArraySlice<UInt8>) {
            self.bytes = bytes
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            fingerprint = hash
        }

        func hash(into hasher: inout Hasher) { hasher.combine(fingerprint) }

        static func == (lhs: TextKey, rhs: TextKey) -> Bool {
            lhs.fingerprint == rhs.fingerprint && lhs.bytes.elementsEqual(rhs.bytes)
        }
    }
}
