@testable import MarkdownLanguageServer
import Testing

@Suite struct TextDocumentTests {
    private func range(_ startLine: Int, _ startCharacter: Int, _ endLine: Int, _ endCharacter: Int) -> TextRange {
        TextRange(start: Position(line: startLine, character: startCharacter), end: Position(line: endLine, character: endCharacter))
    }

    @Test func appliesChangesInOrder() {
        var document = TextDocument(uri: "file:///a.md", languageID: "markdown", version: 1, text: "# T😀\n\nbody\n", encoding: .utf16)
        document.apply([
            TextDocument.Change(range: range(0, 5, 0, 5), text: "!"),  // after the emoji (two units)
            TextDocument.Change(range: range(0, 4, 0, 4), text: "?"),  // inside it: before it
            TextDocument.Change(range: range(2, 0, 2, 4), text: "new\nlines"),
            TextDocument.Change(range: range(3, 5, 3, 5), text: " end"),
        ], version: 2)
        #expect(String(decoding: document.bytes, as: UTF8.self) == "# T?😀!\n\nnew\nlines end\n")
        #expect(document.version == 2)
        #expect(document.lines.lineCount == 5)
    }

    @Test func aChangeWithoutRangeReplacesEverything() {
        var document = TextDocument(uri: "untitled:1", languageID: "markdown", version: 1, text: "old", encoding: .utf8)
        document.apply([TextDocument.Change(range: nil, text: "new\r\ntext")], version: 7)
        #expect(String(decoding: document.bytes, as: UTF8.self) == "new\r\ntext")
        #expect(document.path == nil)
        #expect(document.lines.lineStarts == [0, 5])
    }

    @Test func deletingALineBreak() {
        var document = TextDocument(uri: "file:///a.md", languageID: "markdown", version: 1, text: "one\r\ntwo\n", encoding: .utf16)
        document.apply([TextDocument.Change(range: range(0, 3, 1, 0), text: " ")], version: 2)
        #expect(String(decoding: document.bytes, as: UTF8.self) == "one two\n")
    }
}
