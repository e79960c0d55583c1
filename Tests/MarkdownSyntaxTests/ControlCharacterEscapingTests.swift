import MarkdownSyntax
import Testing

/// The one escaping of user text in human-readable output (issue 12, item 14).
struct ControlCharacterEscapingTests {
    @Test(arguments: [
        ("plain text, tabs\tand café", "plain text, tabs\tand café"),
        ("\u{1B}[2J", "\\x1B[2J"),
        ("\u{1B}]52;c;cGF5bG9hZA==\u{07}", "\\x1B]52;c;cGF5bG9hZA==\\x07"),
        ("a\nb\rc\u{0}d\u{7F}", "a\\x0Ab\\x0Dc\\x00d\\x7F"),
        ("C1 \u{9B}2J and NEL \u{85}", "C1 \\u{9B}2J and NEL \\u{85}"),
        ("backslashes \\x1B stay", "backslashes \\x1B stay"),
        ("\r\n", "\\x0D\\x0A"),
    ])
    func controlsBecomeVisibleEscapes(_ text: String, _ expected: String) {
        #expect(ControlCharacterEscaping.escaped(text) == expected)
        #expect(ControlCharacterEscaping.needsEscaping(text) == (text != expected))
    }
}
