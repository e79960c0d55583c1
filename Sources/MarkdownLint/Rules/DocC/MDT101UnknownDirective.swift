import MarkdownSyntax

/// MDT101 (DocC): every block directive is one swift-docc documents; a misspelt name
/// gets the closest documented one as a suggestion. Names DocC compares exactly, so a
/// name differing only in case is reported too.
struct MDT101UnknownDirective: Rule {
    static let allowedOption = RuleOption("allowed", default: [String](),
                                          "More directive names to accept (a documentation extension's own)")

    static let descriptor = RuleDescriptor(
        id: "MDT101", aliases: ["docc-known-directives"], tags: ["docc"],
        summary: "DocC directives should be ones swift-docc knows",
        options: [allowedOption],
        dialects: [.docc])

    let allowed: Set<String>

    init(options: RuleOptions) throws(ConfigError) {
        allowed = Set(options[Self.allowedOption])
    }

    func check(_ context: LintContext) -> [Finding] {
        context.nodes.blockDirectives.compactMap { directive in
            let name = directive.name
            guard DocCDirectives.placements[name] == nil, !allowed.contains(name),
                  let range = DocCDirectiveName.range(of: directive) else { return nil }
            var detail = "Unknown directive: @\(name)"
            if let suggestion = NameSuggestion.closest(to: name, among: DocCDirectives.names) {
                detail += "; did you mean @\(suggestion)?"
            }
            return Finding(range: range, detail: detail, context: "@" + name)
        }
    }
}
