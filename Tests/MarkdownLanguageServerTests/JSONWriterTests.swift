import Foundation
@testable import MarkdownLanguageServer
import Testing

@Suite struct JSONWriterTests {
    @Test func escapesWhatJSONRequires() {
        let text = String(decoding: JSONWriter.write(.string("q\" b\\ n\n r\r t\t \u{01}\u{1F} é😀 /")), as: UTF8.self)
        #expect(text == #""q\" b\\ n\n r\r t\t \u0001\u001f é😀 /""#)
    }

    @Test func writesEveryKind() {
        #expect(String(decoding: JSONWriter.write([.null, true, false, -12, .double(2.5), [:], []]), as: UTF8.self)
            == "[null,true,false,-12,2.5,{},[]]")
    }

    @Test func foundationReadsBackWhatItWrites() throws {
        let value: JSON = ["text": "line\nbreak \u{0}\u{7F} \"x\"", "nested": ["list": [1, 2, ["deep": .double(-0.125)]]],
                           "unicode": "ünï 😀 \u{2028}"]
        #expect(try JSONDecoder().decode(JSON.self, from: Data(JSONWriter.write(value))) == value)
    }
}
