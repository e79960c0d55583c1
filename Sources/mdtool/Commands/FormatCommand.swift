import MarkdownFormatting
import MarkdownSyntax

/// `mdtool fmt`: rewrites Markdown files in canonical form, never changing their meaning.
struct FormatCommand: Command {
    static let name = "fmt"
    static let summary = "Format Markdown files in place, checking they render exactly as before."
    static let synopsis = "[OPTIONS] [PATHS…|-]"
    static let options = RewriteRun.Options.leadingSpecs + [
        OptionSpec(name: "--no-validate", valueName: nil,
                   help: "Skip the check that the output renders to the same HTML as the input."),
    ] + RewriteRun.Options.inputSpecs(verb: "format")
    static let examples = [
        "mdtool fmt",
        "mdtool fmt --check docs",
        "mdtool fmt --diff README.md",
        "cat notes.md | mdtool fmt - > formatted.md",
    ]

    let paths: [String]
    let options: RewriteRun.Options
    let validate: Bool

    init(_ arguments: ParsedArguments) throws(CommandError) {
        paths = arguments.positionals
        options = try RewriteRun.Options(arguments)
        validate = !arguments.has("--no-validate")
    }

    func run() throws(CommandError) -> Int32 {
        let validate = self.validate
        let wording = RewriteRun.Wording(command: "fmt", done: "Formatted", refused: "not formatted")
        return try RewriteRun(wording: wording, paths: paths, options: options).run { formatOptions in
            let formatter = MarkdownFormatter(options: formatOptions)
            return { source in
                let result = formatter.formatChecked(source, validate: validate)
                return Rewrite(output: result.output, isChanged: result.isChanged, problems: result.problems)
            }
        }
    }
}
