import MarkdownSyntax

/// MD018: a line starting with `#` and text right after it (`#Title`) looks like an ATX
/// heading missing its space. Checked line by line, as markdownlint does, outside code
/// blocks, HTML blocks and comments.
///
/// The fix inserts the space. It turns a paragraph into a heading, so it changes how the
/// document renders: it is unsafe.
struct MD018NoMissingSpaceATX: Rule {
    static let descriptor = RuleDescriptor(
        id: "MD018", aliases: ["no-missing-space-atx"], tags: ["headings", "atx", "spaces"],
        summary: "No space after hash on atx style heading", isFixable: true)

    init(options: RuleOptions) throws(ConfigError) {}

    func check(_ context: LintContext) -> [Finding] {
        let skip: LineInfo.Flags = [.code, .codeFence, .htmlBlock, .frontMatter]
        var findings: [Finding] = []
        context.withLintedBytes { linted in
            for line in context.lines where !line.isBlank {
                let range = line.range
                let bytes = linted.buffer(for: range)
                guard range.count >= 2, bytes[range.lowerBound] == UInt8(ascii: "#"),
                      line.flags.isDisjoint(with: skip) else { continue }
                var index = range.lowerBound
                while index < range.upperBound && bytes[index] == UInt8(ascii: "#") { index += 1 }
                guard index < range.upperBound else { continue }
                let next = bytes[index]
                guard next != 0x20 && next != 0x09 else { continue }
                // `#text #` belongs to MD020; `#️⃣` is an emoji.
                var end = range.upperBound
                while end > index && ByteClass.isASCIIWhitespace(bytes[end - 1]) { end -= 1 }
                if bytes[end - 1] == UInt8(ascii: "#") { continue }
                if index == range.lowerBound + 1 && Self.isKeycapEmoji(bytes, at: index, end: range.upperBound) {
                    continue
                }
                let hashes = index - range.lowerBound
                findings.append(Finding(
                    range: range.lowerBound..<(index + UTF8Scalar.length(ofLead: next)),
                    context: MarkdownlintText.ellipsized(MarkdownlintText.trimmed(MarkdownlintLines.lintedText(ofLine: line.number, in: context))),
                    fix: Fix(.insert(" ", at: range.lowerBound + hashes), applicability: .unsafe)))
            }
        }
        return findings
    }

    /// `#` followed by U+FE0F U+20E3 (the keycap emoji #️⃣).
    static func isKeycapEmoji(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, end: Int) -> Bool {
        let keycap: [UInt8] = [0xEF, 0xB8, 0x8F, 0xE2, 0x83, 0xA3]
        guard index + keycap.count <= end else { return false }
        for offset in 0..<keycap.count where bytes[index + offset] != keycap[offset] { return false }
        return true
    }
}
