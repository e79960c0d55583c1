import MarkdownSyntax

/// Applies fixes to source bytes: fixes whose spans overlap an earlier one are skipped
/// (they are retried after re-linting), duplicates are dropped.
public enum FixApplier {
    /// Applies the fixes that do not overlap one taken before them (in source order).
    /// - Returns: The fixed bytes, and how many fixes were applied.
    public static func apply(_ fixes: [Fix], to bytes: [UInt8]) -> (bytes: [UInt8], applied: Int) {
        // Each fix as its span's start and its place in `fixes`, in one number: sorted, they
        // give the fixes by start, in their given order at one start. A file can have a
        // million fixes; arrays of fixes and edits sorted and copied for them were most of
        // the pages a fix pass touched.
        var order: [UInt64] = []
        order.reserveCapacity(fixes.count)
        for (index, fix) in fixes.enumerated() {
            guard let span = fix.span else { continue }
            order.append(UInt64(UInt32(truncatingIfNeeded: span.lowerBound)) << 32 | UInt64(UInt32(truncatingIfNeeded: index)))
        }
        order.sort()
        var writer = TextEdit.Writer(bytes)
        var applied = 0
        // A duplicate has its original's span, so the tests below skip it: a non-empty span
        // overlaps the one taken, an empty one is a second insertion at a taken spot.
        var lastEnd = -1
        var lastInsertion: Int?
        for key in order {
            let fix = fixes[Int(truncatingIfNeeded: key & 0xFFFF_FFFF)]
            let span = fix.span!
            if span.lowerBound < lastEnd { continue }
            // Two insertions at the same spot would have an arbitrary order.
            if span.isEmpty && span.lowerBound == lastInsertion { continue }
            if span.lowerBound == lastEnd && span.isEmpty && lastInsertion == lastEnd { continue }
            // The fixes taken do not overlap, so their edits come in order fix by fix.
            if fix.editCount == 1 {
                fix.forEachEdit { writer.write($0) }
            } else {
                for edit in fix.edits.sorted(by: TextEdit.precedes) { writer.write(edit) }
            }
            applied += 1
            lastEnd = span.upperBound
            lastInsertion = span.isEmpty ? span.lowerBound : nil
        }
        guard applied > 0 else { return (bytes, 0) }
        return (writer.finished(), applied)
    }
}
