@testable import MarkdownLint
import Testing

struct MD039Tests {
    @Test func reportsEachEnd() throws {
        let findings = try LintTesting.lint("Read [ a link ](https://example.com) now.\n", only: "MD039")
        #expect(findings.map(\.line) == [1, 1])
        #expect(findings.map(\.column) == [7, 14])
        #expect(findings.map(\.endColumn) == [8, 15])
        #expect(findings.map(\.context) == ["[ a link ]", "[ a link ]"])
        #expect(findings.allSatisfy { $0.fix?.applicability == .unsafe })
    }

    @Test func fixDeletesOnlyTheBlanks() throws {
        let fixed = try LintTesting.fix("Read [  a  link \t](https://example.com)  now.\n", only: "MD039")
        #expect(fixed == "Read [a  link](https://example.com)  now.\n")
        #expect(try LintTesting.lint(fixed, only: "MD039").isEmpty)
        // Unsafe: not applied by a plain --fix.
        #expect(try LintTesting.fix("[ a ](b)\n", only: "MD039", unsafe: false) == "[ a ](b)\n")
    }

    @Test func referenceLinksAreChecked() throws {
        let markdown = "[ full ][ref] and [ref ][] and [ ref]\n\n[ref]: https://example.com\n"
        let findings = try LintTesting.lint(markdown, only: "MD039")
        #expect(findings.map(\.column) == [2, 7, 23, 33])
        #expect(try LintTesting.fix(markdown, only: "MD039")
                == "[full][ref] and [ref][] and [ref]\n\n[ref]: https://example.com\n")
    }

    @Test(arguments: [
        "![ image ](picture.png)\n",
        "[a link](https://example.com)\n",
        "<https://example.com>\n",
        "[ not a link ]\n",
        "`[ code ](x)`\n",
    ])
    func notReported(markdown: String) throws {
        #expect(try LintTesting.lint(markdown, only: "MD039").isEmpty)
    }

    @Test func lineBreakAtAnEndHasNoFix() throws {
        let findings = try LintTesting.lint("[\nfoo\n](x)\n", only: "MD039")
        #expect(findings.map(\.line) == [2, 2])
        #expect(findings.allSatisfy { $0.fix == nil })
    }

    @Test func unicodeSpacesCount() throws {
        let findings = try LintTesting.lint("[\u{A0}text\u{3000}](x)\n", only: "MD039")
        #expect(findings.map(\.column) == [2, 7])
        #expect(try LintTesting.fix("[\u{A0}text\u{3000}](x)\n", only: "MD039") == "[text](x)\n")
    }

    @Test func longLabelsAreShortenedOnTheReportedSide() throws {
        let text = "the quick brown fox jumps over the lazy dog"
        let findings = try LintTesting.lint("[ \(text) ](x)\n", only: "MD039")
        #expect(findings.map(\.context) == ["[ the quick brown fox jumps ov...", "... fox jumps over the lazy dog ]"])
    }

    @Test func columnsAfterWideCharactersInAQuoteWithCRLF() throws {
        let findings = try LintTesting.lint("> 日本 😀 [ x](y)\r\n", only: "MD039")
        #expect(findings.map(\.column) == [10])
        #expect(try LintTesting.fix("> 日本 😀 [ x](y)\r\n", only: "MD039") == "> 日本 😀 [x](y)\r\n")
    }
}
