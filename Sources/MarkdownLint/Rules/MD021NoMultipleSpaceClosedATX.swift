import MarkdownSyntax

/// MD021: one space (or tab) between a closed ATX heading's text and each of its `#`
/// sequences. The fix deletes the extra blanks, which does not change how it renders.
struct MD021NoMultipleSpaceClosedATX: Rule {
    static let descriptor = RuleDescriptor(
        id: "MD021", aliases: ["no-multiple-space-closed-atx"], tags: ["headings", "atx_closed", "spaces"],
        summary: "Multiple spaces inside hashes on closed atx style heading", isFixable: true)

    init(options: RuleOptions) throws(ConfigError) {}

    func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for heading in context.nodes.headings where heading.style == .atxClosed {
            guard let parts = ATXHeadingParts(of: heading, in: context) else { continue }
            let text = MarkdownlintText.trimmed(context.text(parts.opening.lowerBound..<parts.lineEnd))
            var reported: Range<Int>?
            if parts.spaceAfterOpening.count > 1 {
                let extra = (parts.spaceAfterOpening.lowerBound + 1)..<parts.spaceAfterOpening.upperBound
                reported = extra
                findings.append(Finding(range: extra, context: MarkdownlintText.ellipsized(text, keepStart: true),
                                        fix: Fix(.delete(extra))))
            }
            // In an empty heading (`#   #`) both checks see the same blanks: report them once.
            if let space = parts.spaceBeforeClosing, space.count > 1 {
                let extra = (space.lowerBound + 1)..<space.upperBound
                if extra != reported {
                    findings.append(Finding(range: extra, context: MarkdownlintText.ellipsized(text, keepEnd: true),
                                            fix: Fix(.delete(extra))))
                }
            }
        }
        return findings
    }
}
