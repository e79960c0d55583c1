/// Applies fixes to source bytes: fixes whose spans overlap an earlier one are skipped
/// (they are retried after re-linting), duplicates are dropped.
public enum FixApplier {
    public static func apply(_ fixes: [Fix], to bytes: [UInt8]) -> (bytes: [UInt8], applied: Int) {
        var accepted: [Fix] = []
        var lastEnd = -1
        var lastInsertion: Int?
        let ordered = fixes.filter { !$0.edits.isEmpty }.sorted { $0.span!.lowerBound < $1.span!.lowerBound }
        for fix in ordered {
            guard let span = fix.span else { continue }
            if accepted.contains(fix) { continue }
            if span.lowerBound < lastEnd { continue }
            // Two insertions at the same spot would have an arbitrary order.
            if span.isEmpty && span.lowerBound == lastInsertion { continue }
            if span.lowerBound == lastEnd && span.isEmpty && lastInsertion == lastEnd { continue }
            accepted.append(fix)
            lastEnd = span.upperBound
            lastInsertion = span.isEmpty ? span.lowerBound : nil
        }
        guard !accepted.isEmpty else { return (bytes, 0) }
        let edits = accepted.flatMap(\.edits).sorted { $0.range.lowerBound < $1.range.lowerBound }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 64)
        var cursor = 0
        for edit in edits {
            guard edit.range.lowerBound >= cursor, edit.range.upperBound <= bytes.count else { continue }
            result.append(contentsOf: bytes[cursor..<edit.range.lowerBound])
            result.append(contentsOf: edit.replacement.utf8)
            cursor = edit.range.upperBound
        }
        result.append(contentsOf: bytes[cursor...])
        return (result, accepted.count)
    }
}
