import MarkdownLint
import YAML

/// `mdtool rules`: the rule catalogue, or one rule's documentation page.
struct RulesCommand: Command {
    static let name = "rules"
    static let summary = "List the lint rules, or show one rule's documentation."
    static let synopsis = "[--output-format text|json|markdown] [RULE]"
    static let options = [
        OptionSpec(name: "--output-format", valueName: "FORMAT", help: "Catalogue format (default: text).",
                   choices: ["text", "json", "markdown"]),
    ]
    static let examples = ["mdtool rules", "mdtool rules MD013", "mdtool rules line-length", "mdtool rules --output-format json"]

    let rule: String?
    let format: String

    init(_ arguments: ParsedArguments) throws(CommandError) {
        guard arguments.positionals.count <= 1 else { throw .usage("'mdtool rules' takes at most one rule name") }
        rule = arguments.positionals.first
        format = arguments.value("--output-format") ?? "text"
    }

    func run() throws(CommandError) -> Int32 {
        guard let rule else {
            switch format {
            case "json": StandardStreams.writeOutput(RuleCatalog.json())
            case "markdown": StandardStreams.writeOutput(RuleCatalog.markdown())
            default: StandardStreams.writeOutput(RuleCatalog.text())
            }
            return 0
        }
        guard let page = RuleCatalog.page(for: rule) else {
            var message = "unknown rule '\(rule)'"
            if let suggestion = NameSuggestion.closest(to: rule, among: RuleRegistry.builtIn.allNames) {
                message += "; did you mean '\(suggestion)'?"
            }
            throw .usage(message + " (see 'mdtool rules')")
        }
        StandardStreams.writeOutput(page)
        return 0
    }
}
