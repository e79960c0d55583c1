import MarkdownLint
import MarkdownSyntax
import Workspace

/// `mdtool lint`: checks Markdown files against the configured rules.
struct LintCommand: Command {
    static let name = "lint"
    static let summary = "Check Markdown files against the lint rules (markdownlint-compatible)."
    static let synopsis = "[OPTIONS] [PATHS…|-]"
    static let options = [
        OptionSpec(name: "--config", valueName: "FILE",
                   help: "Configuration file (default: the nearest .mdtool.yml or .markdownlint.* above the current directory)."),
        OptionSpec(name: "--output-format", valueName: "FORMAT", help: "How to report findings (default: text).",
                   choices: ["text", "json", "sarif", "github"]),
        OptionSpec(name: "--enable", valueName: "RULES", help: "Turn on rules (IDs, aliases or tags, comma-separated).",
                   repeatable: true),
        OptionSpec(name: "--disable", valueName: "RULES", help: "Turn off rules (IDs, aliases or tags, comma-separated).",
                   repeatable: true),
        OptionSpec(name: "--fix", valueName: nil, help: "Apply safe fixes in place, then report what remains."),
        OptionSpec(name: "--unsafe-fixes", valueName: nil, help: "With --fix, also apply fixes that may change rendering."),
        OptionSpec(name: "--statistics", valueName: nil, help: "Print the number of findings per rule."),
        OptionSpec(name: "--quiet", valueName: nil, help: "Print findings only, no summary."),
        OptionSpec(name: "--stdin-filename", valueName: "NAME",
                   help: "Name for input read from '-' (for reports and configuration matching)."),
        OptionSpec(name: "--no-gitignore", valueName: nil, help: "Also lint files that .gitignore excludes."),
    ]
    static let examples = [
        "mdtool lint",
        "mdtool lint docs README.md --output-format github",
        "mdtool lint --fix --disable MD013",
        "cat notes.md | mdtool lint - --stdin-filename notes.md",
    ]

    let paths: [String]
    let options: LintOptions

    init(_ arguments: ParsedArguments) throws(CommandError) {
        paths = arguments.positionals
        if paths.contains("-") && paths.count > 1 { throw .usage("'-' (standard input) cannot be combined with paths") }
        let outputFormat = LintOptions.OutputFormat(rawValue: arguments.value("--output-format") ?? "text") ?? .text
        options = LintOptions(
            configPath: arguments.value("--config"),
            outputFormat: outputFormat,
            enable: arguments.allValues("--enable").flatMap { $0.split(separator: ",").map(String.init) },
            disable: arguments.allValues("--disable").flatMap { $0.split(separator: ",").map(String.init) },
            fix: arguments.has("--fix"),
            unsafeFixes: arguments.has("--unsafe-fixes"),
            statistics: arguments.has("--statistics"),
            quiet: arguments.has("--quiet"),
            stdinFilename: arguments.value("--stdin-filename"),
            respectsGitIgnore: !arguments.has("--no-gitignore"))
        if options.unsafeFixes && !options.fix { throw .usage("--unsafe-fixes needs --fix") }
    }

    func run() throws(CommandError) -> Int32 {
        try LintRun(paths: paths, options: options).run()
    }
}

/// The options of `mdtool lint`, parsed.
struct LintOptions: Sendable {
    enum OutputFormat: String, Sendable { case text, json, sarif, github }

    var configPath: String?
    var outputFormat: OutputFormat
    var enable: [String]
    var disable: [String]
    var fix: Bool
    var unsafeFixes: Bool
    var statistics: Bool
    var quiet: Bool
    var stdinFilename: String?
    var respectsGitIgnore: Bool
}
