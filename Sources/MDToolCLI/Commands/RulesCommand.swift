import MarkdownLint
import MarkdownProject
import YAML

/// `mdtool rules`: the rule catalogue, or one rule's documentation page.
struct RulesCommand: Command {
    static let name = "rules"
    static let summary = "List the lint rules, or show one rule's documentation."
    static let synopsis = "[--output-format text|json|markdown] [RULE]"
    static let outputFormat = Option("--output-format", valueName: "FORMAT",
                                     help: "Catalogue format (default: text); markdown lists the built-in rules only.",
                                     choices: CatalogFormat.allCases)
    static let config = InputOptions.config(
        help: "Configuration whose custom rules are listed too (default: the current directory's).")
    static let options: [any OptionDeclaration] = [outputFormat, config]
    static let examples = ["mdtool rules", "mdtool rules MD013", "mdtool rules line-length", "mdtool rules --output-format json"]

    static var argumentChoices: [String] { RuleRegistry.builtIn.allNames }

    enum CatalogFormat: String, CaseIterable, Sendable { case text, json, markdown }

    let rule: String?
    let format: CatalogFormat
    let configPath: String?

    init(_ arguments: ParsedArguments) throws(CommandError) {
        guard arguments.positionals.count <= 1 else { throw .usage("'mdtool rules' takes at most one rule name") }
        rule = arguments.positionals.first
        format = try arguments.value(Self.outputFormat) ?? .text
        configPath = try arguments.value(Self.config)
    }

    func run(in context: CommandContext) throws(CommandError) -> Int32 {
        // The built-in rules plus the custom rules of the configuration.
        let configuration = try ConfigurationResolver.load(explicitPath: configPath, in: context).configurationHere(in: context)
        let registry = try configuration.lintSection().registry
        configuration.reportProblems(outside: [.lint], command: Self.name, in: context)
        guard let rule else {
            switch format {
            case .json: context.output.write(RuleCatalog.json(registry))
            // The table of rules/README.md links each rule's page: built-in rules only.
            case .markdown: context.writeText(RuleCatalog.markdown(.builtIn))
            case .text: context.writeText(RuleCatalog.text(registry))
            }
            return 0
        }
        guard let page = RuleCatalog.page(for: rule, registry: registry) else {
            var message = "unknown rule '\(rule)'"
            if let suggestion = NameSuggestion.closest(to: rule, among: registry.allNames) {
                message += "; did you mean '\(suggestion)'?"
            }
            throw .usage(message + " (see 'mdtool rules')")
        }
        context.writeText(page)
        return 0
    }
}
