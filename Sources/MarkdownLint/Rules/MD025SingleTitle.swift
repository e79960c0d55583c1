import MarkdownSyntax

/// MD025: one top-level heading per document. As in markdownlint, a document has a title
/// when its first line (after any front matter) is a heading of `level`, or its front
/// matter has a title; every other heading of that level is then reported.
struct MD025SingleTitle: Rule {
    static let descriptor = RuleDescriptor(
        id: "MD025", aliases: ["single-title", "single-h1"], tags: ["headings"],
        summary: "Multiple top-level headings in the same document",
        options: [TitlePattern.option, TitlePattern.levelOption])

    let titlePattern: TitlePattern
    let level: Int

    init(options: RuleOptions) throws(ConfigError) {
        titlePattern = try TitlePattern(options: options)
        level = try TitlePattern.level(options)
    }

    func check(_ context: LintContext) -> [Finding] {
        let headings = context.nodes.headings
        guard headings.contains(where: { $0.level == level }) else { return [] }
        let hasFrontMatterTitle = titlePattern.matchesFrontMatter(of: context.document)
        let firstLine = MarkdownlintLines.firstContentLine(in: context)
        var hasTitle = false
        var findings: [Finding] = []
        for heading in headings where heading.level == level {
            guard let range = heading.byteRange else { continue }
            if hasTitle || hasFrontMatterTitle {
                findings.append(Finding(range: context.firstLine(of: range),
                                        context: MarkdownlintText.ellipsized(HeadingText.string(of: heading, in: context))))
            } else if context.lineNumber(at: range.lowerBound) == firstLine {
                hasTitle = true
            }
        }
        return findings
    }
}
