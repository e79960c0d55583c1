/// The options of `mdtool lint`, parsed.
struct LintOptions: Sendable {
    enum OutputFormat: String, CaseIterable, Sendable { case text, json, sarif, github }

    var inputs: InputOptions
    var outputFormat: OutputFormat
    var enable: [String]
    var disable: [String]
    var fix: Bool
    var unsafeFixes: Bool
    var statistics: Bool
    var quiet: Bool
    /// `--show-config FILE`: print the file's configuration instead of linting.
    var showConfig: String?
}
