import MarkdownSyntax
import Testing

/// `SourceFile` positions: lines and columns (bytes and UTF-16) with every kind of line
/// ending, a byte-order mark and non-ASCII text; node ranges; invalid UTF-8.
struct SourceLocationTests {
    @Test func lineStartsForLFCRLFAndCR() {
        let file = SourceFile(text: "a\rb\r\nc\nd")
        #expect(Array(file.lineStarts) == [0, 2, 5, 7])
        #expect((1...4).map(file.start(ofLine:)) == [0, 2, 5, 7])
        #expect(file.lineCount == 4)
        #expect(file.line(containing: 0) == 1)
        #expect(file.line(containing: 1) == 1)  // the CR itself ends line 1
        #expect(file.line(containing: 2) == 2)
        #expect(file.line(containing: 4) == 2)  // the LF of CRLF
        #expect(file.line(containing: 5) == 3)
        #expect(file.location(at: 8).description == "4:2")
        #expect(file.location(at: 9).description == "4:3")  // end of file
        #expect(file.location(at: 6) == SourceLocation(line: 3, column: 2, offset: 6))
    }

    /// The lookup searches only the lines of one 128-byte block: every offset of documents
    /// with lines far shorter and far longer than a block, every line ending and a mark,
    /// gets the line a plain scan of the line starts gives (offsets outside the file too).
    @Test func lineLookupAgreesWithAScanOfTheLineStarts() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "\n", "\r\n", "\r", "\n\n\n", String(repeating: "x", count: 130), String(repeating: "y", count: 127), "é"]
        for documentIndex in 0..<40 {
            var text = documentIndex % 3 == 0 ? "\u{FEFF}" : ""
            for _ in 0..<Int.random(in: 0...300, using: &generator) { text += pieces.randomElement(using: &generator)! }
            let file = SourceFile(text: text)
            for offset in -2...(file.bytes.count + 300) {
                let expected = max(1, file.lineStarts.lastIndex { $0 <= offset }.map { $0 + 1 } ?? 1)
                #expect(file.line(containing: offset) == expected, "offset \(offset) of \(text.debugDescription)")
            }
        }
    }

    @Test func linesSpannedByARangeAreTheLinesOfItsFirstAndLastByte() {
        for text in ["", "a", "\u{FEFF}ab\ncd", "a\r\n\r\nb\rc\n", "\n\n\nxyz\n\u{E9}\n", "one\ntwo\nthree"] {
            let file = SourceFile(text: text)
            for lower in 0...file.bytes.count {
                for upper in lower...(file.bytes.count + 2) {
                    let first = file.line(containing: lower)
                    let last = upper > lower ? file.line(containing: upper - 1) : first
                    #expect(file.lines(spanning: lower..<upper) == first...max(first, last),
                            "\(lower)..<\(upper) of \(text.debugDescription)")
                }
            }
        }
    }

    /// The line table is made on first use, and a file is shared between threads (the
    /// linter's rules run on all cores): threads asking for positions of one new file at
    /// once all get the answers of a file whose table was made before they started.
    @Test func linesAskedForOnManyThreadsAtOnceAgree() async {
        let text = (0..<5_000).map { "line \($0)" + ($0 % 3 == 0 ? "\r\n" : "\n") }.joined()
        let expected = SourceFile(text: text)
        let offsets = Array(stride(from: 0, to: expected.bytes.count, by: 97))
        let answers = offsets.map { expected.line(containing: $0) }
        for _ in 0..<20 {
            let shared = SourceFile(text: text)
            await withTaskGroup(of: [Int].self) { group in
                for _ in 0..<4 { group.addTask { offsets.map { shared.line(containing: $0) } } }
                for await lines in group { #expect(lines == answers) }
            }
            #expect(shared.lineStarts == expected.lineStarts)
        }
    }

    @Test func contentRangeOfLineExcludesTheLineEnding() {
        let file = SourceFile(text: "ab\r\ncd\ref\n\ngh")
        #expect(file.contentRange(ofLine: 1) == 0..<2)
        #expect(file.contentRange(ofLine: 2) == 4..<6)
        #expect(file.contentRange(ofLine: 3) == 7..<9)
        #expect(file.contentRange(ofLine: 4) == 10..<10)
        #expect(file.contentRange(ofLine: 5) == 11..<13)
        #expect(file.text(in: file.contentRange(ofLine: 3)) == "ef")
    }

    @Test func byteOrderMarkIsNotPartOfLineOne() {
        let file = SourceFile(text: "\u{FEFF}ab\ncd")
        #expect(file.bytes.count == 8)
        #expect(file.contentStart == 3)
        #expect(Array(file.lineStarts) == [3, 6])
        #expect([file.start(ofLine: 1), file.start(ofLine: 2)] == [3, 6])
        #expect(file.location(at: 3).description == "1:1")
        #expect(file.location(at: 4).description == "1:2")
        #expect(file.location(at: 0).description == "1:1")  // inside the mark: clamped
        #expect(file.utf16Column(at: 4) == 2)
        #expect(SourceFile(text: "ab").contentStart == 0)
    }

    @Test func utf16ColumnsCountSurrogatePairsAsTwo() {
        let file = SourceFile(text: "😀日x\né😀y")
        // 😀 is 4 bytes / 2 UTF-16 units; 日 is 3 bytes / 1 unit; é is 2 bytes / 1 unit.
        #expect(file.utf16Column(at: 0) == 1)
        #expect(file.utf16Column(at: 4) == 3)
        #expect(file.utf16Column(at: 7) == 4)
        #expect(file.utf16Column(at: 8) == 5)
        #expect(file.location(at: 7).column == 8)  // byte column
        #expect(file.utf16Column(at: 9) == 1)  // start of line 2
        #expect(file.utf16Column(at: 11) == 2)
        #expect(file.utf16Column(at: 15) == 4)
    }

    @Test func utf16ColumnOfANodeAfterEmojiAndCJK() throws {
        let source = "日本 😀 *x*\n"
        let document = Document(parsing: source)
        let emphasis = try #require(document.nodes(of: Emphasis.self).first)
        let offset = try #require(emphasis.byteRange?.lowerBound)
        #expect(offset == 12)
        #expect(emphasis.range?.lowerBound.column == 13)
        #expect(try #require(document.source).utf16Column(at: offset) == 7)  // 日本, space, 😀 (2), space
    }

    @Test func nodeRangesWithCRLF() throws {
        let document = Document(parsing: "# A\r\n\r\nb\r\nc\r\n")
        let paragraph = try #require(document.child(at: 1) as? Paragraph)
        #expect(paragraph.byteRange == 7..<11)
        #expect(paragraph.sourceText == "b\r\nc")
        let range = try #require(paragraph.range)
        #expect(range.lowerBound == SourceLocation(line: 3, column: 1, offset: 7))
        #expect(range.upperBound == SourceLocation(line: 4, column: 2, offset: 11))
        let softBreak = try #require(paragraph.child(at: 1) as? SoftBreak)
        #expect(softBreak.sourceText == "\r\n")
    }

    @Test func nodeRangesWithBareCR() throws {
        let document = Document(parsing: "# A\r\rb\rc\r")
        #expect(document.childCount == 2)
        let paragraph = try #require(document.child(at: 1) as? Paragraph)
        #expect(paragraph.sourceText == "b\rc")
        #expect(paragraph.range?.lowerBound.description == "3:1")
        #expect(paragraph.range?.upperBound.description == "4:2")
    }

    @Test func sourceLocationsCompareByOffset() {
        let early = SourceLocation(line: 1, column: 9, offset: 8)
        let late = SourceLocation(line: 2, column: 1, offset: 9)
        #expect(early < late)
        #expect(!(late < early))
    }

    @Test func builtNodesHaveNoPositions() {
        let paragraph = Paragraph(Text("x"))
        #expect(paragraph.byteRange == nil)
        #expect(paragraph.range == nil)
        #expect(paragraph.sourceText == nil)
        #expect(paragraph.sourceFile == nil)
        #expect(Document(paragraph).source == nil)
    }

    @Test func documentKeepsItsSourceFile() throws {
        let file = SourceFile(name: "doc.md", text: "hi\n")
        let document = Document(parsing: file)
        #expect(document.source === file)
        #expect(document.child(at: 0)?.sourceFile === file)
        #expect(document.source?.name == "doc.md")
    }

    @Test(arguments: [
        // (bytes, offset, line, column)
        ([0x61, 0x62, 0x0A, 0x63, 0x64, 0xFF] as [UInt8], 5, 2, 3),
        ([0xC0, 0x80], 0, 1, 1),  // overlong NUL
        ([0x61, 0xED, 0xA0, 0x80], 1, 1, 2),  // UTF-16 surrogate
        ([0x61, 0x0D, 0x0A, 0xE6, 0x97], 3, 2, 1),  // truncated at the end
        ([0xEF, 0xBB, 0xBF, 0x61, 0xC0, 0x80], 4, 1, 2),  // after a byte-order mark
        ([0x0D, 0x0D, 0xF5, 0x80, 0x80, 0x80], 2, 3, 1),  // beyond U+10FFFF, after CR CR
        ([0x61, 0x80], 1, 1, 2),  // stray continuation byte
    ])
    func invalidUTF8IsRejectedWithItsPosition(_ bytes: [UInt8], _ offset: Int, _ line: Int, _ column: Int) {
        do {
            _ = try Document(parsing: bytes, name: "bad.md")
            Issue.record("expected InvalidUTF8Error for \(bytes)")
        } catch {
            #expect(error.offset == offset)
            #expect(error.line == line)
            #expect(error.column == column)
            #expect(error.name == "bad.md")
            #expect(error.description == "bad.md:\(line):\(column): invalid UTF-8 (byte offset \(offset))")
        }
    }

    @Test func validUTF8BytesParse() throws {
        let document = try Document(parsing: Array("# Ünïcödé 😀\n".utf8), name: "ok.md")
        #expect(document.source?.name == "ok.md")
        #expect((document.child(at: 0) as? Heading)?.plainText == "Ünïcödé 😀")
        #expect(UTF8Validation.firstInvalidOffset(in: Array("😀日é".utf8)) == nil)
    }

    @Test func unnamedInvalidInputSaysInput() {
        #expect(throws: InvalidUTF8Error(name: nil, offset: 0, line: 1, column: 1)) {
            try Document(parsing: [0xFE])
        }
        #expect(InvalidUTF8Error(name: nil, offset: 0, line: 1, column: 1).description.hasPrefix("<input>:1:1:"))
    }
}
