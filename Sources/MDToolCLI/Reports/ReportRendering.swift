import MarkdownLint

/// The machine-readable reports every command makes from the same `LintReport`: `lint`'s
/// findings, and the broken links and unformatted files of `links` and `fmt --check`.
enum ReportRendering {
    /// `report` in `format`; `text` is each command's own and is not made here.
    static func render(_ report: LintReport, as format: ReportFormat, links: ReportLinks) -> [UInt8] {
        switch format {
        case .text: preconditionFailure("each command writes its own text report")
        case .json: return JSONReporter.renderUTF8(report)
        case .sarif: return Array(SARIFReporter.render(report, toolVersion: MDTool.version, links: links).utf8)
        case .github: return Array(GitHubReporter.render(report).utf8)
        case .junit: return Array(JUnitReporter.render(report).utf8)
        case .gitlab: return Array(GitLabReporter.render(report).utf8)
        }
    }
}
