/// The options every rewriting command (`fmt`, `transform`) shares, parsed.
struct RewriteOptions: Sendable {
    static let check = Flag("--check", help: "Write nothing; list files that would change and exit 1 if any.")
    static let diff = Flag("--diff", help: "Write nothing; print a unified diff and exit 1 if any file would change.")

    /// The shared input options, worded for a command that does `verb` to files.
    static func inputs(verb: String) -> InputOptions.Declarations {
        InputOptions.Declarations(configHelp: "Configuration file in place of those found at and above the current directory.",
                                  stdinPurpose: "for messages and configuration matching", verb: verb)
    }

    var inputs: InputOptions
    var check: Bool
    var diff: Bool
    /// Whether each file's messages (changed anchors, notes) go to standard error.
    var showsMessages = true
    /// Whether a run ends with how many files were (or would be) rewritten.
    var showsSummary = true
    /// How `--check` reports the files that would change (`fmt --output-format`).
    var reports = ReportOptions()

    /// Reads the shared options, rejecting '-' beside paths and `--check` with `--diff`.
    init(_ arguments: ParsedArguments, _ inputs: InputOptions.Declarations) throws(CommandError) {
        self.inputs = try InputOptions(arguments, inputs)
        if arguments.has(Self.check) && arguments.has(Self.diff) { throw .usage("use either --check or --diff, not both") }
        check = arguments.has(Self.check)
        diff = arguments.has(Self.diff)
    }
}
