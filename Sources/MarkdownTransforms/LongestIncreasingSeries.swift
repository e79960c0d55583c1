/// The longest series of pairs, taken in their order, whose second elements strictly
/// increase (patience sorting: n log n). Line diffs and child alignment both look for
/// the most places that match in order in two sequences.
enum LongestIncreasingSeries {
    static func of(_ pairs: [(Int, Int)]) -> [(Int, Int)] {
        // `tails[length - 1]` is the pair ending the best series of that length found so
        // far; `previous` links each pair to the one before it in its series.
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: pairs.count)
        for (index, pair) in pairs.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if pairs[tails[middle]].1 < pair.1 { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var series: [(Int, Int)] = []
        var index = tails.last ?? -1
        while index >= 0 {
            series.append(pairs[index])
            index = previous[index]
        }
        return series.reversed()
    }
}
