/// `mdtool lint`: checks Markdown files against the configured rules.
struct LintCommand: Command {
    static let name = "lint"
    static let summary = "Check Markdown files against the lint rules (markdownlint-compatible)."
    static let synopsis = "[OPTIONS] [PATHS…|-]"
    static let inputs = InputOptions.Declarations(
        configHelp: "Configuration file in place of those found at and above the current directory (.mdtool.yml, "
            + ".markdownlint-cli2.*, .markdownlint.*; any name).",
        stdinPurpose: "for reports and configuration matching", verb: "lint")
    static let reports = ReportOptions.Declarations(formats: ReportFormat.allCases, subject: "findings")
    static let showSource = Flag("--show-source",
                                 help: "Show each finding's line with a caret under it in text reports (default: on a terminal).")
    static let enable = Option("--enable", valueName: "RULES", help: "Turn on rules (IDs, aliases or tags, comma-separated).",
                               repeatable: true)
    static let disable = Option("--disable", valueName: "RULES", help: "Turn off rules (IDs, aliases or tags, comma-separated).",
                                repeatable: true)
    static let fix = Flag("--fix", help: "Apply safe fixes in place, then report what remains.")
    static let unsafeFixes = Flag("--unsafe-fixes", help: "With --fix or --diff, also apply fixes that may change rendering.")
    static let statistics = Flag("--statistics", help: "Print the number of findings per rule.")
    static let quiet = Flag("--quiet", short: "-q", help: "Print findings only, no summary.")
    static let showConfig = Option("--show-config", valueName: "FILE",
                                   help: "Print the configuration FILE is linted with, and where each value comes from.")
    static let options: [any OptionDeclaration] = [inputs.config, DialectOption.option] + reports.all + [
        ColorChoice.option, showSource, enable, disable, fix, unsafeFixes, statistics, quiet, showConfig,
        inputs.stdinFilename, inputs.noGitIgnore,
    ] + AdoptionOptions.all + CacheOptions.all
    static let examples = [
        "mdtool lint",
        "mdtool lint docs README.md --output-format github",
        "mdtool lint --output-format text --output-format sarif=mdtool.sarif --output-format junit=mdtool.xml",
        "mdtool lint --fix --disable MD013",
        "cat notes.md | mdtool lint - --stdin-filename notes.md",
        "mdtool lint --show-config docs/guide.md",
        "mdtool lint --select MD009,MD047 --diff",
        "mdtool lint --write-baseline .mdtool-baseline.json && mdtool lint --baseline .mdtool-baseline.json",
        "mdtool lint --no-cache",
    ]

    private(set) var options: LintOptions

    init(_ arguments: ParsedArguments) throws(CommandError) {
        options = LintOptions(
            inputs: try InputOptions(arguments, Self.inputs),
            reports: try ReportOptions(arguments, Self.reports),
            color: try arguments.value(ColorChoice.option) ?? .auto,
            showsSource: arguments.has(Self.showSource),
            enable: try arguments.values(Self.enable).flatMap(Self.ruleNames),
            disable: try arguments.values(Self.disable).flatMap(Self.ruleNames),
            fix: arguments.has(Self.fix),
            unsafeFixes: arguments.has(Self.unsafeFixes),
            statistics: arguments.has(Self.statistics),
            quiet: arguments.has(Self.quiet),
            cache: try CacheOptions(arguments),
            showConfig: try arguments.value(Self.showConfig))
        options.adoption = try AdoptionOptions(arguments, fix: options.fix, reports: options.reports)
        if options.unsafeFixes && !options.fix && !options.adoption.diff { throw .usage("--unsafe-fixes needs --fix or --diff") }
    }

    /// The rule names of one `--enable` or `--disable` value.
    private static func ruleNames(_ list: String) -> [String] {
        list.split(separator: ",").map(String.init)
    }

    func run(in context: CommandContext) throws(CommandError) -> Int32 {
        try LintRun(options: options, context: context).run()
    }
}
