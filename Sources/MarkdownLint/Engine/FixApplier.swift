import MarkdownSyntax

/// Applies fixes to source bytes: fixes whose spans overlap an earlier one are skipped
/// (they are retried after re-linting), duplicates are dropped.
public enum FixApplier {
    /// Applies the fixes that do not overlap one taken before them (in source order).
    /// - Returns: The fixed bytes, and how many fixes were applied.
    public static func apply(_ fixes: [Fix], to bytes: [UInt8]) -> (bytes: [UInt8], applied: Int) {
        var accepted: [Fix] = []
        // A duplicate has its original's span, so the tests below skip it: a non-empty span
        // overlaps the one taken, an empty one is a second insertion at a taken spot.
        var lastEnd = -1
        var lastInsertion: Int?
        // Spans computed once: a fix may carry thousands of edits.
        let ordered = fixes.compactMap { fix in fix.span.map { (fix, $0) } }.sorted { $0.1.lowerBound < $1.1.lowerBound }
        for (fix, span) in ordered {
            if span.lowerBound < lastEnd { continue }
            // Two insertions at the same spot would have an arbitrary order.
            if span.isEmpty && span.lowerBound == lastInsertion { continue }
            if span.lowerBound == lastEnd && span.isEmpty && lastInsertion == lastEnd { continue }
            accepted.append(fix)
            lastEnd = span.upperBound
            lastInsertion = span.isEmpty ? span.lowerBound : nil
        }
        guard !accepted.isEmpty else { return (bytes, 0) }
        let result = TextEdit.apply(accepted.flatMap { $0.edits }, to: bytes)
        return (result, accepted.count)
    }
}
