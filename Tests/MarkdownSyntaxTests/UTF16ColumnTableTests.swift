import MarkdownSyntax
import Testing

/// The UTF-16 column table gives, for every offset, the column `SourceFile.utf16Column`
/// counts from the line start: across its 64-byte blocks, on long lines, after a
/// byte-order mark, for all-ASCII files (no table) and for offsets inside a character.
struct UTF16ColumnTableTests {
    static let texts: [String] = [
        "plain ASCII only\nsecond line\r\nthird\rfourth",
        "\u{FEFF}after a byte-order mark 😀\nnext",
        "😀日é" + String(repeating: "ab😀中文é ", count: 40) + "\r\n" + String(repeating: "x😀", count: 70),
        String(repeating: "é", count: 200),
        "",
        "\n\n\n",
    ]

    @Test(arguments: texts)
    func everyOffsetHasTheColumnCountedFromTheLineStart(_ text: String) {
        let source = SourceFile(text: text)
        let table = UTF16ColumnTable(source)
        for offset in 0...source.bytes.count {
            let line = source.line(containing: offset)
            #expect(table.column(at: offset, line: line) == source.utf16Column(at: offset), "offset \(offset)")
            #expect(table.column(at: offset) == source.utf16Column(at: offset), "offset \(offset)")
        }
    }

    @Test func unitsBeforeAnOffsetAreJavaScriptLengths() {
        let text = String(repeating: "a😀", count: 100)
        let table = UTF16ColumnTable(SourceFile(text: text))
        let bytes = Array(text.utf8)
        for count in stride(from: 0, through: text.unicodeScalars.count, by: 7) {
            let prefix = String(text.unicodeScalars.prefix(count))
            let offset = prefix.utf8.count
            #expect(table.units(before: offset) == prefix.utf16.count)
        }
        #expect(table.units(before: bytes.count + 10) == text.utf16.count)
    }
}
