import Testing
@testable import MarkdownLint

/// The encodings the CI reports rest on: the XML escaping of JUnit reports and the
/// fingerprints (SHA-256, tested in WorkspaceTests).
struct ReporterEncodingTests {
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
