@testable import MarkdownLint
import Testing

struct MD013Tests {
    /// `count` characters of words (`word word …`), no whitespace at either end.
    static func words(_ count: Int) -> String {
        (0..<count).map { $0 % 5 == 4 && $0 != count - 1 ? " " : "x" }.joined()
    }

    @Test func wordsHelper() {
        #expect(Self.words(12) == "xxxx xxxx xx")
        #expect(Self.words(10) == "xxxx xxxxx")
    }

    @Test func reportsTheOverflow() throws {
        let line = Self.words(90)
        let findings = try LintTesting.lint("# Title\n\n\(line)\n", only: "MD013")
        #expect(findings.map(\.line) == [3])
        #expect(findings.first?.detail == "Expected: 80; Actual: 90")
        #expect(findings.first?.column == 81)
        #expect(findings.first?.endColumn == 91)
        #expect(findings.first?.fix == nil)
        #expect(try LintTesting.lint(String(Self.words(80)) + "\n", only: "MD013").isEmpty)
    }

    @Test func noWhitespaceBeyondTheLimitIsAllowed() throws {
        // The last space is at index 79: what follows the limit is one word.
        let line = String(repeating: "a", count: 79) + " " + String(repeating: "b", count: 30)
        #expect(try LintTesting.lint(line + "\n", only: "MD013").isEmpty)
        // A space at index 80 is beyond the limit.
        let beyond = String(repeating: "a", count: 80) + " b"
        #expect(try LintTesting.lint(beyond + "\n", only: "MD013").map(\.line) == [1])
        // So is trailing whitespace.
        #expect(try LintTesting.lint(String(repeating: "a", count: 81) + " \n", only: "MD013").map(\.line) == [1])
    }

    @Test func strictAndStern() throws {
        let oneWord = String(repeating: "a", count: 100)
        let wordsThenURL = "See " + String(repeating: "b", count: 96)
        let spaced = Self.words(100)
        let source = "\(oneWord)\n\n\(wordsThenURL)\n\n\(spaced)\n\n> # \(oneWord)\n"
        #expect(try LintTesting.lint(source, only: "MD013").map(\.line) == [5])
        #expect(try LintTesting.lint(source, only: "MD013", options: #"{"strict": true}"#).map(\.line) == [1, 3, 5, 7])
        // Stern allows a single word after any indentation and markers.
        #expect(try LintTesting.lint(source, only: "MD013", options: #"{"stern": true}"#).map(\.line) == [3, 5])
    }

