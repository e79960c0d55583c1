import MarkdownLint
import Testing

struct FixApplierTests {
    private func apply(_ fixes: [Fix], to text: String) -> (String, Int) {
        let (bytes, applied) = FixApplier.apply(fixes, to: Array(text.utf8))
        return (String(decoding: bytes, as: UTF8.self), applied)
    }

    @Test func appliesNonOverlappingEditsTogether() {
        let fixes = [Fix(TextEdit(range: 0..<1, replacement: "A")), Fix(TextEdit(range: 2..<3, replacement: "C"))]
        #expect(apply(fixes, to: "abc") == ("AbC", 2))
    }

    @Test func skipsOverlappingFixes() {
        let fixes = [Fix(TextEdit(range: 0..<2, replacement: "X")), Fix(TextEdit(range: 1..<3, replacement: "Y"))]
        #expect(apply(fixes, to: "abc") == ("Xc", 1))
    }

    @Test func dropsDuplicates() {
        let fix = Fix(.insert("\n", at: 3))
        #expect(apply([fix, fix], to: "abc") == ("abc\n", 1))
    }

    @Test func twoInsertionsAtOnePlaceApplyOnce() {
        let fixes = [Fix(.insert("1", at: 1)), Fix(.insert("2", at: 1))]
        #expect(apply(fixes, to: "ab").1 == 1)
    }

    @Test func theFirstOfTwoInsertionsAtOnePlaceIsTheOneApplied() {
        let fixes = [Fix(.insert("1", at: 1)), Fix(.insert("2", at: 1))]
        #expect(apply(fixes, to: "ab") == ("a1b", 1))
        #expect(apply(fixes.reversed(), to: "ab") == ("a2b", 1))
    }

    @Test func fixesGivenOutOfSourceOrderApplyInSourceOrder() {
        let fixes = [Fix(TextEdit(range: 2..<3, replacement: "C")), Fix(TextEdit(range: 0..<1, replacement: "A"))]
        #expect(apply(fixes, to: "abc") == ("AbC", 2))
        // Overlapping: the one that starts first is taken, whatever the order given.
        let overlapping = [Fix(TextEdit(range: 1..<3, replacement: "Y")), Fix(TextEdit(range: 0..<2, replacement: "X"))]
        #expect(apply(overlapping, to: "abc") == ("Xc", 1))
    }

    @Test func theEditsOfOneFixApplyInSourceOrderWhateverTheirOrder() {
        let fix = Fix([TextEdit(range: 4..<5, replacement: "E"), .insert(">", at: 0), TextEdit(range: 0..<1, replacement: "A")])
        #expect(apply([fix], to: "abcde") == (">AbcdE", 1))
    }

    @Test func anInsertionWhereATakenFixEndsIsApplied() {
        let fixes = [Fix(TextEdit(range: 0..<2, replacement: "X")), Fix(.insert("!", at: 2))]
        #expect(apply(fixes, to: "abc") == ("X!c", 2))
    }

    @Test func fixingRepeatsUntilNothingIsLeft() throws {
        let fixed = try LintTesting.fix("# a\n\n#### b\n\n###### c", only: "MD047")
        #expect(fixed == "# a\n\n#### b\n\n###### c\n")
    }
}
