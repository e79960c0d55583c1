import MarkdownSyntax

/// What a rule reports: where, optional details, and optionally how to fix it. The
/// engine adds the rule's identity, message and severity to make a `Diagnostic`.
public struct Finding: Sendable, Hashable {
    // A file can have a million findings.
    private var packedRange: PackedRange
    /// Shown after the rule's summary in brackets, e.g. `Expected: h2; Actual: h3`.
    public var detail: String?
    /// The source text the finding is about, shown as `[Context: "…"]`.
    public var context: String?
    /// How to resolve the finding, when the rule can.
    public var fix: Fix?

    /// Makes a finding at `range` (byte offsets in `LintContext.bytes`).
    public init(range: Range<Int>, detail: String? = nil, context: String? = nil, fix: Fix? = nil) {
        packedRange = PackedRange(range)
        self.detail = detail
        self.context = context
        self.fix = fix
    }

    /// Byte range in the source (an empty range marks a position).
    public var range: Range<Int> {
        get { packedRange.range }
        set { packedRange = PackedRange(newValue) }
    }
}
