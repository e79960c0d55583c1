import MarkdownTransforms
import Testing

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
}
