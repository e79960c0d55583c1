/// Sorting diagnostics by line, column and rule ID without moving them around: a
/// `Diagnostic` is a dozen words with strings, so the sort runs on small keys and the
/// diagnostics are moved once, into place.
enum ReportOrder {
    /// A diagnostic's place: line and column, then its rule ID's rank among the IDs present,
    /// then its position before the sort (which makes the sort stable: a rule's findings at
    /// one place keep the order the rule gave them).
    private struct Key: Comparable {
        var place: UInt64
        var rank: Int32
        var index: Int32

        static func < (lhs: Key, rhs: Key) -> Bool {
            (lhs.place, lhs.rank, lhs.index) < (rhs.place, rhs.rank, rhs.index)
        }
    }

    /// Sorts `diagnostics` in report order.
    static func sort(_ diagnostics: inout [Diagnostic]) {
        guard diagnostics.count > 1 else { return }
        // Findings come rule by rule, so the rule ID changes rarely: rank each run's ID once.
        var runStarts: [Int] = []
        for index in diagnostics.indices where index == 0 || diagnostics[index].ruleID != diagnostics[index - 1].ruleID {
            runStarts.append(index)
        }
        let ids = Set(runStarts.map { diagnostics[$0].ruleID }).sorted()
        let ranks = Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($1, Int32($0)) })
        var keys: [Key] = []
        keys.reserveCapacity(diagnostics.count)
        var isSorted = true
        for (run, start) in runStarts.enumerated() {
            let end = run + 1 < runStarts.count ? runStarts[run + 1] : diagnostics.count
            let rank = ranks[diagnostics[start].ruleID] ?? 0
            for index in start..<end {
                let key = Key(place: place(line: diagnostics[index].line, column: diagnostics[index].column), rank: rank,
                              index: Int32(truncatingIfNeeded: index))
                if let last = keys.last, key < last { isSorted = false }
                keys.append(key)
            }
        }
        guard !isSorted else { return }
        keys.sort()
        permute(&diagnostics, taking: keys.map { Int($0.index) })
    }

    /// The fixes `include` takes of the findings that stand, in their diagnostics' report
    /// order: what making the diagnostics (`Linter.makeDiagnostics`), sorting them and taking
    /// their fixes gives, without making a diagnostic. `fix` passes that apply their fixes need
    /// nothing else (a file can have hundreds of thousands of findings).
    static func fixes(of standings: [Linter.Standing], _ context: LintContext,
                      including include: (Fix) -> Bool) -> [Fix] {
        let ids = Set(standings.lazy.filter { $0.kept > 0 }.map(\.rule.entry.descriptor.id)).sorted()
        let ranks = Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($1, Int32($0)) })
        let columns = context.utf16Columns
        var keyed: [(key: Key, rule: Int32, finding: Int32)] = []
        var position = 0
        for (rule, standing) in standings.enumerated() where standing.kept > 0 {
            let rank = ranks[standing.rule.entry.descriptor.id] ?? 0
            for (index, line) in standing.lines.enumerated() where line > 0 {
                // The place of the finding's diagnostic among the joined ones.
                defer { position += 1 }
                guard let fix = standing.findings[index].fix, include(fix) else { continue }
                let column = columns.column(at: standing.findings[index].range.lowerBound, line: line)
                keyed.append((Key(place: place(line: line, column: column), rank: rank,
                                  index: Int32(truncatingIfNeeded: position)),
                              Int32(truncatingIfNeeded: rule), Int32(truncatingIfNeeded: index)))
            }
        }
        keyed.sort { $0.key < $1.key }
        return keyed.map { standings[Int($0.rule)].findings[Int($0.finding)].fix! }
    }

    /// Line and column in one number that sorts as they do: both are below 2^31
    /// (documents are limited to 2 GiB).
    private static func place(line: Int, column: Int) -> UInt64 {
        UInt64(UInt32(truncatingIfNeeded: line)) << 32 | UInt64(UInt32(truncatingIfNeeded: column))
    }

    /// Rearranges `elements` in place so that position `i` holds what was at `sources[i]`:
    /// each cycle of the permutation is followed once, moving elements (no copies, so no
    /// reference counting of their strings), and no second array of diagnostics is ever held.
    static func permute<Element>(_ elements: inout [Element], taking sources: [Int]) {
        precondition(sources.count == elements.count, "a permutation of every element")
        var placed = [Bool](repeating: false, count: elements.count)
        elements.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for start in buffer.indices where !placed[start] {
                placed[start] = true
                guard sources[start] != start else { continue }
                // Take the cycle's first element out, pull each source into the hole it
                // leaves, and put the first element into the last hole.
                let first = (base + start).move()
                var hole = start
                while sources[hole] != start {
                    let source = sources[hole]
                    (base + hole).moveInitialize(from: base + source, count: 1)
                    placed[source] = true
                    hole = source
                }
                (base + hole).initialize(to: first)
            }
        }
    }
}
