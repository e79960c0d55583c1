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

    /// The scan goes eight bytes at a time: a control is found at every offset, a C1 control
    /// also when its two bytes straddle two blocks, and text without one (tabs, `Â`, other
    /// two-byte characters, DEL's neighbours) is left alone.
    @Test func everyOffsetOfEveryKindOfControlIsFound() {
        let filler = String(repeating: "abcdefgh", count: 3)
        for control in ["\u{0}", "\u{1F}", "\u{7F}", "\u{80}", "\u{9F}"] {
            for offset in 0...filler.count {
                var text = filler
                text.insert(contentsOf: control, at: text.index(text.startIndex, offsetBy: offset))
                #expect(ControlCharacterEscaping.needsEscaping(text), "\(control.unicodeScalars.first!.value) at \(offset)")
            }
        }
        for clean in [filler + "\t" + filler, filler + "Â" + filler, "éèà~ÿ " + filler + "\u{A0}", String(repeating: "\u{C2}\u{A0}", count: 9)] {
            #expect(!ControlCharacterEscaping.needsEscaping(clean), "\(clean)")
        }
    }
}
