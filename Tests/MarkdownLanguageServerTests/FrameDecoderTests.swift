@testable import MarkdownLanguageServer
import Testing

@Suite struct FrameDecoderTests {
    private func frames(_ chunks: [[UInt8]]) -> [FrameDecoder.Frame] {
        var decoder = FrameDecoder()
        var result: [FrameDecoder.Frame] = []
        for chunk in chunks {
            decoder.append(chunk)
            while let frame = decoder.next() { result.append(frame) }
        }
        return result
    }

    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func splitsBodiesWhateverTheChunks() {
        let stream = bytes("Content-Length: 2\r\n\r\n{}Content-Length: 4\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\nnull")
        let whole = frames([stream])
        #expect(whole == [.body(bytes("{}")), .body(bytes("null"))])
        // One byte at a time, the same frames.
        #expect(frames(stream.map { [$0] }) == whole)
    }

    @Test func lengthsCountBytesNotCharacters() {
        let body = bytes("\"é😀\"")
        #expect(frames([bytes("Content-Length: \(body.count)\r\n\r\n") + body]) == [.body(body)])
    }

    @Test func headerNamesIgnoreCaseAndBareNewlinesAreAccepted() {
        #expect(frames([bytes("content-LENGTH:3\n\n123")]) == [.body(bytes("123"))])
    }

    @Test func badHeadersAreReportedAndSkipped() {
        let result = frames([bytes("Content-Type: x\r\n\r\nContent-Length: 1x\r\n\r\nContent-Length: 2\r\n\r\nok")])
        #expect(result.count == 3)
        #expect(result.last == .body(bytes("ok")))
        guard case .malformed(let first) = result[0], case .malformed(let second) = result[1] else {
            Issue.record("expected two malformed headers, got \(result)")
            return
        }
        #expect(first.contains("Content-Length"))
        #expect(second.contains("1x"))
    }

    @Test func anUnsupportedCharsetSkipsTheBody() {
        let result = frames([bytes("Content-Length: 3\r\nContent-Type: text/plain; charset=\"latin-1\"\r\n\r\nabc"),
                             bytes("Content-Length: 2\r\n\r\n[]")])
        #expect(result.count == 2)
        #expect(result.last == .body(bytes("[]")))
    }

    @Test func anOversizedBodyIsSkippedAsItArrives() {
        let size = FrameDecoder.maximumBodySize + 10
        var decoder = FrameDecoder()
        decoder.append(bytes("Content-Length: \(size)\r\n\r\n"))
        guard case .malformed = decoder.next() else {
            Issue.record("an oversized body was accepted")
            return
        }
        // Its bytes are dropped as they come, then framing goes on.
        var remaining = size
        let chunk = [UInt8](repeating: 0x41, count: 1 << 20)
        while remaining > 0 {
            let count = min(remaining, chunk.count)
            decoder.append(Array(chunk[..<count]))
            remaining -= count
            #expect(decoder.next() == nil)
        }
        decoder.append(bytes("Content-Length: 1\r\n\r\n7"))
        #expect(decoder.next() == .body(bytes("7")))
    }

    @Test func anEndlessHeaderIsDropped() {
        var decoder = FrameDecoder()
        decoder.append([UInt8](repeating: 0x61, count: FrameDecoder.maximumHeaderSize + 1))
        guard case .malformed = decoder.next() else {
            Issue.record("an endless header was kept")
            return
        }
        decoder.append(bytes("\r\nContent-Length: 1\r\n\r\nx"))
        #expect(decoder.next() == .body(bytes("x")))
    }

    @Test func waitsForTheWholeBody() {
        var decoder = FrameDecoder()
        decoder.append(bytes("Content-Length: 5\r\n\r\nab"))
        #expect(decoder.next() == nil)
        decoder.append(bytes("cde"))
        #expect(decoder.next() == .body(bytes("abcde")))
        #expect(decoder.next() == nil)
    }
}
