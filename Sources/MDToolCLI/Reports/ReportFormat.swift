/// How a command reports what it found (`--output-format`). One declaration of every format;
/// each command offers those it can make.
enum ReportFormat: String, CaseIterable, Sendable {
    case text, json, sarif, github, junit, gitlab

    /// The formats of `links` and `fmt --check` (JUnit and GitLab reports are `lint`'s alone).
    static let nonLintFormats: [ReportFormat] = [.text, .json, .sarif, .github]
}
