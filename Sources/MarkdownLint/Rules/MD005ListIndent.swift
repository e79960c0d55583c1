import MarkdownSyntax

/// MD005: items of one list should start at the same column (ordered lists may also
/// align their markers on the right: ` 9.` / `10.`).
struct MD005ListIndent: Rule {
    static let descriptor = RuleDescriptor(
        id: "MD005", aliases: ["list-indent"], tags: ["bullet", "ul", "indentation"],
        summary: "Inconsistent indentation for list items at the same level", isFixable: true)

    init(options: RuleOptions) throws(ConfigError) {}

    func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        // Read once: each read of a context's table retains and releases its storage.
        let lines = context.lines
        let columns = context.utf16Columns
        for (_, ordered, items) in context.nodes.allLists {
            var expectedIndent: Int?
            var expectedEnd = 0
            var endMatching = false
            var moves: [ListItemMove] = []
            var pending: [(Finding, Bool)] = []
            for item in items {
                guard let prefix = ListItemPrefix(of: item, in: context) else { continue }
                let markerStart = prefix.marker.lowerBound
                let number = context.lineNumber(at: markerStart)
                let lineStart = lines[number - 1].range.lowerBound
                let actualIndent = columns.column(at: markerStart, line: number) - 1
                let expected = expectedIndent ?? actualIndent
                expectedIndent = expected
                let range = lineStart..<prefix.range.upperBound
                if !ordered {
                    if actualIndent != expected {
                        pending.append((Finding(range: range, detail: ExpectedActual.detail(expected, actualIndent)), false))
                    }
                    continue
                }
                let markerLength = prefix.marker.count
                let actualEnd = actualIndent + markerLength
                if expectedEnd == 0 { expectedEnd = actualEnd }
                guard expected != actualIndent || endMatching else { continue }
                if expectedEnd == actualEnd {
                    endMatching = true
                    continue
                }
                let detail = endMatching
                    ? "Expected: (\(expectedEnd)); Actual: (\(actualEnd))"
                    : "Expected: \(expected); Actual: \(actualIndent)"
                let target = endMatching ? expectedEnd - markerLength : expected
                let move = ListItemMove(item, from: actualIndent, to: target, in: context)
                if let move { moves.append(move) }
                pending.append((Finding(range: range, detail: detail), move != nil))
            }
            if pending.isEmpty { continue }
            // The moves of one list form one fix.
            let fix = ListItemMove.fix(moves, in: context)
            findings += SharedListFix.attach(fix, to: pending.map { $0.0 }, movable: pending.map { $0.1 })
        }
        return findings
    }
}
