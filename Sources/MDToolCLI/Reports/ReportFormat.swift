/// How a command reports what it found (`--output-format`). One declaration of every format;
/// each command offers those it can make.
enum ReportFormat: String, CaseIterable, Sendable {
    case text, json, sarif, github, junit, gitlab

    /// The formats of `links` and `fmt --check`, which report through the lint reporters
    /// all but their own `text` and `json`.
    static let nonLintFormats: [ReportFormat] = [.text, .json, .sarif, .github]
}
