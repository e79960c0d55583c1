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

    /// The word-at-a-time count agrees with Swift's own UTF-16 view for every range between
    /// character boundaries, whatever its alignment to eight bytes.
    @Test func utf16CountsAreSwiftsUTF16Lengths() {
        let text = "ab😀中é\u{10FFFF}x" + String(repeating: "😀é a中", count: 5) + "\u{7F}\u{80}end"
        let source = SourceFile(text: text)
        var boundaries: [Int] = []
        var offset = 0
        for scalar in text.unicodeScalars {
            boundaries.append(offset)
            offset += String(scalar).utf8.count
        }
        boundaries.append(offset)
        for start in boundaries {
            for end in boundaries where end >= start {
                let expected = String(decoding: source.bytes[start..<end], as: UTF8.self).utf16.count
                #expect(source.utf16Count(from: start, to: end) == expected, "\(start)..<\(end)")
            }
        }
    }

    /// Every offset (and ones past either end) is on the line a linear scan of the line
    /// starts finds.
    @Test(arguments: texts)
    func everyOffsetIsOnTheLineALinearScanFinds(_ text: String) {
        let source = SourceFile(text: text)
        for offset in -2...(source.bytes.count + 2) {
            let expected = max(1, source.lineStarts.lastIndex(where: { $0 <= offset }).map { $0 + 1 } ?? 1)
            #expect(source.line(containing: offset) == expected, "offset \(offset)")
        }
    }
}
