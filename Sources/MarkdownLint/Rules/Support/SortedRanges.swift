/// Lookups in byte ranges sorted by start and not overlapping (code spans, code blocks,
/// HTML blocks), by binary search.
enum SortedRanges {
    /// The index of the range in `ranges` that overlaps `range`, if any.
    static func index(overlapping range: Range<Int>, in ranges: [Range<Int>]) -> Int? {
        // The last range starting before `range` ends is the only candidate.
        var low = 0
        var high = ranges.count
        while low < high {
            let mid = (low + high) / 2
            if ranges[mid].lowerBound < range.upperBound { low = mid + 1 } else { high = mid }
        }
        guard low > 0 else { return nil }
        return ranges[low - 1].upperBound > range.lowerBound ? low - 1 : nil
    }
}
