import MarkdownSyntax
import YAML

/// MD001: heading levels should only increment by one level at a time.
struct MD001HeadingIncrement: Rule {
    static let descriptor = RuleDescriptor(
        id: "MD001", aliases: ["heading-increment"], tags: ["headings"],
        summary: "Heading levels should only increment by one level at a time",
        options: [RuleOptionDescriptor("front_matter_title", .string, default: #""^\s*title\s*[:=]""#,
                                       "Front matter line that counts as the document's top-level heading")])

    let titlePattern: TitlePattern

    init(options: RuleOptions) throws(ConfigError) {
        titlePattern = try TitlePattern(options: options)
    }

    func check(_ context: LintContext) -> [Finding] {
        var previous = context.frontMatterHasTitle(titlePattern) ? 1 : 0
        var findings: [Finding] = []
        for heading in context.nodes.headings {
            let level = heading.level
            if previous > 0 && level > previous + 1, let range = heading.byteRange {
                findings.append(Finding(range: context.firstLine(of: range),
                                        detail: "Expected: h\(previous + 1); Actual: h\(level)"))
            }
            previous = level
        }
        return findings
    }
}
