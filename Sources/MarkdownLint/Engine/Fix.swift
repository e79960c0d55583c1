/// Text edits that resolve a finding.
public struct Fix: Sendable, Hashable {
    /// Whether a fix can be applied without review.
    public enum Applicability: String, Sendable, Hashable {
        /// Keeps the document's meaning; applied by `--fix`.
        case safe
        /// Could change how the document renders; applied only with `--unsafe-fixes`.
        case unsafe
    }

    /// Non-overlapping edits, applied together or not at all.
    public var edits: [TextEdit]
    /// Whether `--fix` applies it, or only `--unsafe-fixes`.
    public var applicability: Applicability

    /// Makes a fix of several edits, applied together.
    public init(_ edits: [TextEdit], applicability: Applicability = .safe) {
        self.edits = edits
        self.applicability = applicability
    }

    /// Makes a fix of one edit.
    public init(_ edit: TextEdit, applicability: Applicability = .safe) {
        self.init([edit], applicability: applicability)
    }

    /// The bytes the fix touches, from its first edit to its last.
    public var span: Range<Int>? {
        guard let first = edits.first else { return nil }
        var low = first.range.lowerBound
        var high = first.range.upperBound
        for edit in edits.dropFirst() {
            low = min(low, edit.range.lowerBound)
            high = max(high, edit.range.upperBound)
        }
        return low..<high
    }
}
