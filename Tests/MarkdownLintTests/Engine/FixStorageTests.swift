@testable import MarkdownLint
import MarkdownSyntax
import Testing

/// A fix keeps one edit in place and more in an array; either way it reads, compares and
/// applies as its list of edits. Edits and findings keep their ranges in 32 bits.
struct FixStorageTests {
    private let deletion = TextEdit.delete(4..<6)
    private let insertion = TextEdit.insert("x", at: 9)

    @Test(arguments: [0, 1, 2, 3])
    func editsReadBackInOrder(count: Int) {
        let edits = Array([deletion, insertion, TextEdit(range: 12..<13, replacement: "yz")].prefix(count))
        let fix = Fix(edits, applicability: .unsafe)
        #expect(fix.edits == edits)
        #expect(fix.editCount == count)
        var visited: [TextEdit] = []
        fix.forEachEdit { visited.append($0) }
        #expect(visited == edits)
        #expect(fix.applicability == .unsafe)
        #expect(fix.span == (count == 0 ? nil : 4..<(count == 1 ? 6 : count == 2 ? 9 : 13)))
    }

    @Test func oneEditComparesTheSameHoweverItWasGiven() {
        #expect(Fix(deletion) == Fix([deletion]))
        #expect(Set([Fix(deletion), Fix([deletion])]).count == 1)
        #expect(Fix(deletion) != Fix([deletion, insertion]))
        #expect(Fix(deletion) != Fix(deletion, applicability: .unsafe))
    }

    @Test func settingTheEditsReplacesThem() {
        var fix = Fix(deletion)
        fix.edits = [deletion, insertion]
        #expect(fix.edits == [deletion, insertion] && fix.editCount == 2)
        fix.edits = [insertion]
        #expect(fix == Fix(insertion))
        fix.edits = []
        #expect(fix.editCount == 0 && fix.span == nil)
    }

    /// Documents are limited to 2 GiB: a larger offset is kept as the largest one.
    @Test func rangesReadBackAndKeepThirtyTwoBits() {
        var edit = TextEdit(range: 3..<8, replacement: "a")
        #expect(edit.range == 3..<8)
        edit.range = 5..<(Int(Int32.max) + 9)
        #expect(edit.range == 5..<Int(Int32.max))
        var finding = Finding(range: 1..<2, detail: "d")
        #expect(finding.range == 1..<2)
        finding.range = 0..<(Int(Int32.max) * 2)
        #expect(finding.range == 0..<Int(Int32.max))
    }
}
