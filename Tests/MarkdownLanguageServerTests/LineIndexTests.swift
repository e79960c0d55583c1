@testable import MarkdownLanguageServer
import Testing

@Suite struct LineIndexTests {
    private let text = Array("a😀é\r\nline\rthird\n".utf8)

    @Test func linesEndAtEveryKindOfBreak() {
        let lines = LineIndex(text, encoding: .utf16)
        #expect(lines.lineStarts == [0, 9, 14, 20])
        #expect(lines.contentRange(ofLine: 0, in: text) == 0..<7)
    }

    @Test func utf16CountsSurrogatePairsTwice() {
        let lines = LineIndex(text, encoding: .utf16)
        // a (1) 😀 (2) é (1)
        #expect(lines.position(at: 1, in: text) == Position(line: 0, character: 1))
        #expect(lines.position(at: 5, in: text) == Position(line: 0, character: 3))
        #expect(lines.position(at: 7, in: text) == Position(line: 0, character: 4))
        #expect(lines.offset(of: Position(line: 0, character: 3), in: text) == 5)
        #expect(lines.offset(of: Position(line: 0, character: 4), in: text) == 7)
    }

    @Test func utf8CountsBytes() {
        let lines = LineIndex(text, encoding: .utf8)
        #expect(lines.position(at: 5, in: text) == Position(line: 0, character: 5))
        #expect(lines.offset(of: Position(line: 1, character: 2), in: text) == 11)
    }

    @Test func positionsInsideACharacterMoveToItsStart() {
        #expect(LineIndex(text, encoding: .utf16).offset(of: Position(line: 0, character: 2), in: text) == 1)
        #expect(LineIndex(text, encoding: .utf8).offset(of: Position(line: 0, character: 3), in: text) == 1)
    }

    @Test func positionsPastTheEndAreClamped() {
        let lines = LineIndex(text, encoding: .utf16)
        #expect(lines.offset(of: Position(line: 0, character: 99), in: text) == 7)
        #expect(lines.offset(of: Position(line: 9, character: 0), in: text) == text.count)
        #expect(lines.position(at: 999, in: text) == Position(line: 3, character: 0))
    }

    @Test func aByteOrderMarkIsACharacterOfLineZero() {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF, 0x41]
        #expect(LineIndex(bom, encoding: .utf16).position(at: 3, in: bom) == Position(line: 0, character: 1))
    }

    @Test func negotiation() {
        #expect(PositionEncoding.negotiated(offered: []) == .utf16)
        #expect(PositionEncoding.negotiated(offered: ["utf-32", "utf-16"]) == .utf16)
        #expect(PositionEncoding.negotiated(offered: ["utf-16", "utf-8"]) == .utf8)
    }
}
