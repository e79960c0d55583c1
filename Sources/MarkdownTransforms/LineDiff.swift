/// The shortest edit script between two sequences of lines (Myers' O(ND) algorithm), for
/// `--diff` output and the language server's minimal formatting edits.
public enum LineDiff {
    /// One step of an edit script, with 0-based line indices into the old and new sequences.
    public enum Edit: Equatable, Sendable {
        /// The line is in both sequences.
        case same(old: Int, new: Int)
        /// The old line is removed.
        case delete(old: Int)
        /// The new line is added.
        case insert(new: Int)
    }

    /// The edits turning `old` into `new`; nil when more than `maximumDistance` lines differ
    /// (the search costs time O((N+M)·D) and memory O(D²) for D differing lines). Inlinable,
    /// so callers get it specialized for their line type.
    @inlinable
    public static func edits<Line: Equatable>(_ old: [Line], _ new: [Line], maximumDistance: Int = .max) -> [Edit]? {
        let n = old.count
        let m = new.count
        let max = n + m
        guard max > 0 else { return [] }
        var frontier = [Int](repeating: 0, count: 2 * max + 2)
        // trace[d] holds the frontier before step d, for diagonals -d...d only.
        var trace: [[Int]] = []
        var found = false
        for d in 0...max {
            guard d <= maximumDistance else { return nil }
            trace.append(Array(frontier[(max - d)...(max + d)]))
            var k = -d
            while k <= d {
                var x: Int
                if k == -d || (k != d && frontier[k - 1 + max] < frontier[k + 1 + max]) {
                    x = frontier[k + 1 + max]
                } else {
                    x = frontier[k - 1 + max] + 1
                }
                var y = x - k
                while x < n && y < m && old[x] == new[y] {
                    x += 1
                    y += 1
                }
                frontier[k + max] = x
                if x >= n && y >= m {
                    found = true
                    break
                }
                k += 2
            }
            if found { break }
        }
        // Walk the trace back from the end to recover the path.
        var edits: [Edit] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let previous = trace[d]
            let k = x - y
            let previousK: Int
            if d == 0 {
                previousK = 0
            } else if k == -d || (k != d && previous[k - 1 + d] < previous[k + 1 + d]) {
                previousK = k + 1
            } else {
                previousK = k - 1
            }
            let previousX = d == 0 ? 0 : previous[previousK + d]
            let previousY = previousX - previousK
            while x > previousX && y > previousY {
                x -= 1
                y -= 1
                edits.append(.same(old: x, new: y))
            }
            if d > 0 {
                if x == previousX { edits.append(.insert(new: y - 1)) } else { edits.append(.delete(old: x - 1)) }
                x = previousX
                y = previousY
            }
        }
        return edits.reversed()
    }
}
