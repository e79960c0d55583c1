
/// MD047: files should end with a single newline character.
struct MD047SingleTrailingNewline: Rule {
    static let descriptor = RuleDescriptor(
        id: "MD047", aliases: ["single-trailing-newline"], tags: ["blank_lines"],
        summary: "Files should end with a single newline character", isFixable: true)

    init(options: RuleOptions) throws(ConfigError) {}

    func check(_ context: LintContext) -> [Finding] {
        // The last line is empty when the file ends with a line ending.
        guard let last = context.lines.last, !last.range.isEmpty, !last.flags.contains(.frontMatter) else { return [] }
        guard !MarkdownlintLines.isBlank(last.number, in: context) else { return [] }
        let end = last.range.upperBound
        // markdownlint marks the last character.
        var start = end - 1
        while start > last.range.lowerBound && context.bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return [Finding(range: start..<end, fix: Fix(.insert(context.preferredLineEnding, at: end)))]
    }
}
