import MarkdownSyntax
import YAML

/// MD025: one top-level heading per document. As in markdownlint, a document has a title
/// when its first line (after any front matter) is a heading of `level`, or its front
/// matter has a title; every other heading of that level is then reported.
struct MD025SingleTitle: Rule {
    static let descriptor = RuleDescriptor(
        id: "MD025", aliases: ["single-title", "single-h1"], tags: ["headings"],
        summary: "Multiple top-level headings in the same document",
        options: [
            RuleOptionDescriptor("front_matter_title", .string, default: #""^\s*title\s*[:=]""#,
                                 "Front matter line that counts as the document's top-level heading"),
            RuleOptionDescriptor("level", .integer, default: "1", "Level of the top-level heading"),
        ])

    let titlePattern: TitlePattern
    let level: Int

    init(options: RuleOptions) throws(ConfigError) {
        titlePattern = try TitlePattern(options: options)
        level = options.int("level", default: 1)
        if level < 1 || level > 6, let node = options.node("level") {
            throw node.error("expected a heading level from 1 to 6, found \(level)")
        }
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
