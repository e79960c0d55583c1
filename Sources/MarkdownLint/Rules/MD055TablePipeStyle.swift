import MarkdownSyntax

/// MD055: every table row (header, delimiter row and body) starts and ends with a pipe, or
/// not, as the `style` says; `consistent` takes the first row of the document as the model.
///
/// The fix (mdtool's own; markdownlint has none) adds or removes the leading or trailing
/// pipe of the reported row, with the space next to it: an added pipe gets a space between
/// it and the cell when the row's other pipes have spaces around them. A pipe cannot be
/// removed from an empty cell, and no fix is offered for a table whose rows, once fixed,
/// would no longer parse as the same table (a first cell starting with `-` or `#` would
/// start a list or a heading without its pipe).
struct MD055TablePipeStyle: Rule {
    enum Style: String, RuleOptionChoice {
        case consistent, leadingOnly = "leading_only", trailingOnly = "trailing_only"
        case leadingAndTrailing = "leading_and_trailing", noLeadingOrTrailing = "no_leading_or_trailing"

        var help: String? { self == .consistent ? "like the document's first table row" : nil }
    }

    static let styleOption = RuleOption("style", default: Style.consistent, "Which pipes each table row has")

    static let descriptor = RuleDescriptor(
        id: "MD055", aliases: ["table-pipe-style"], tags: ["table"],
        summary: "Table pipe style",
        options: [styleOption],
        isFixable: true)

    /// Whether a row has a leading and a trailing pipe.
    struct PipeStyle: Equatable {
        var leading: Bool
        var trailing: Bool

        init(leading: Bool, trailing: Bool) {
            self.leading = leading
            self.trailing = trailing
        }

        /// nil for `consistent`.
        init?(_ style: Style) {
            switch style {
            case .consistent: return nil
            case .leadingOnly: self.init(leading: true, trailing: false)
            case .trailingOnly: self.init(leading: false, trailing: true)
            case .leadingAndTrailing: self.init(leading: true, trailing: true)
            case .noLeadingOrTrailing: self.init(leading: false, trailing: false)
            }
        }

        var name: String {
            let style: Style = switch (leading, trailing) {
            case (true, true): .leadingAndTrailing
            case (true, false): .leadingOnly
            case (false, true): .trailingOnly
            case (false, false): .noLeadingOrTrailing
            }
            return style.rawValue
        }
    }

    /// nil for `consistent`.
    let style: PipeStyle?

    init(options: RuleOptions) throws(ConfigError) {
        style = PipeStyle(options[Self.styleOption])
    }

    func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        var expected = style
        for layout in context.tableLayouts {
            var tableFindings: [Finding] = []
            var edits: [TextEdit?] = []
            for row in layout.rows {
                let actual = PipeStyle(leading: row.hasLeadingPipe, trailing: row.hasTrailingPipe)
                let wanted = expected ?? actual
                expected = wanted
                guard actual != wanted else { continue }
                let detail = "Expected: \(wanted.name); Actual: \(actual.name); "
                if actual.leading != wanted.leading {
                    tableFindings.append(Finding(
                        range: UTF8Scalar.range(startingAt: row.start, notPast: row.end, in: context.bytes),
                        detail: detail + (wanted.leading ? "Missing" : "Unexpected") + " leading pipe"))
                    edits.append(wanted.leading ? addLeadingPipe(row, context) : removeLeadingPipe(row))
                }
                if actual.trailing != wanted.trailing {
                    tableFindings.append(Finding(
                        range: UTF8Scalar.range(endingAt: row.end, notBefore: row.start, in: context.bytes),
                        detail: detail + (wanted.trailing ? "Missing" : "Unexpected") + " trailing pipe"))
                    edits.append(wanted.trailing ? addTrailingPipe(row, context) : removeTrailingPipe(row))
                }
            }
            if !tableFindings.isEmpty && layout.editsKeepRendering(edits.compactMap { $0 }, in: context) {
                for index in tableFindings.indices {
                    tableFindings[index].fix = edits[index].map { Fix($0) }
                }
            }
            findings.append(contentsOf: tableFindings)
        }
        return findings
    }

    /// Whether the row's pipes between cells have spaces next to them (`a | b`, not `a|b`):
    /// an added pipe follows suit. Rows without such a pipe get the space.
    private static func spacesPipes(_ row: TableRowLayout, _ context: LintContext, after: Bool) -> Bool {
        let inner = row.hasTrailingPipe ? row.separators.dropLast() : row.separators[...]
        guard let pipe = after ? inner.first : inner.last else { return true }
        let neighbour = after ? pipe + 1 : pipe - 1
        guard neighbour >= row.start && neighbour < row.end else { return true }
        let byte = context.bytes[neighbour]
        return byte == 0x20 || byte == 0x09
    }

    private func addLeadingPipe(_ row: TableRowLayout, _ context: LintContext) -> TextEdit? {
        let space = Self.spacesPipes(row, context, after: true)
        return .insert(space ? "| " : "|", at: row.start)
    }

    private func addTrailingPipe(_ row: TableRowLayout, _ context: LintContext) -> TextEdit? {
        // After a backslash, a pipe would be escaped and belong to the cell.
        let endsInBackslash = row.end > row.start && context.bytes[row.end - 1] == UInt8(ascii: "\\")
        let space = endsInBackslash || Self.spacesPipes(row, context, after: false)
        return .insert(space ? " |" : "|", at: row.end)
    }

    private func removeLeadingPipe(_ row: TableRowLayout) -> TextEdit? {
        guard let pipe = row.leadingPipe, let first = row.cells.first, !first.isEmpty else { return nil }
        return .delete(pipe..<first.lowerBound)
    }

    private func removeTrailingPipe(_ row: TableRowLayout) -> TextEdit? {
        guard let pipe = row.separators.last, let last = row.cells.last, !last.isEmpty else { return nil }
        return .delete(last.upperBound..<(pipe + 1))
    }
}
