import MarkdownSyntax

/// MD040: every fenced code block names its language (the first word of the info string,
/// as written). With `allowed_languages`, the language must be one of them (exact match);
/// with `language_only`, nothing may follow the language.
struct MD040FencedCodeLanguage: Rule {
    static let allowedLanguagesOption = RuleOption("allowed_languages", default: [String](),
                                                   "Languages code blocks may use; an empty list allows any")
    static let languageOnlyOption = RuleOption("language_only", default: false,
                                               "Report info strings that hold more than the language")

    static let descriptor = RuleDescriptor(
        id: "MD040", aliases: ["fenced-code-language"], tags: ["code", "language"],
        summary: "Fenced code blocks should have a language specified",
        options: [allowedLanguagesOption, languageOnlyOption])

    let allowedLanguages: Set<String>
    let languageOnly: Bool

    init(options: RuleOptions) throws(ConfigError) {
        allowedLanguages = Set(options[Self.allowedLanguagesOption])
        languageOnly = options[Self.languageOnlyOption]
    }

    func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for code in context.nodes.fencedCodeBlocks {
            guard let fence = CodeBlockLines.openingFence(of: code, in: context), let info = CodeBlockLines.info(of: code, in: context) else { continue }
            let fenceText = context.text(fence.text)
            if info.word.isEmpty {
                findings.append(Finding(range: fence.text, context: MarkdownlintText.ellipsized(fenceText)))
            } else if !allowedLanguages.isEmpty {
                let language = context.text(info.word)
                if !allowedLanguages.contains(language) {
                    findings.append(Finding(range: info.word, detail: "\"\(language)\" is not allowed"))
                }
            }
            if languageOnly && info.hasMeta {
                findings.append(Finding(range: fence.text,
                                        detail: "Info string contains more than language: \"\(fenceText)\""))
            }
        }
        return findings
    }
}
