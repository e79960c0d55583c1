import MarkdownSyntax

/// MD052: reference links and images must use a label that some definition defines.
struct MD052ReferenceLinksImages: Rule {
    static let ignoredLabelsOption = RuleOption(
        "ignored_labels", default: ["x"],
        "Labels never reported; the default keeps a task list checkbox like `[x]` quiet")
    static let shortcutSyntaxOption = RuleOption(
        "shortcut_syntax", default: false,
        "Also report shortcut references (`[label]`, which may just be text in brackets) whose label is not defined")

    static let descriptor = RuleDescriptor(
        id: "MD052", aliases: ["reference-links-images"], tags: ["images", "links"],
        summary: "Reference links and images should use a label that is defined",
        options: [ignoredLabelsOption, shortcutSyntaxOption])

    let ignoredLabels: Set<String>
    let shortcutSyntax: Bool

    init(options: RuleOptions) throws(ConfigError) {
        ignoredLabels = Set(options[Self.ignoredLabelsOption].map(LinkLabel.normalize))
        shortcutSyntax = options[Self.shortcutSyntaxOption]
    }

    func check(_ context: LintContext) -> [Finding] {
        let references = UnresolvedReference.find(in: context, includingShortcuts: shortcutSyntax)
        guard !references.isEmpty else { return [] }
        var defined = Set(context.nodes.linkDefinitions.map { $0.normalizedLabel })
        for footnote in context.nodes.footnoteDefinitions { defined.insert("^" + LinkLabel.normalize(footnote.label)) }
        var findings: [Finding] = []
        for reference in references where shortcutSyntax || reference.kind != .shortcut {
            let normalized = LinkLabel.normalize(reference.label)
            guard !defined.contains(normalized), !ignoredLabels.contains(normalized) else { continue }
            let range = context.firstLine(of: reference.range)
            findings.append(Finding(
                range: range,
                detail: "Missing link or image reference definition: \"\(Self.displayLabel(reference.label))\"",
                context: context.text(range)))
        }
        return findings
    }

    /// The label as markdownlint shows it: lowercase, trimmed, inner whitespace as one space.
    static func displayLabel(_ label: String) -> String {
        label.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
            .joined(separator: " ")
    }
}
