@testable import MarkdownLint
import MarkdownSyntax
import Testing

/// Line facts are made on each read from the source's line starts and a few bits a line:
/// each must say what the source's own line table says.
struct LineListTests {
    @Test(arguments: ["\u{FEFF}# a\r\n\r\n  \t\n```\rcode\n```\n| a |\n|---|\nlast", "", "\n", "x", "a\r\n"])
    func linesAgreeWithTheSource(_ text: String) {
        let source = SourceFile(name: "t.md", text: text)
        let lines = LintContext(path: "t.md", document: Document(parsing: source)).lines
        #expect(lines.count == source.lineCount)
        for (index, line) in lines.enumerated() {
            let range = source.contentRange(ofLine: index + 1)
            let next = index + 1 < source.lineCount ? source.lineStarts[index + 1] : source.bytes.count
            #expect(line.number == index + 1)
            #expect(line.range == range)
            #expect(line.lineEndingLength == next - range.upperBound)
            let blank = source.bytes[range].allSatisfy { $0 == 0x20 || $0 == 0x09 }
            #expect(line.isBlank == blank)
        }
    }

    @Test func blockFlagsMarkTheirLines() {
        let text = "# a\n\n```\ncode\n```\n\n    indented\n\n| a |\n|---|\n\n<div>\n</div>\n"
        let lines = LintContext(path: "t.md", document: Document(parsing: text)).lines
        #expect(lines[0].flags == .heading)
        #expect(lines[1].flags == .blank)
        #expect(lines[2].flags == .codeFence && lines[4].flags == .codeFence)
        #expect(lines[3].flags == .code && lines[3].isCode)
        #expect(lines[6].flags == [.code, .indentedCode])
        #expect(lines[8].flags == .table && lines[9].flags == .table)
        #expect(lines[11].flags == .htmlBlock && lines[12].flags == .htmlBlock)
        #expect(lines.last?.range == text.utf8.count..<text.utf8.count)
    }
}
