import MarkdownSyntax

/// MD019: one space (or tab) between the opening `#`s of an ATX heading and its text.
/// The fix deletes the extra blanks, which does not change how the heading renders.
struct MD019NoMultipleSpaceATX: Rule {
    static let descriptor = RuleDescriptor(
        id: "MD019", aliases: ["no-multiple-space-atx"], tags: ["headings", "atx", "spaces"],
        summary: "Multiple spaces after hash on atx style heading", isFixable: true)

    init(options: RuleOptions) throws(ConfigError) {}

    func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for heading in context.nodes.headings where heading.style == .atx {
            guard let parts = ATXHeadingParts(of: heading, in: context), parts.spaceAfterOpening.count > 1 else { continue }
            let extra = (parts.spaceAfterOpening.lowerBound + 1)..<parts.spaceAfterOpening.upperBound
            let text = context.text(parts.opening.lowerBound..<parts.lineEnd)
            findings.append(Finding(range: extra,
                                    context: MarkdownlintText.ellipsized(MarkdownlintText.trimmed(text), keepStart: true),
                                    fix: Fix(.delete(extra))))
        }
        return findings
    }
}
