import MarkdownSyntax

/// The `--flavor` option shared by commands that parse Markdown.
enum FlavorOption {
    static let option = Option("--flavor", valueName: "FLAVOR", help: "Markdown flavor to parse (default: gfm).",
                               choices: ParseOptions.Flavor.allCases)

    static func parseOptions(_ arguments: ParsedArguments) throws(CommandError) -> ParseOptions {
        ParseOptions(flavor: try arguments.value(option) ?? .gfm)
    }
}
