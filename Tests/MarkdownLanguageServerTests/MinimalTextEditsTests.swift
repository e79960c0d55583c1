@testable import MarkdownLanguageServer
import Testing

@Suite struct MinimalTextEditsTests {
    private func apply(_ edits: [MinimalTextEdits.Edit], to old: [UInt8]) -> [UInt8] {
        var result = old
        for edit in edits.reversed() { result.replaceSubrange(edit.range, with: edit.replacement) }
        return result
    }

    private func lines(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func onlyChangedLinesAreEdited() {
        let old = lines("a\nb\nc\nd\ne\nf\n")
        let new = lines("a\nB\nc\nd\nE\nf\n")
        let edits = MinimalTextEdits.between(old, new)
        #expect(edits == [MinimalTextEdits.Edit(range: 2..<4, replacement: lines("B\n")),
                          MinimalTextEdits.Edit(range: 8..<10, replacement: lines("E\n"))])
        #expect(apply(edits, to: old) == new)
    }

    @Test(arguments: [
        ("", "new\n"), ("old\n", ""), ("same\n", "same\n"), ("a\nb", "a\nb\n"), ("a\r\nb\r\n", "a\nb\n"),
        ("x\n\n\n\ny\n", "x\n\ny\n"), ("1\n2\n3\n", "0\n1\n2\n3\n4\n"), ("é😀\nq\n", "é😀\nQ\n"),
    ])
    func editsTurnOldIntoNew(old: String, new: String) {
        let edits = MinimalTextEdits.between(lines(old), lines(new))
        #expect(apply(edits, to: lines(old)) == lines(new))
        #expect(edits.isEmpty == (old == new))
    }

    @Test func manyDifferencesBecomeOneEdit() {
        let count = MinimalTextEdits.maximumDistance + 10
        let old = lines("head\n" + (0..<count).map { "old \($0)\n" }.joined() + "tail\n")
        let new = lines("head\n" + (0..<count).map { "new \($0)\n" }.joined() + "tail\n")
        let edits = MinimalTextEdits.between(old, new)
        #expect(edits.count == 1)
        #expect(edits.first?.range.lowerBound == 5)
        #expect(apply(edits, to: old) == new)
    }
}
