import Testing
@testable import MarkdownLint

/// The encodings the CI reports rest on: SHA-256 for fingerprints (FIPS 180-4's examples)
/// and the XML escaping of JUnit reports.
struct ReporterEncodingTests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
         "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    ])
    func sha256MatchesTheStandardsExamples(_ input: String, _ digest: String) {
        #expect(SHA256.hex(Array(input.utf8)) == digest)
    }

    @Test func sha256OfAMillionBytesSpansManyBlocks() {
        #expect(SHA256.hex([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func junitEscapesMarkupLineBreaksAndCharactersXMLCannotCarry() {
        let text = "a\tb\nc\r<&>\"'\u{1}\u{7F}\u{85}\u{FFFF}é"
        #expect(JUnitReporter.attribute(text) == "a&#9;b&#10;c&#13;&lt;&amp;&gt;&quot;'\\x01\\x7F\\u{85}\\u{FFFF}é")
        #expect(JUnitReporter.text(text) == "a\tb\nc&#13;&lt;&amp;&gt;\"'\\x01\\x7F\\u{85}\\u{FFFF}é")
    }

    @Test func fingerprintsIgnoreWhiteSpaceButNotText() {
        #expect(FindingFingerprint.normalized("  a \t b  ") == "a b")
        #expect(FindingFingerprint.normalized("a b") != FindingFingerprint.normalized("ab"))
    }
}
