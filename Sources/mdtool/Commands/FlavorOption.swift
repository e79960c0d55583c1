import MarkdownSyntax

/// The `--flavor` option shared by commands that parse Markdown.
enum FlavorOption {
    static let spec = OptionSpec(name: "--flavor", valueName: "FLAVOR",
                                 help: "Markdown flavor to parse (default: gfm).",
                                 choices: ParseOptions.Flavor.allCases.map(\.rawValue))

    static func parseOptions(_ arguments: ParsedArguments) -> ParseOptions {
        ParseOptions(flavor: arguments.value("--flavor").flatMap(ParseOptions.Flavor.init(rawValue:)) ?? .gfm)
    }
}
