import MarkdownLint

/// The machine-readable reports every command makes from the same `LintReport`: `lint`'s
/// findings, and the broken links and unformatted files of `links` and `fmt --check`.
enum ReportRendering {
    /// `report` in `format`; `text` is each command's own and is not made here.
    static func render(_ report: LintReport, as format: ReportFormat, links: ReportLinks) -> String {
        switch format {
        case .text: preconditionFailure("each command writes its own text report")
        case .json: return JSONReporter.render(report)
        case .sarif: return SARIFReporter.render(report, toolVersion: MDTool.version, links: links)
        case .github: return GitHubReporter.render(report)
        case .junit: return JUnitReporter.render(report)
        case .gitlab: return GitLabReporter.render(report)
        }
    }
}
