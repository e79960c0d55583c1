import MarkdownSyntax

/// A finding of a rule in a file, ready to report.
public struct Diagnostic: Sendable, Hashable {
    public var ruleID: String
    /// The rule's first alias (`heading-increment`), for display.
    public var ruleAlias: String
    public var severity: Severity
    /// The rule's summary.
    public var summary: String
    public var detail: String?
    public var context: String?
    public var fix: Fix?
    /// Byte range in the file.
    public var range: Range<Int>
    /// 1-based positions; columns in UTF-16 code units, as markdownlint, SARIF and LSP count.
    public var line: Int
    public var column: Int
    public var endLine: Int
    public var endColumn: Int

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
    public var message: String {
        var text = summary
        if let detail { text += " [\(detail)]" }
        if let context { text += " [Context: \"\(context)\"]" }
        return text
    }

    /// Whether `--fix` fixes it: it has a safe fix (unsafe ones need `--unsafe-fixes`).
    public var isFixable: Bool { fix?.applicability == .safe }
}
