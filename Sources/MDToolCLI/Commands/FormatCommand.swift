import MarkdownFormatting
import MarkdownSyntax

/// `mdtool fmt`: rewrites Markdown files in canonical form, never changing their meaning.
struct FormatCommand: Command {
    static let name = "fmt"
    static let summary = "Format Markdown files in place, checking they render exactly as before."
    static let synopsis = "[OPTIONS] [PATHS…|-]"
    static let inputs = RewriteOptions.inputs(verb: "format")
    static let quiet = Flag("--quiet", short: "-q", help: "Do not print how many files were (or would be) formatted.")
    static let noValidate = Flag("--no-validate",
                                 help: "Skip the check that the output means the same as the input in its dialect.")
    static let reports = ReportOptions.Declarations(formats: ReportFormat.nonLintFormats,
                                                    subject: "the files --check finds unformatted")
    static let options: [any OptionDeclaration] = [
        inputs.config, DialectOption.option, RewriteOptions.check, RewriteOptions.diff] + reports.all + [
        quiet, noValidate, inputs.stdinFilename, inputs.noGitIgnore,
    ] + CacheOptions.all
    static let examples = [
        "mdtool fmt",
        "mdtool fmt --check docs",
        "mdtool fmt --check --output-format github",
        "mdtool fmt --diff README.md",
        "cat notes.md | mdtool fmt - > formatted.md",
    ]

    let options: RewriteOptions
    let validate: Bool
    let cache: CacheOptions

    init(_ arguments: ParsedArguments) throws(CommandError) {
        var options = try RewriteOptions(arguments, Self.inputs)
        options.showsSummary = !arguments.has(Self.quiet)
        options.reports = try ReportOptions(arguments, Self.reports)
        if !options.reports.isPlainText && !options.check { throw .usage("--output-format and --output-file need --check") }
        self.options = options
        validate = !arguments.has(Self.noValidate)
        cache = try CacheOptions(arguments)
    }

    func run(in context: CommandContext) throws(CommandError) -> Int32 {
        let validate = self.validate
        let wording = RewriteRun.Wording(command: "fmt", done: "Formatted", wouldDo: "Would reformat", refused: "not formatted",
                                         unchanged: "already formatted")
        var run = RewriteRun(wording: wording, options: options, context: context)
        run.cache = cache.cache(in: context).map { (store: $0, validates: validate) }
        return try run.run { formatOptions in
            let formatter = MarkdownFormatter(options: formatOptions)
            return { source, parseOptions, endsWithFile in
                let result = formatter.formatChecked(source, parseOptions: parseOptions, validate: validate,
                                                     handingLastTreeTo: endsWithFile ? { LeftToExit.keep($0) } : nil)
                return Rewrite(output: result.output, isChanged: result.isChanged, problems: result.problems)
            }
        }
    }
}