    @Test func lineLengthOption() throws {
        let source = "\(Self.words(30))\n"
        let findings = try LintTesting.lint(source, only: "MD013", options: #"{"line_length": 20}"#)
        #expect(findings.first?.detail == "Expected: 20; Actual: 30")
        #expect(findings.first?.column == 21)
    }

    @Test func headings() throws {
        let source = "# \(Self.words(90))\n\nSetext \(Self.words(90))\n---\n"
        #expect(try LintTesting.lint(source, only: "MD013").map(\.line) == [1, 3])
        // The heading limit defaults to line_length.
        #expect(try LintTesting.lint(source, only: "MD013", options: #"{"line_length": 100}"#).isEmpty)
        #expect(try LintTesting.lint(source, only: "MD013", options: #"{"heading_line_length": 100}"#).isEmpty)
        #expect(try LintTesting.lint(source, only: "MD013", options: #"{"headings": false}"#).isEmpty)
        let findings = try LintTesting.lint(source, only: "MD013", options: #"{"heading_line_length": 50}"#)
        #expect(findings.first?.detail == "Expected: 50; Actual: 92")
    }

    @Test func codeBlocks() throws {
        let long = Self.words(90)
        let source = "```\n\(long)\n```\n\n    \(long)\n\n```\(long)\n```\n"
        #expect(try LintTesting.lint(source, only: "MD013").map(\.line) == [2, 5, 7])
        #expect(try LintTesting.lint(source, only: "MD013", options: #"{"code_blocks": false}"#).isEmpty)
        let findings = try LintTesting.lint(source, only: "MD013", options: #"{"code_block_line_length": 85}"#)
        #expect(findings.map(\.line) == [5, 7])
        #expect(findings.first?.detail == "Expected: 85; Actual: 94")
    }

    @Test func tables() throws {
        let source = "| a | b |\n|---|---|\n| \(Self.words(90)) | c |\n"
        #expect(try LintTesting.lint(source, only: "MD013").map(\.line) == [3])
        #expect(try LintTesting.lint(source, only: "MD013", options: #"{"tables": false}"#).isEmpty)
    }

    @Test func definitionsAndFootnotesAreAlwaysExempt() throws {
        let url = "https://example.com/" + String(repeating: "p", count: 90)
        let source = "[ref]: \(url) \"A title with words\"\n\n[^note]: \(Self.words(90))\n    \(Self.words(90))\n"
        #expect(try LintTesting.lint(source, only: "MD013", options: #"{"strict": true}"#).isEmpty)
    }

    @Test func linesOfLinksWithoutOtherTextAreExempt() throws {
        let url = "https://example.com/" + String(repeating: "p", count: 70)
        // Whitespace beyond the limit, but only inside links and images.
        let onlyLinks = "<\(url)> <\(url)>"
        let image = "![](\(url) \"A long title\")"
        let withText = "See <\(url)> and more words"
        let linkText = "[Some link text](\(url) \"and a long title\")"
        let source = [onlyLinks, image, withText, linkText].joined(separator: "\n\n") + "\n"
        // markdownlint counts the space between the two autolinks as text: only the image line is exempt.
        #expect(try LintTesting.lint(source, only: "MD013").map(\.line) == [1, 5, 7])
        #expect(try LintTesting.lint(source, only: "MD013", options: #"{"strict": true}"#).map(\.line) == [1, 3, 5, 7])
        // Stern keeps the exemption.
        #expect(try LintTesting.lint(source, only: "MD013", options: #"{"stern": true}"#).map(\.line) == [1, 5, 7])
    }

    @Test func headingWithALinkIsExemptAsInMarkdownlint() throws {
        // Heading text is not paragraph text to markdownlint, so a heading holding a link
        // counts as a line of links.
        let url = "https://example.com/" + String(repeating: "p", count: 70)
        #expect(try LintTesting.lint("# Read [the guide](\(url)) first\n", only: "MD013").isEmpty)
    }

    @Test func lengthCountsUTF16CodeUnits() throws {
        let cjk = String(repeating: "字", count: 81)
        let emoji = String(repeating: "😀", count: 41)
        let findings = try LintTesting.lint("\(cjk)\n\n\(emoji)\n", only: "MD013", options: #"{"strict": true}"#)
        #expect(findings.map(\.detail) == ["Expected: 80; Actual: 81", "Expected: 80; Actual: 82"])
        #expect(findings.map(\.column) == [81, 81])
        // 79 CJK characters and a space then a word: the space is inside the limit.
        #expect(try LintTesting.lint(String(repeating: "字", count: 79) + " abc\n", only: "MD013").isEmpty)
    }

    @Test func commentTextKeepsItsSpaces() throws {
        // markdownlint hides comment text but keeps its spaces, so the words count.
        let source = "<!-- \(Self.words(90)) -->\n"
        #expect(try LintTesting.lint(source, only: "MD013").map(\.line) == [1])
        let stern = "<!--" + String(repeating: "x", count: 90) + "-->\n"
        #expect(try LintTesting.lint(stern, only: "MD013").isEmpty)
    }

    @Test func blockQuotesListsAndCRLF() throws {
        let source = "> \(Self.words(90))\r\n\r\n- \(Self.words(90))\r\n"
        let findings = try LintTesting.lint(source, only: "MD013")
        #expect(findings.map(\.line) == [1, 3])
        #expect(findings.map(\.detail) == ["Expected: 80; Actual: 92", "Expected: 80; Actual: 92"])
    }

    @Test func negativeLengthIsAConfigurationError() {
        #expect(throws: (any Error).self) { try LintTesting.lint("a\n", only: "MD013", options: #"{"line_length": -1}"#) }
    }

    @Test func frontMatterIsSkipped() throws {
        #expect(try LintTesting.lint("---\ntitle: \(Self.words(90))\n---\n", only: "MD013").isEmpty)
    }
}
