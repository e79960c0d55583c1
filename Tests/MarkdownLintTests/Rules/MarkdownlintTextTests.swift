@testable import MarkdownLint
import MarkdownSyntax
import Testing

/// Contexts shortened as markdownlint's `ellipsify` shortens them: 30 UTF-16 code units
/// kept at the start, the end or both, a surrogate pair never cut in half; and the same
/// text made from a long range of the source without copying the range whole.
struct MarkdownlintTextTests {
    @Test func shortTextIsKept() {
        let text = String(repeating: "a", count: 30)
        #expect(MarkdownlintText.ellipsized(text) == text)
        #expect(MarkdownlintText.ellipsized(text, keepStart: true, keepEnd: true) == text)
    }

    @Test func longTextKeepsThirtyUnitsAtTheChosenEnds() {
        let text = "0123456789" + String(repeating: "x", count: 30) + "abcdefghij"
        #expect(MarkdownlintText.ellipsized(text) == "0123456789" + String(repeating: "x", count: 20) + "...")
        #expect(MarkdownlintText.ellipsized(text, keepEnd: true) == "..." + String(repeating: "x", count: 20) + "abcdefghij")
        #expect(MarkdownlintText.ellipsized(text, keepStart: true, keepEnd: true)
                == "0123456789xxxxx...xxxxxabcdefghij")
    }

    @Test func aSurrogatePairAtTheCutIsLeftOutWhole() {
        // 29 units, then an emoji of two: the 31st unit would split it.
        let text = String(repeating: "a", count: 29) + "😀" + String(repeating: "b", count: 10)
        #expect(MarkdownlintText.ellipsized(text) == String(repeating: "a", count: 29) + "...")
        #expect(MarkdownlintText.ellipsized("b" + String(repeating: "😀", count: 20), keepEnd: true)
                == "..." + String(repeating: "😀", count: 15))
    }

    /// Every way of shortening, for ranges long and short, with characters of one to four
    /// bytes at and around the points where the range's ends are cut off.
    @Test(arguments: ["a", "é", "中", "😀", "a😀é中"])
    func aRangeIsShortenedAsItsText(_ filler: String) {
        for count in [1, 10, 40, 61, 62, 63, 64, 80, 200, 400] {
            let middle = String(repeating: filler, count: count)
            let text = "# x\n\nq" + middle + "z\n"
            let context = LintContext(path: "t.md", document: Document(parsing: text))
            let line = context.lines[2].range
            for (start, end) in [(false, false), (true, false), (false, true), (true, true)] {
                let expected = MarkdownlintText.ellipsized(context.text(line), keepStart: start, keepEnd: end)
                #expect(MarkdownlintText.ellipsized(line, in: context, keepStart: start, keepEnd: end) == expected,
                        "\(filler) x \(count), keepStart \(start), keepEnd \(end)")
            }
        }
    }
}
