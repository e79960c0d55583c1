import MarkdownSyntax

/// Lookups in byte ranges sorted by start and not overlapping (code spans, code blocks,
/// HTML blocks), by binary search.
enum SortedRanges {
    /// The index of the range in `ranges` that overlaps `range`, if any.
    static func index(overlapping range: Range<Int>, in ranges: [Range<Int>]) -> Int? {
        index(overlapping: range, count: ranges.count) { ranges[$0] }
    }

    /// The index of the node in `nodes` whose source range overlaps `range`, if any; the
    /// nodes' ranges are read where they are, not gathered into an array first.
    static func index<Node: Markup>(overlapping range: Range<Int>, in nodes: NodeList<Node>) -> Int? {
        index(overlapping: range, count: nodes.count) { nodes[$0].byteRange ?? 0..<0 }
    }

    /// The index of the one of `count` ranges, in order and none overlapping another, that
    /// overlaps `range`, if any.
    private static func index(overlapping range: Range<Int>, count: Int, _ rangeAt: (Int) -> Range<Int>) -> Int? {
        // The last range starting before `range` ends is the only candidate.
        var low = 0
        var high = count
        while low < high {
            let mid = (low + high) / 2
            if rangeAt(mid).lowerBound < range.upperBound { low = mid + 1 } else { high = mid }
        }
        guard low > 0 else { return nil }
        return rangeAt(low - 1).upperBound > range.lowerBound ? low - 1 : nil
    }
}
