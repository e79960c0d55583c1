import MarkdownSyntax

/// A finding of a rule in a file, ready to report.
public struct Diagnostic: Sendable, Hashable {
    /// The rule's ID (`MD001`).
    public var ruleID: String
    /// The rule's first alias (`heading-increment`), for display.
    public var ruleAlias: String
    /// The severity configured for the rule.
    public var severity: Severity
    /// The rule's summary.
    public var summary: String
    /// Shown after the summary in brackets, e.g. `Expected: h2; Actual: h3`.
    public var detail: String?
    /// The source text the finding is about, shown as `[Context: "…"]`.
    public var context: String?
    /// How to resolve the finding, when the rule can.
    public var fix: Fix?
    /// Byte range in the file.
    public var range: Range<Int>
    /// 1-based positions; columns in UTF-16 code units, as markdownlint, SARIF and LSP count.
    public var line: Int
    /// 1-based start column in UTF-16 code units.
    public var column: Int
    /// 1-based line where the range ends.
    public var endLine: Int
    /// 1-based column (UTF-16) just past the end of the range.
    public var endColumn: Int

    /// Makes a diagnostic; the linter makes them from findings, reporters and tests may make their own.
    public init(ruleID: String, ruleAlias: String, severity: Severity, summary: String, detail: String?,
                context: String?, fix: Fix?, range: Range<Int>, line: Int, column: Int, endLine: Int, endColumn: Int) {
        self.ruleID = ruleID
        self.ruleAlias = ruleAlias
        self.severity = severity
        self.summary = summary
        self.detail = detail
        self.context = context
        self.fix = fix
        self.range = range
        self.line = line
        self.column = column
        self.endLine = endLine
        self.endColumn = endColumn
    }

    /// Summary, detail and context in markdownlint's style:
    /// `Heading levels should only increment by one level at a time [Expected: h2; Actual: h3]`.
    public var message: String { messagePieces.joined() }

    /// `message` in pieces, for writers that join them as they write.
    var messagePieces: [String] {
        var pieces = [summary]
        if let detail { pieces += [" [", detail, "]"] }
        if let context { pieces += [" [Context: \"", context, "\"]"] }
        return pieces
    }

    /// Whether `--fix` fixes it: it has a safe fix (unsafe ones need `--unsafe-fixes`).
    public var isFixable: Bool { fix?.applicability == .safe }
}
