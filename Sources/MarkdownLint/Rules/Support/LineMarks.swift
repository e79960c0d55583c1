/// A mark per line of a file (by 1-based line number), for rules that look up many lines
/// against the nodes spanning them (MD009, MD013).
struct LineMarks {
    private var marks: [Bool]

    /// No line of the file marked.
    init(_ context: LintContext) {
        marks = [Bool](repeating: false, count: context.lines.count + 1)
    }

    /// No lines at all: a placeholder for marks a rule gathers only with some options.
    init() {
        marks = []
    }

    subscript(line: Int) -> Bool {
        get { marks[line] }
        set { marks[line] = newValue }
    }

    /// Marks the lines `range` spans, optionally leaving out its last line.
    mutating func mark(_ range: Range<Int>, in context: LintContext, excludingLastLine: Bool = false) {
        let span = context.lineNumbers(of: range)
        let last = excludingLastLine ? span.upperBound - 1 : span.upperBound
        guard span.lowerBound <= last else { return }
        for line in span.lowerBound...last { marks[line] = true }
    }
}
