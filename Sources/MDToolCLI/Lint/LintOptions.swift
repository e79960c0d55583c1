/// The options of `mdtool lint`, parsed.
struct LintOptions: Sendable {
    var inputs: InputOptions
    var reports: ReportOptions
    var color: ColorChoice
    /// `--show-source`: the code frame under each finding even off a terminal.
    var showsSource: Bool
    var enable: [String]
    var disable: [String]
    var fix: Bool
    var unsafeFixes: Bool
    var statistics: Bool
    var quiet: Bool
    /// `--cache-dir`, `--no-cache`.
    var cache: CacheOptions
    /// `--show-config FILE`: print the file's configuration instead of linting.
    var showConfig: String?
    /// `--select`, `--fail-on`, `--exit-zero`, `--show-fixes`, `--diff`, the baseline.
    var adoption = AdoptionOptions()
}
