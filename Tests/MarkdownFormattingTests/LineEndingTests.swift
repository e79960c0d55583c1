import MarkdownFormatting
import MarkdownSyntax
import Testing

/// `end_of_line`: `keep` keeps the ending the document uses, old Mac CR-only files included
/// (issue 12, item 16).
struct LineEndingTests {
    @Test(arguments: [("\n", "lf"), ("\r\n", "crlf"), ("\r", "cr")])
    func keepKeepsTheDocumentsEnding(_ ending: String, _ name: String) {
        let input = ["Title", "=====", "", "* a", "* b", ""].joined(separator: ending)
        var options = FormatOptions()
        options.lineEnding = .keep
        let output = String(decoding: MarkdownFormatter(options: options).formatUTF8(Document(parsing: input)), as: UTF8.self)
        #expect(output == ["# Title", "", "- a", "- b", ""].joined(separator: ending), "\(name)")
        options.lineEnding = .lf
        let lf = String(decoding: MarkdownFormatter(options: options).formatUTF8(Document(parsing: input)), as: UTF8.self)
        #expect(lf == "# Title\n\n- a\n- b\n")
    }
}
