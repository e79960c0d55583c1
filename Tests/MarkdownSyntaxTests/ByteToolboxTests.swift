@testable import MarkdownSyntax
import Testing

/// The byte and text toolbox every module scans with: JavaScript whitespace on UTF-8 bytes,
/// byte search, UTF-16 counting and JSON string literals.
struct ByteToolboxTests {
    /// Every scalar JavaScript's `\s` and `trim()` treat as whitespace.
    static let javaScriptWhitespace: [Unicode.Scalar] = [
        "\t", "\n", "\u{0B}", "\u{0C}", "\r", " ", "\u{A0}", "\u{1680}", "\u{2000}", "\u{2005}", "\u{200A}",
        "\u{2028}", "\u{2029}", "\u{202F}", "\u{205F}", "\u{3000}", "\u{FEFF}",
    ]
    /// Near misses: zero-width space, Mongolian vowel separator, next line, letters and marks
    /// sharing lead bytes with whitespace.
    static let notWhitespace: [Unicode.Scalar] = ["\u{200B}", "\u{180E}", "\u{85}", "a", "\u{1681}", "\u{2030}",
                                                  "\u{3001}", "\u{FEFE}", "\u{E9}"]

    private func lengths(_ text: String) -> (forward: Int, backward: Int) {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            (ByteClass.javaScriptWhitespaceLength(buffer, at: 0, end: buffer.count),
             ByteClass.javaScriptWhitespaceLength(buffer, endingAt: buffer.count, start: 0))
        }
    }

    @Test(arguments: javaScriptWhitespace)
    func javaScriptWhitespaceHasItsUTF8Length(_ scalar: Unicode.Scalar) {
        let length = String(scalar).utf8.count
        #expect(ByteClass.isJavaScriptWhitespace(scalar))
        #expect(lengths(String(scalar)) == (length, length))
    }

    @Test(arguments: notWhitespace)
    func otherCharactersAreNotJavaScriptWhitespace(_ scalar: Unicode.Scalar) {
        #expect(!ByteClass.isJavaScriptWhitespace(scalar))
        #expect(lengths(String(scalar)) == (0, 0))
    }

    @Test func whitespaceCutOffByTheRangeIsNotWhitespace() {
        let bytes = Array("\u{3000}".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            #expect(ByteClass.javaScriptWhitespaceLength(buffer, at: 0, end: 2) == 0)
            #expect(ByteClass.javaScriptWhitespaceLength(buffer, endingAt: 3, start: 1) == 0)
        }
    }

    @Test func trimmingAndWhitespaceOnlyRanges() {
        let bytes = Array("\u{3000} a\u{A0}b \u{FEFF}".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            let trimmed = ByteClass.javaScriptTrimmed(buffer, 0..<buffer.count)
            #expect(String(decoding: UnsafeBufferPointer(rebasing: buffer[trimmed]), as: UTF8.self) == "a\u{A0}b")
            #expect(ByteClass.isJavaScriptWhitespaceOnly(buffer, 0..<4))
            #expect(!ByteClass.isJavaScriptWhitespaceOnly(buffer, 0..<5))
            #expect(ByteClass.isJavaScriptWhitespaceOnly(buffer, 0..<0))
        }
    }

    @Test func byteSearch() {
        let bytes = Array("a-b-<!-- c -->".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            #expect(ByteSearch.firstIndex(of: UInt8(ascii: "-"), in: buffer, from: 0) == 1)
            #expect(ByteSearch.firstIndex(of: UInt8(ascii: "-"), in: buffer, from: 2) == 3)
            #expect(ByteSearch.firstIndex(of: UInt8(ascii: "-"), in: buffer, from: 2, to: 3) == nil)
            #expect(ByteSearch.firstIndex(of: UInt8(ascii: "z"), in: buffer, from: 0) == nil)
            #expect(ByteSearch.firstIndex(of: UInt8(ascii: "a"), in: buffer, from: 20) == nil)
        }
        #expect(ByteSearch.firstIndex(of: "<!--", in: bytes, from: 0) == 4)
        #expect(ByteSearch.firstIndex(of: "-->", in: bytes, from: 0) == 11)
        #expect(ByteSearch.firstIndex(of: "-->", in: bytes, from: 12) == nil)
        #expect(ByteSearch.firstIndex(of: "-->", in: bytes[5...], from: 5) == 11)
        #expect(ByteSearch.lastIndex(of: "-", in: bytes) == 12)
        #expect(ByteSearch.lastIndex(of: "a-b", in: bytes) == 0)
        #expect(ByteSearch.lastIndex(of: "<!-- c -->x", in: bytes) == nil)
        // Candidates that match only in part, a needle ending the haystack, one longer
        // than what is left, and a haystack without contiguous storage.
        let partial = Array("<!-<!--x<!--".utf8)
        #expect(ByteSearch.firstIndex(of: "<!--", in: partial, from: 0) == 3)
        #expect(ByteSearch.firstIndex(of: "<!--", in: partial, from: 4) == 8)
        #expect(ByteSearch.firstIndex(of: "<!--x", in: partial, from: 9) == nil)
        #expect(ByteSearch.firstIndex(of: "--", in: repeatElement(UInt8(ascii: "-"), count: 3), from: 1) == 1)
        #expect(ByteSearch.firstIndex(of: "--", in: repeatElement(UInt8(ascii: "-"), count: 3), from: 2) == nil)
        let utf8 = Array("\u{E000}x\u{E000}".utf8)
        #expect(ByteSearch.firstIndex(of: "\u{E000}", in: utf8, from: 0) == 0)
        #expect(ByteSearch.lastIndex(of: "\u{E000}", in: utf8) == 4)
    }

    @Test func utf16CountsAsJavaScriptLength() {
        // é is two UTF-8 bytes and one UTF-16 unit; 😀 four bytes and two units.
        let file = SourceFile(text: "é😀x\n😀")
        #expect(file.utf16Count(from: 0, to: 2) == 1)
        #expect(file.utf16Count(from: 0, to: 6) == 3)
        #expect(file.utf16Count(from: 0, to: 7) == 4)
        #expect(file.utf16Count(from: 3, to: 3) == 0)
        #expect(file.utf16Count(from: 8, to: 100) == 2)
        #expect(file.utf16Column(at: 6) == 4)
        #expect(file.utf16Column(at: 12) == 3)
        // An offset inside a character counts the whole character.
        #expect(file.utf16Column(at: 3) == 4)
    }

    @Test func jsonStringEscapes() {
        #expect(JSONString.quoted(#"a "b" \ c"#) == #""a \"b\" \\ c""#)
        #expect(JSONString.quoted("\n\r\t\u{01}\u{1F}") == #""\n\r\t\u0001\u001f""#)
        #expect(JSONString.quoted("é😀\u{7F}") == "\"é😀\u{7F}\"")
    }

    /// U+2028 and U+2029 are escaped, so that the JSON stays one line for readers that take
    /// them for line breaks (JavaScript before ES2019, many editors); both writers agree.
    @Test func jsonStringEscapesLineAndParagraphSeparators() {
        #expect(JSONString.quoted("a\u{2028}b\u{2029}") == #""a\u2028b\u2029""#)
        var out = "["
        JSONString.append("\u{2028}", to: &out)
        #expect(out == #"["\u2028""#)
    }
}
