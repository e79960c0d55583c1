import MarkdownSyntax

/// MD056: every body row of a table has as many cells as the header and delimiter row.
/// A short row is reported at its last character; a long one from the pipe that starts
/// its first extra cell to the row's end.
struct MD056TableColumnCount: Rule {
    static let descriptor = RuleDescriptor(
        id: "MD056", aliases: ["table-column-count"], tags: ["table"],
        summary: "Table column count", isFixable: false)

    init(options: RuleOptions) throws(ConfigError) {}

    func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for layout in context.tableLayouts {
            let expected = layout.columnCount
            for row in layout.rows where row.kind == .body {
                let actual = row.cells.count
                if actual < expected {
                    findings.append(Finding(
                        range: UTF8Scalar.range(endingAt: row.end, notBefore: row.start, in: context.bytes),
                        detail: ExpectedActual.detail(expected, actual, "; Too few cells, row will be missing data")))
                } else if actual > expected {
                    let start = row.separators[expected - 1]
                    findings.append(Finding(
                        range: start..<row.end,
                        detail: ExpectedActual.detail(expected, actual, "; Too many cells, extra data will be missing")))
                }
            }
        }
        return findings
    }
}
