import MarkdownSyntax

/// MD036: a paragraph made of nothing but one emphasized or strong span of plain text, on
/// one line, looks like a heading written with emphasis. As in markdownlint, only
/// paragraphs at the top level of the document are checked (not in lists or block
/// quotes), the text must be plain (no code, links, escapes or entities), and text ending
/// with punctuation is not reported.
struct MD036NoEmphasisAsHeading: Rule {
    static let punctuationOption = RuleOption(
        "punctuation", default: ".,;:!?。，；：！？",
        "Characters that, ending the emphasized text, mark it as a sentence rather than a heading")

    static let descriptor = RuleDescriptor(
        id: "MD036", aliases: ["no-emphasis-as-heading"], tags: ["headings", "emphasis"],
        summary: "Emphasis used instead of a heading",
        options: [punctuationOption])

    let punctuation: Set<Character>

    init(options: RuleOptions) throws(ConfigError) {
        punctuation = Set(options[Self.punctuationOption])
    }

    func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        // Only the document's own paragraphs count. Their raw storage is looked at first:
        // making nodes for every top-level block costs more than the rest of the rule.
        for (index, raw) in context.document.raw.children.enumerated() {
            guard case .paragraph = raw.kind, raw.children.count == 1 else { continue }
            switch raw.children[0].kind {
            case .emphasis, .strong: break
            default: continue
            }
            guard let span = context.document.child(at: index)?.child(at: 0), span.childCount == 1,
                  let text = span.child(at: 0) as? Text, let range = span.byteRange,
                  let source = text.sourceText, source == text.string, !source.isEmpty else { continue }
            if let last = source.last, punctuation.contains(last) { continue }
            findings.append(Finding(range: range, context: MarkdownlintText.ellipsized(source)))
        }
        return findings
    }
}
