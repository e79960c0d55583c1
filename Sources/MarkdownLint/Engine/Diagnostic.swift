import MarkdownSyntax

/// A finding of a rule in a file, ready to report.
///
/// A file can have hundreds of thousands, so the storage is compact (96 bytes, a fix of
/// one edit included): the rule's identity is one reference shared by all of its
/// diagnostics, and offsets, lines and columns are kept in 32 bits (documents are limited
/// to 2 GiB): larger values given to it are kept as `Int32.max`.
public struct Diagnostic: Sendable, Hashable {
    private var rule: RuleLabel
    /// Shown after the summary in brackets, e.g. `Expected: h2; Actual: h3`.
    public var detail: String?
    /// The source text the finding is about, shown as `[Context: "…"]`.
    public var context: String?
    /// How to resolve the finding, when the rule can.
    public var fix: Fix?
    /// The severity configured for the rule (after `fix`, in what would be its padding).
    public var severity: Severity
    private var packedRange: PackedRange
    private var startLine: Int32
    private var startColumn: Int32
    private var lastLine: Int32
    private var lastColumn: Int32

    /// Makes a diagnostic; the linter makes them from findings, reporters and tests may make their own.
    public init(ruleID: String, ruleAlias: String, severity: Severity, summary: String, detail: String?,
                context: String?, fix: Fix?, range: Range<Int>, line: Int, column: Int, endLine: Int, endColumn: Int) {
        self.init(rule: RuleLabel(id: ruleID, alias: ruleAlias, summary: summary), severity: severity, detail: detail,
                  context: context, fix: fix, range: range, line: line, column: column, endLine: endLine, endColumn: endColumn)
    }

    /// A diagnostic of a rule whose label its other diagnostics share.
    package init(rule: RuleLabel, severity: Severity, detail: String?, context: String?, fix: Fix?,
                 range: Range<Int>, line: Int, column: Int, endLine: Int, endColumn: Int) {
        self.rule = rule
        self.severity = severity
        self.detail = detail
        self.context = context
        self.fix = fix
        packedRange = PackedRange(range)
        startLine = Int32(clamping: line)
        startColumn = Int32(clamping: column)
        lastLine = Int32(clamping: endLine)
        lastColumn = Int32(clamping: endColumn)
    }

    /// The rule's ID (`MD001`).
    public var ruleID: String {
        get { rule.id }
        set { rule = RuleLabel(id: newValue, alias: rule.alias, summary: rule.summary) }
    }

    /// The rule's first alias (`heading-increment`), for display.
    public var ruleAlias: String {
        get { rule.alias }
        set { rule = RuleLabel(id: rule.id, alias: newValue, summary: rule.summary) }
    }

    /// The rule's summary.
    public var summary: String {
        get { rule.summary }
        set { rule = RuleLabel(id: rule.id, alias: rule.alias, summary: newValue) }
    }

    /// Byte range in the file.
    public var range: Range<Int> {
        get { packedRange.range }
        set { packedRange = PackedRange(newValue) }
    }

    /// 1-based positions; columns in UTF-16 code units, as markdownlint, SARIF and LSP count.
    public var line: Int {
        get { Int(startLine) }
        set { startLine = Int32(clamping: newValue) }
    }

    /// 1-based start column in UTF-16 code units.
    public var column: Int {
        get { Int(startColumn) }
        set { startColumn = Int32(clamping: newValue) }
    }

    /// 1-based line where the range ends.
    public var endLine: Int {
        get { Int(lastLine) }
        set { lastLine = Int32(clamping: newValue) }
    }

    /// 1-based column (UTF-16) just past the end of the range.
    public var endColumn: Int {
        get { Int(lastColumn) }
        set { lastColumn = Int32(clamping: newValue) }
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

    /// The rule's label, which the diagnostics of one rule in one file share.
    package var label: RuleLabel { rule }
}

/// A rule's identity as its diagnostics show it, made once per rule and file and shared by
/// its diagnostics. Labels are equal when their text is.
package final class RuleLabel: Sendable, Hashable {
    package let id: String
    package let alias: String
    package let summary: String

    package init(id: String, alias: String, summary: String) {
        self.id = id
        self.alias = alias
        self.summary = summary
    }

    package static func == (lhs: RuleLabel, rhs: RuleLabel) -> Bool {
        lhs === rhs || (lhs.id == rhs.id && lhs.alias == rhs.alias && lhs.summary == rhs.summary)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(alias)
        hasher.combine(summary)
    }
}
