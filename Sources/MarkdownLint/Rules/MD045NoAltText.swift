import MarkdownSyntax

/// MD045: images need alternate text, in Markdown (`![text](src)`) and in HTML (`alt`).
struct MD045NoAltText: Rule {
    static let descriptor = RuleDescriptor(
        id: "MD045", aliases: ["no-alt-text"], tags: ["accessibility", "images"],
        summary: "Images should have alternate text (alt text)")

    init(options: RuleOptions) throws(ConfigError) {}

    func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for image in context.nodes.images {
            guard let range = image.byteRange, let text = LinkSource.textRange(of: image, in: context), text.isEmpty else { continue }
            findings.append(Finding(range: range))
        }
        for tag in HTMLStartTags.all(in: context) where tag.name == "img" && tag.attribute("alt") == nil {
            findings.append(Finding(range: context.firstLine(of: tag.range)))
        }
        if findings.count > 1 { findings.sort { $0.range.lowerBound < $1.range.lowerBound } }
        return findings
    }
}
