@testable import MarkdownLint
import Testing

struct MD049Tests {
    private func summary(_ markdown: String, _ options: String = "") throws -> [String] {
        try LintTesting.lint(markdown, only: "MD049", options: options).map {
            "\($0.line):\($0.column)-\($0.endColumn) \($0.detail ?? "")"
        }
    }

    private func fix(_ markdown: String, _ options: String = "") throws -> String {
        try LintTesting.fix(markdown, only: "MD049", options: options, unsafe: false)
    }

    @Test func theFirstEmphasisSetsTheStyle() throws {
        #expect(try summary("*a* and _b_\n\n_c_\n") == [
            "1:9-10 Expected: asterisk; Actual: underscore",
            "1:11-12 Expected: asterisk; Actual: underscore",
            "3:1-2 Expected: asterisk; Actual: underscore",
            "3:3-4 Expected: asterisk; Actual: underscore",
        ])
        #expect(try fix("*a* and _b_\n\n_c_\n") == "*a* and *b*\n\n*c*\n")
        #expect(try summary("_a_ and *b*\n") == [
            "1:9-10 Expected: underscore; Actual: asterisk",
            "1:11-12 Expected: underscore; Actual: asterisk",
        ])
    }

    @Test func configuredStyles() throws {
        #expect(try fix("_a_ and *b*\n", #"{"style": "asterisk"}"#) == "*a* and *b*\n")
        #expect(try fix("*a* and _b_\n", #"{"style": "underscore"}"#) == "_a_ and _b_\n")
        #expect(try summary("**strong** and __strong__\n", #"{"style": "underscore"}"#).isEmpty)
    }

    @Test func intrawordAsterisksAreNotReportedForUnderscore() throws {
        #expect(try summary("un*believ*able and x*y* and *z*w\n", #"{"style": "underscore"}"#).isEmpty)
        #expect(try fix("un_believ_able *a*\n", #"{"style": "underscore"}"#) == "un_believ_able _a_\n")
    }

    @Test func intrawordUnderscoresAreFixedForAsterisk() throws {
        // `_` next to punctuation may open; `*` works everywhere `_` does.
        #expect(try fix("\"_a_\", (_b_)\n", #"{"style": "asterisk"}"#) == "\"*a*\", (*b*)\n")
    }

    @Test func cjkNeighboursAreReportedWithoutFix() throws {
        let markdown = "日本*語*です\n"
        let findings = try LintTesting.lint(markdown, only: "MD049", options: #"{"style": "underscore"}"#)
        #expect(findings.map(\.column) == [3, 5])
        #expect(findings.allSatisfy { $0.fix == nil })
        // Punctuation next to the markers is fine for `_`.
        #expect(try fix("「*語*」\n", #"{"style": "underscore"}"#) == "「_語_」\n")
    }

    @Test func nestedAndBoldItalic() throws {
        #expect(try fix("***a*** and _b_\n", #"{"style": "underscore"}"#) == "_**a**_ and _b_\n")
        #expect(try fix("_**a**_\n", #"{"style": "asterisk"}"#) == "***a***\n")
        // Nested emphasis is fixed over two passes.
        #expect(try fix("*a _b_ c*\n") == "*a *b* c*\n")
        #expect(try fix("_a *b* c_\n", #"{"style": "asterisk"}"#) == "*a *b* c*\n")
    }

    @Test func swapsThatWouldChangeTheRenderingAreNotFixed() throws {
        // `_*a*_` would become `**a**` (strong).
        var findings = try LintTesting.lint("_*a*_\n", only: "MD049", options: #"{"style": "asterisk"}"#)
        #expect(findings.map(\.column) == [1, 5])
        #expect(findings.allSatisfy { $0.fix == nil })
        // A loose `*` inside could pair with the new markers.
        findings = try LintTesting.lint("*x* _a *b_\n", only: "MD049")
        #expect(findings.map(\.column) == [5, 10])
        #expect(findings.allSatisfy { $0.fix == nil })
        // A loose `*` between blanks can neither open nor close.
        #expect(try fix("*x* _a * b_\n") == "*x* *a * b*\n")
        // A loose `_` inside a word cannot either.
        #expect(try fix("_x_ *snake_case*\n", #"{"style": "underscore"}"#) == "_x_ _snake_case_\n")
    }

    @Test func markersBetweenPunctuationNeedNoOtherMarkerNearby() throws {
        // `*` after `)` and before `.` could also open emphasis: fine when no `*` follows.
        #expect(try fix("*a* and _(b)_.\n") == "*a* and *(b)*.\n")
        let findings = try LintTesting.lint("*a* and _(b)_.* c\n", only: "MD049")
        #expect(findings.map(\.column) == [9, 13])
        #expect(findings.allSatisfy { $0.fix == nil })
    }

    @Test func linksTablesQuotesCRLF() throws {
        let markdown = "*a*\r\n\r\n> [_b_](https://example.com/_x_)\r\n\r\n| _c_ |\r\n|---|\r\n"
        #expect(try summary(markdown) == [
            "3:4-5 Expected: asterisk; Actual: underscore",
            "3:6-7 Expected: asterisk; Actual: underscore",
            "5:3-4 Expected: asterisk; Actual: underscore",
            "5:5-6 Expected: asterisk; Actual: underscore",
        ])
        #expect(try fix(markdown) == "*a*\r\n\r\n> [*b*](https://example.com/_x_)\r\n\r\n| *c* |\r\n|---|\r\n")
    }

    @Test func multiLineEmphasisAndWideCharacters() throws {
        #expect(try summary("*a*\n\n😀 _multi\nline_\n") == [
            "3:4-5 Expected: asterisk; Actual: underscore",
            "4:5-6 Expected: asterisk; Actual: underscore",
        ])
    }

    @Test func codeAndHTMLAreNotEmphasis() throws {
        #expect(try summary("*a* `_b_` <i title=\"_c_\">x</i>\n\n```\n_d_\n```\n").isEmpty)
    }
}
