import MarkdownTransforms
import Testing
import TestSupport

struct LineDiffTests {
    private func apply(_ edits: [LineDiff.Edit], _ old: [String], _ new: [String]) -> [String] {
        var result: [String] = []
        for edit in edits {
            switch edit {
            case .same(let index, _): result.append(old[index])
            case .insert(let index): result.append(new[index])
            case .delete: break
            }
        }
        return result
    }

    @Test(arguments: [
        ([], ["a"]), (["a"], []), (["a", "b", "c"], ["a", "c"]), (["a", "b"], ["b", "a"]),
        (["x", "a", "b", "c", "y"], ["a", "b", "z", "c"]), (["a", "a", "a"], ["a", "b", "a"]),
    ])
    func editsTurnOldIntoNew(old: [String], new: [String]) throws {
        let edits = try #require(LineDiff.edits(old, new))
        #expect(apply(edits, old, new) == new)
        let changes = edits.filter { if case .same = $0 { false } else { true } }
        // Shortest: no line both deleted and inserted when it could have stayed.
        #expect(changes.count <= old.count + new.count - 2 * Set(old).intersection(new).count + 2)
    }

    @Test func stopsPastTheDistanceBound() {
        let old = (0..<50).map { "old \($0)" }
        let new = (0..<50).map { "new \($0)" }
        #expect(LineDiff.edits(old, new, maximumDistance: 10) == nil)
        #expect(LineDiff.edits(old, new, maximumDistance: 100)?.count == 100)
    }

    /// Whether `edits` walks both sequences in order, each line once, keeping only equal lines.
    private func isValid(_ edits: [LineDiff.Edit], _ old: [String], _ new: [String]) -> Bool {
        var x = 0
        var y = 0
        for edit in edits {
            switch edit {
            case .same(let oldIndex, let newIndex):
                guard oldIndex == x, newIndex == y, x < old.count, y < new.count, old[x] == new[y] else { return false }
                x += 1
                y += 1
            case .delete(let oldIndex):
                guard oldIndex == x, x < old.count else { return false }
                x += 1
            case .insert(let newIndex):
                guard newIndex == y, y < new.count else { return false }
                y += 1
            }
        }
        return x == old.count && y == new.count
    }

    private func changeCount(_ edits: [LineDiff.Edit]) -> Int {
        edits.count { if case .same = $0 { false } else { true } }
    }

    @Test func anchoredEditsAreValidOnRandomText() {
        var generator = SplitMix64(seed: 17)
        for _ in 0..<400 {
            let alphabet = ["a", "b", "c", "d", "e", "f", "g", "h"].prefix(Int(generator.next() % 8) + 1)
            let old = (0..<Int(generator.next() % 40)).map { _ in alphabet.randomElement(using: &generator)! }
            var new = old
            for _ in 0..<Int(generator.next() % 8) {
                let position = Int(generator.next() % UInt64(new.count + 1))
                switch generator.next() % 3 {
                case 0: new.insert(alphabet.randomElement(using: &generator)! + "'", at: position)
                case 1: if position < new.count { new.remove(at: position) }
                default: if position < new.count { new[position] = alphabet.randomElement(using: &generator)! }
                }
            }
            let edits = LineDiff.anchoredEdits(old, new)
            #expect(isValid(edits, old, new), "\(old) -> \(new)")
            #expect(apply(edits, old, new) == new)
        }
    }

    @Test func anchoredEditsOfDistinctLinesAreTheShortest() throws {
        let old = (0..<100_000).map { "line \($0)" }
        var new = old
        for position in stride(from: 99_000, to: 0, by: -9_000) {
            new[position] = "changed \(position)"
            new.insert("added \(position)", at: position - 7)
            new.remove(at: position - 500)
        }
        let edits = LineDiff.anchoredEdits(old, new)
        #expect(isValid(edits, old, new))
        let shortest = try #require(LineDiff.edits(old, new, maximumDistance: 100))
        #expect(changeCount(edits) == changeCount(shortest))
    }

    /// Text of a few lines repeated has no anchors: past the search's limits the stretch is
    /// replaced whole (the shortest script would take O(D²) memory), and the script is right.
    @Test func anchoredEditsOfRepetitiveTextStayRight() {
        let old = (0..<60_000).map { ["a", "===", "b", "---"][$0 % 4] }
        let new = old.enumerated().compactMap { $0.offset % 7 == 3 ? nil : $0.element }
        let edits = LineDiff.anchoredEdits(old, new)
        #expect(isValid(edits, old, new))
        #expect(LineDiff.anchoredEdits(old, old).allSatisfy { if case .same = $0 { true } else { false } })
    }
}
