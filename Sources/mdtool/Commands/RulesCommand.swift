import MarkdownLint
import MarkdownProject
import Workspace
import YAML

/// `mdtool rules`: the rule catalogue, or one rule's documentation page.
struct RulesCommand: Command {
    static let name = "rules"
    static let summary = "List the lint rules, or show one rule's documentation."
    static let synopsis = "[--output-format text|json|markdown] [RULE]"
    static let options = [
        OptionSpec(name: "--output-format", valueName: "FORMAT",
                   help: "Catalogue format (default: text); markdown lists the built-in rules only.",
                   choices: ["text", "json", "markdown"]),
        OptionSpec(name: "--config", valueName: "FILE",
                   help: "Configuration whose custom rules are listed too (default: the nearest .mdtool.yml)."),
    ]
    static let examples = ["mdtool rules", "mdtool rules MD013", "mdtool rules line-length", "mdtool rules --output-format json"]

    let rule: String?
    let format: String
    let configPath: String?

    init(_ arguments: ParsedArguments) throws(CommandError) {
        guard arguments.positionals.count <= 1 else { throw .usage("'mdtool rules' takes at most one rule name") }
        rule = arguments.positionals.first
        format = arguments.value("--output-format") ?? "text"
        configPath = arguments.value("--config")
    }

    func run() throws(CommandError) -> Int32 {
        // The built-in rules plus the custom rules of the configuration.
        let registry = try ProjectConfiguration.load(explicitPath: configPath, from: FileSystem.currentDirectory)
            .lintSection().registry
        guard let rule else {
            switch format {
            case "json": StandardStreams.writeOutput(RuleCatalog.json(registry))
            // The table of rules/README.md links each rule's page: built-in rules only.
            case "markdown": StandardStreams.writeOutput(RuleCatalog.markdown(.builtIn))
            default: StandardStreams.writeOutput(RuleCatalog.text(registry))
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
        StandardStreams.writeOutput(page)
        return 0
    }
}
