extension LineDiff {
    /// An edit script turning `old` into `new`, for inputs of any size, in time and memory
    /// near linear in their lengths; `edits(_:_:maximumDistance:)`'s shortest script costs
    /// O((N+M)·D) time and O(D²) memory, which a large file with many changed lines does
    /// not fit in.
    ///
    /// Lines common to both ends are kept. Lines that occur once in the old lines and once
    /// in the new (patience anchors), in the longest run that keeps their order, are kept and
    /// split the rest, stretch by stretch. A stretch without such lines gets the shortest
    /// script when few enough of its lines differ, and is otherwise replaced whole. So the
    /// script is not always the shortest, but it is always right.
    public static func anchoredEdits<Line: Hashable>(_ old: [Line], _ new: [Line]) -> [Edit] {
        var numbers: [Line: Int] = [:]
        numbers.reserveCapacity(old.count)
        let oldNumbers = old.map { line in
            if let number = numbers[line] { return number }
            let number = numbers.count
            numbers[line] = number
            return number
        }
        let newNumbers = new.map { line in numbers[line] ?? -1 }
        var diff = AnchoredDiff(old: oldNumbers, new: newNumbers)
        return diff.run()
    }
}

/// The work of `LineDiff.anchoredEdits` on lines numbered by content (equal lines, equal
/// numbers; a new line found nowhere in the old is -1).
private struct AnchoredDiff {
    let old: [Int]
    let new: [Int]
    private var edits: [LineDiff.Edit] = []

    /// Stretches nested deeper than this get no more anchors: a gap between anchors can
    /// have anchors of its own, and pathological text could nest them once per line.
    private static let maximumDepth = 48
    /// The most differing lines a stretch without anchors is searched for, and the most
    /// work (its lines times that distance) the search may take.
    private static let maximumDistance = 1_000
    private static let maximumWork = 20_000_000

    private enum Task {
        case stretch(old: Range<Int>, new: Range<Int>, depth: Int)
        case same(old: Int, new: Int, count: Int)
    }

    init(old: [Int], new: [Int]) {
        self.old = old
        self.new = new
    }

    mutating func run() -> [LineDiff.Edit] {
        // Tasks in reverse order of output, so the next one is always the last.
        var tasks: [Task] = [.stretch(old: 0..<old.count, new: 0..<new.count, depth: 0)]
        while let task = tasks.popLast() {
            switch task {
            case .same(let oldStart, let newStart, let count):
                for offset in 0..<count { edits.append(.same(old: oldStart + offset, new: newStart + offset)) }
            case .stretch(var oldRange, var newRange, let depth):
                while let first = oldRange.first, let firstNew = newRange.first, old[first] == new[firstNew] {
                    edits.append(.same(old: first, new: firstNew))
                    oldRange = oldRange.dropFirst()
                    newRange = newRange.dropFirst()
                }
                var suffix = 0
                while suffix < oldRange.count && suffix < newRange.count
                        && old[oldRange.upperBound - 1 - suffix] == new[newRange.upperBound - 1 - suffix] {
                    suffix += 1
                }
                if suffix > 0 {
                    tasks.append(.same(old: oldRange.upperBound - suffix, new: newRange.upperBound - suffix, count: suffix))
                    oldRange = oldRange.lowerBound..<(oldRange.upperBound - suffix)
                    newRange = newRange.lowerBound..<(newRange.upperBound - suffix)
                }
                if oldRange.isEmpty || newRange.isEmpty {
                    replace(oldRange, newRange)
                    continue
                }
                let anchors = depth < Self.maximumDepth ? self.anchors(oldRange, newRange) : []
                if anchors.isEmpty {
                    closest(oldRange, newRange)
                    continue
                }
                // Pushed last to first: the stretch after the last anchor, the anchor, … the
                // stretch before the first.
                var oldEnd = oldRange.upperBound
                var newEnd = newRange.upperBound
                for anchor in anchors.reversed() {
                    tasks.append(.stretch(old: (anchor.old + 1)..<oldEnd, new: (anchor.new + 1)..<newEnd, depth: depth + 1))
                    tasks.append(.same(old: anchor.old, new: anchor.new, count: 1))
                    oldEnd = anchor.old
                    newEnd = anchor.new
                }
                tasks.append(.stretch(old: oldRange.lowerBound..<oldEnd, new: newRange.lowerBound..<newEnd, depth: depth + 1))
            }
        }
        return edits
    }

    /// The lines occurring once in each range, in the longest series whose places rise in
    /// both (patience sorting).
    private func anchors(_ oldRange: Range<Int>, _ newRange: Range<Int>) -> [(old: Int, new: Int)] {
        // For each line number: where it was seen in the old range (-2 for more than once),
        // and in the new.
        var seen: [Int: (old: Int, new: Int)] = [:]
        for index in oldRange {
            let number = old[index]
            seen[number] = seen[number] == nil ? (index, -1) : (-2, -1)
        }
        for index in newRange where new[index] >= 0 {
            let number = new[index]
            guard let entry = seen[number], entry.old >= 0 else { continue }
            seen[number] = (entry.old, entry.new == -1 ? index : -2)
        }
        // The unique pairs in old order.
        var pairs: [(Int, Int)] = []
        for index in oldRange {
            if let entry = seen[old[index]], entry.old >= 0, entry.new >= 0 { pairs.append((entry.old, entry.new)) }
        }
        return LongestIncreasingSeries.of(pairs).map { (old: $0.0, new: $0.1) }
    }

    /// The shortest script for a stretch when its search fits the limits, else the stretch
    /// replaced whole.
    private mutating func closest(_ oldRange: Range<Int>, _ newRange: Range<Int>) {
        let size = oldRange.count + newRange.count
        let distance = min(Self.maximumDistance, Self.maximumWork / size)
        guard let script = LineDiff.edits(Array(old[oldRange]), Array(new[newRange]), maximumDistance: distance) else {
            replace(oldRange, newRange)
            return
        }
        for edit in script {
            switch edit {
            case .same(let oldIndex, let newIndex):
                edits.append(.same(old: oldRange.lowerBound + oldIndex, new: newRange.lowerBound + newIndex))
            case .delete(let oldIndex): edits.append(.delete(old: oldRange.lowerBound + oldIndex))
            case .insert(let newIndex): edits.append(.insert(new: newRange.lowerBound + newIndex))
            }
        }
    }

    private mutating func replace(_ oldRange: Range<Int>, _ newRange: Range<Int>) {
        for index in oldRange { edits.append(.delete(old: index)) }
        for index in newRange { edits.append(.insert(new: index)) }
    }
}
