import MarkdownSyntax
import Testing

/// Columns text takes: ASCII one each (controls none), wide East Asian characters and emoji
/// two, combining marks none; the UTF-8 form counts what the string form counts.
struct DisplayWidthTests {
    @Test(arguments: [("", 0), ("abc", 3), ("a\tb\u{7F}", 2), ("日本", 4), ("e\u{301}", 1), ("👍x", 3),
                      ("| a | 表 |", 10), ("\u{200B}", 0)])
    func widthOfText(_ text: String, columns: Int) {
        #expect(DisplayWidth.of(text) == columns)
        #expect(DisplayWidth.of(utf8: Array(text.utf8)) == columns)
        #expect(DisplayWidth.of(utf8: Array("xx\(text)".utf8).dropFirst(2)) == columns)
    }
}
