import MarkdownSyntax

/// MD042: links must lead somewhere: `[text]()` and `[text](#)` do not.
struct MD042NoEmptyLinks: Rule {
    static let descriptor = RuleDescriptor(
        id: "MD042", aliases: ["no-empty-links"], tags: ["links"],
        summary: "No empty links")

    init(options: RuleOptions) throws(ConfigError) {}

    func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for link in context.nodes.links {
            // Parsing trims blanks around destinations: `[a]( # )` has the destination `#`.
            let destination = link.destination.utf8
            guard destination.isEmpty || (destination.count == 1 && destination.first == UInt8(ascii: "#")),
                  link.form != .autolink, link.form != .extendedAutolink, let range = link.byteRange else { continue }
            let source = MarkdownlintText.withLineFeeds(range, in: context)
            findings.append(Finding(range: range, context: MarkdownlintText.ellipsized(source)))
        }
        return findings
    }
}
