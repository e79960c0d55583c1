/// New heading levels for a document's headings (in document order) under each mode of
/// `HeadingNormalizer.Levels`, with notes where a level had to be capped.
enum HeadingLevelPlanner {
    struct Plan {
        var levels: [Int]
        /// (heading index, message)
        var notes: [(Int, String)]
    }

    static func plan(_ levels: [Int], _ mode: HeadingNormalizer.Levels, frontMatterTitle: Bool) -> Plan {
        switch mode {
        case .keep:
            return Plan(levels: levels, notes: [])
        case .increment:
            return Plan(levels: increment(levels, frontMatterTitle: frontMatterTitle), notes: [])
        case .singleH1:
            return singleH1(levels, frontMatterTitle: frontMatterTitle)
        case .shift(let amount):
            return shift(levels, by: amount)
        case .topLevel(let top):
            guard let highest = levels.min() else { return Plan(levels: levels, notes: []) }
            return shift(levels, by: top - highest)
        }
    }

    /// A heading that skips levels closes up to its parent + 1, and everything under it
    /// moves with it: each heading becomes one level below the nearest earlier heading of a
    /// lower original level (its parent), as that parent was renumbered. A heading without a
    /// parent keeps its level.
    private static func increment(_ levels: [Int], frontMatterTitle: Bool) -> [Int] {
        var stack: [(original: Int, new: Int)] = frontMatterTitle ? [(1, 1)] : []
        var result: [Int] = []
        for level in levels {
            while let top = stack.last, top.original >= level { stack.removeLast() }
            let new = stack.last.map { min(level, $0.new + 1) } ?? level
            result.append(new)
            stack.append((level, new))
        }
        return result
    }

    /// remark-normalize-headings: with two or more level-1 headings, the first stays the
    /// title and every other heading goes one level deeper, capped at 6.
    private static func singleH1(_ levels: [Int], frontMatterTitle: Bool) -> Plan {
        let ones = levels.filter { $0 == 1 }.count + (frontMatterTitle ? 1 : 0)
        guard ones >= 2 else { return Plan(levels: levels, notes: []) }
        let title = frontMatterTitle ? nil : levels.firstIndex(of: 1)
        var result = levels
        var notes: [(Int, String)] = []
        let merges = levels.enumerated().contains { $0.offset != title && $0.element == 5 }
        for index in levels.indices where index != title {
            if levels[index] < 6 {
                result[index] = levels[index] + 1
            } else if merges {
                notes.append((index, "already level 6, so it stays at 6 and now shares that level with demoted level-5 headings"))
            } else {
                notes.append((index, "already level 6, so it stays at 6"))
            }
        }
        return Plan(levels: result, notes: notes)
    }

    private static func shift(_ levels: [Int], by amount: Int) -> Plan {
        var notes: [(Int, String)] = []
        let result = levels.enumerated().map { index, level in
            let wanted = level + amount
            let clamped = min(6, max(1, wanted))
            if clamped != wanted {
                notes.append((index, "would be level \(wanted); clamped to \(clamped)"))
            }
            return clamped
        }
        return Plan(levels: result, notes: notes)
    }
}
