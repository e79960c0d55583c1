import MarkdownSyntax

/// Matches the children of an original node with those of its rewritten version.
enum ChildAlignment {
    /// Pairs `(old, new)` of identical children (the same storage), as many as possible in
    /// order: the longest common subsequence by identity. Children keep their identity
    /// through a rewrite when nothing in them changed, so these are the untouched ones.
    static func identityMatches(_ old: some RawNodes, _ new: some RawNodes) -> [(Int, Int)] {
        var matches: [(Int, Int)] = []
        var prefix = 0
        while prefix < old.count && prefix < new.count && old[prefix] === new[prefix] {
            matches.append((prefix, prefix))
            prefix += 1
        }
        var suffix = 0
        while suffix < old.count - prefix && suffix < new.count - prefix
                && old[old.count - 1 - suffix] === new[new.count - 1 - suffix] {
            suffix += 1
        }
        let oldMiddle = prefix..<(old.count - suffix)
        let newMiddle = prefix..<(new.count - suffix)
        if !oldMiddle.isEmpty && !newMiddle.isEmpty {
            var position: [ObjectIdentifier: Int] = [:]
            for index in oldMiddle { position[ObjectIdentifier(old[index])] = index }
            // (new index, old index) for new children that are old ones.
            let candidates: [(Int, Int)] = newMiddle.compactMap { index in
                position[ObjectIdentifier(new[index])].map { (index, $0) }
            }
            matches += LongestIncreasingSeries.of(candidates).map { ($0.1, $0.0) }
        }
        for offset in stride(from: suffix, to: 0, by: -1) {
            matches.append((old.count - offset, new.count - offset))
        }
        return matches
    }

    /// Pairs of children of the same kind between `oldRange` and `newRange`, in order,
    /// preferring pairs that share the most identical grandchildren: the nodes a rewrite
    /// changed rather than replaced.
    static func kindPairs(_ old: some RawNodes, _ oldRange: Range<Int>, _ new: some RawNodes, _ newRange: Range<Int>,
                          sameKind: (RawMarkup, RawMarkup) -> Bool) -> [(Int, Int)] {
        let rows = oldRange.count
        let columns = newRange.count
        guard rows > 0 && columns > 0 else { return [] }
        if rows * columns > 40_000 {
            // Large gaps: pair in order, position by position.
            return zip(oldRange, newRange).filter { sameKind(old[$0.0], new[$0.1]) }
        }
        func weight(_ a: RawMarkup, _ b: RawMarkup) -> Int {
            guard sameKind(a, b) else { return 0 }
            if a.children.isEmpty || b.children.isEmpty { return 1 }
            let ids = Set(a.children.map(ObjectIdentifier.init))
            return 1 + b.children.reduce(0) { $0 + (ids.contains(ObjectIdentifier($1)) ? 1 : 0) }
        }
        var table = [[Int]](repeating: [Int](repeating: 0, count: columns + 1), count: rows + 1)
        var weights = [[Int]](repeating: [Int](repeating: 0, count: columns), count: rows)
        for row in 0..<rows {
            for column in 0..<columns {
                weights[row][column] = weight(old[oldRange.lowerBound + row], new[newRange.lowerBound + column])
            }
        }
        for row in stride(from: rows - 1, through: 0, by: -1) {
            for column in stride(from: columns - 1, through: 0, by: -1) {
                var best = max(table[row + 1][column], table[row][column + 1])
                let w = weights[row][column]
                if w > 0 { best = max(best, w + table[row + 1][column + 1]) }
                table[row][column] = best
            }
        }
        var pairs: [(Int, Int)] = []
        var row = 0
        var column = 0
        while row < rows && column < columns {
            let w = weights[row][column]
            if w > 0 && table[row][column] == w + table[row + 1][column + 1] {
                pairs.append((oldRange.lowerBound + row, newRange.lowerBound + column))
                row += 1
                column += 1
            } else if table[row + 1][column] >= table[row][column + 1] {
                row += 1
            } else {
                column += 1
            }
        }
        return pairs
    }
}
