import MarkdownFormatting
import MarkdownLint
import MarkdownSyntax
import Workspace

/// `mdtool fmt`: rewrites Markdown files in canonical form, never changing their meaning.
struct FormatCommand: Command {
    static let name = "fmt"
    static let summary = "Format Markdown files in place, checking they render exactly as before."
    static let synopsis = "[OPTIONS] [PATHS…|-]"
    static let options = [
        OptionSpec(name: "--config", valueName: "FILE",
                   help: "Configuration file (default: the nearest .mdtool.yml above the current directory)."),
        OptionSpec(name: "--check", valueName: nil, help: "Write nothing; list files that would change and exit 1 if any."),
        OptionSpec(name: "--diff", valueName: nil, help: "Write nothing; print a unified diff and exit 1 if any file would change."),
        OptionSpec(name: "--no-validate", valueName: nil,
                   help: "Skip the check that the output renders to the same HTML as the input."),
        OptionSpec(name: "--stdin-filename", valueName: "NAME",
                   help: "Name for input read from '-' (for messages and configuration matching)."),
        OptionSpec(name: "--no-gitignore", valueName: nil, help: "Also format files that .gitignore excludes."),
    ]
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
        if paths.contains("-") && paths.count > 1 { throw .usage("'-' (standard input) cannot be combined with paths") }
        if arguments.has("--check") && arguments.has("--diff") { throw .usage("use either --check or --diff, not both") }
        options = RewriteRun.Options(configPath: arguments.value("--config"), check: arguments.has("--check"),
                                     diff: arguments.has("--diff"), stdinFilename: arguments.value("--stdin-filename"),
                                     respectsGitIgnore: !arguments.has("--no-gitignore"))
        validate = !arguments.has("--no-validate")
    }

    func run() throws(CommandError) -> Int32 {
        let validate = self.validate
        let wording = RewriteRun.Wording(command: "fmt", done: "Formatted", refused: "not formatted")
        return try RewriteRun(wording: wording, paths: paths, options: options).run { configuration in
            let formatter = MarkdownFormatter(options: configuration.lint.format)
            return { source in
                let result = formatter.formatChecked(source, validate: validate)
                return Rewrite(output: result.output, isChanged: result.isChanged, problems: result.problems)
            }
        }
    }
}
