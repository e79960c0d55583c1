import MarkdownLint

/// The `lint` options for bringing lint into a project a step at a time: what fails the run
/// (`--exit-zero`, `--fail-on`), which rules run (`--select`), seeing fixes before taking
/// them (`--show-fixes`, `--diff`) and a baseline of known findings (`--write-baseline`,
/// `--baseline`).
struct AdoptionOptions: Sendable {
    static let exitZero = Flag("--exit-zero", help: "Exit 0 even when there are findings (2 still means a usage or input error).")
    static let failOn = Option("--fail-on", valueName: "SEVERITY",
                               help: "The least severity that makes the exit status 1 (default: error).",
                               choices: [Severity.error, Severity.warning])
    static let select = Option("--select", valueName: "RULES",
                               help: "Run only these rules (IDs, aliases or tags, comma-separated), in place of the configured set; "
                                + "their configured options apply, --enable and --disable act after it.",
                               repeatable: true)
    static let showFixes = Flag("--show-fixes", help: "Show what each fixable finding's fix would change, in text reports.")
    static let diff = Flag("--diff", help: "Write nothing; print the fixes --fix would make as a unified diff, exit 1 if there are any.")
    static let writeBaseline = Option("--write-baseline", valueName: "FILE",
                                      help: "Record today's findings in FILE (JSON) instead of reporting them.")
    static let baseline = Option("--baseline", valueName: "FILE",
                                 help: "Report only findings that are not recorded in FILE (made by --write-baseline).")

    /// In the order `--help` lists them.
    static let all: [any OptionDeclaration] = [select, failOn, exitZero, showFixes, diff, baseline, writeBaseline]

    var exitsZero = false
    var failOn = Severity.error
    /// The rule names of `--select`, nil when it was not given (every configured rule runs).
    var select: [String]?
    var showsFixes = false
    var diff = false
    var baselinePath: String?
    var writeBaselinePath: String?

    init() {}

    /// Reads the options, refusing combinations that contradict each other.
    init(_ arguments: ParsedArguments, fix: Bool, reports: ReportOptions) throws(CommandError) {
        exitsZero = arguments.has(Self.exitZero)
        failOn = try arguments.value(Self.failOn) ?? .error
        let selected = try arguments.values(Self.select)
        select = selected.isEmpty ? nil : selected.flatMap { $0.split(separator: ",").map(String.init) }
        showsFixes = arguments.has(Self.showFixes)
        diff = arguments.has(Self.diff)
        baselinePath = try arguments.value(Self.baseline)
        writeBaselinePath = try arguments.value(Self.writeBaseline)
        if diff && fix { throw .usage("use either --fix (write the fixes) or --diff (show them), not both") }
        if diff && !reports.isPlainText { throw .usage("--diff prints a diff, not reports: leave out --output-format and --output-file") }
        if baselinePath != nil && writeBaselinePath != nil { throw .usage("use either --baseline or --write-baseline, not both") }
        if writeBaselinePath != nil && diff { throw .usage("use either --diff or --write-baseline, not both") }
        if writeBaselinePath != nil && !reports.isPlainText {
            throw .usage("--write-baseline records the findings instead of reporting them: leave out --output-format and --output-file")
        }
    }

    /// Whether findings are matched by their `FindingFingerprint`, which needs the files' lines.
    var usesFingerprints: Bool { baselinePath != nil || writeBaselinePath != nil }

    /// The exit status of a run that met no usage or input error: 1 when a finding is at
    /// least as severe as `--fail-on` says (errors by default, as before these options), 0 otherwise.
    func exitStatus(for report: LintReport) -> Int32 {
        if exitsZero { return 0 }
        return report.files.contains { $0.diagnostics.contains { $0.severity >= failOn } } ? 1 : 0
    }
}
