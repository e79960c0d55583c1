@testable import MarkdownLint
import Testing

struct MD050Tests {
    private func summary(_ markdown: String, _ options: String = "") throws -> [String] {
        try LintTesting.lint(markdown, only: "MD050", options: options).map {
            "\($0.line):\($0.column)-\($0.endColumn) \($0.detail ?? "")"
        }
    }

    private func fix(_ markdown: String, _ options: String = "") throws -> String {
        try LintTesting.fix(markdown, only: "MD050", options: options, unsafe: false)
    }

    @Test func theFirstStrongSetsTheStyle() throws {
        #expect(try summary("**a** and __b__\n") == [
            "1:11-13 Expected: asterisk; Actual: underscore",
            "1:14-16 Expected: asterisk; Actual: underscore",
        ])
        #expect(try fix("**a** and __b__\n") == "**a** and **b**\n")
        #expect(try fix("__a__ and **b**\n") == "__a__ and __b__\n")
        #expect(try summary("*a* and _b_\n").isEmpty)
    }

    @Test func configuredStyles() throws {
        #expect(try fix("__a__\n", #"{"style": "asterisk"}"#) == "**a**\n")
        #expect(try fix("**a**\n", #"{"style": "underscore"}"#) == "__a__\n")
    }

    @Test func intrawordStrongIsNotReportedForUnderscore() throws {
        #expect(try summary("un**believ**able\n", #"{"style": "underscore"}"#).isEmpty)
        #expect(try fix("**a**b **c**\n", #"{"style": "underscore"}"#) == "**a**b __c__\n")
    }

    @Test func boldItalic() throws {
        // Strong inside emphasis: `***a***`.
        #expect(try fix("***a***\n", #"{"style": "underscore"}"#) == "*__a__*\n")
        // Next to `_` (a word character), as markdownlint does: not reported.
        #expect(try summary("_**a**_\n", #"{"style": "underscore"}"#).isEmpty)
        // Strong filling an emphasis joins its run: `***a***` is the same as `*__a__*`.
        #expect(try fix("*__a__*\n", #"{"style": "asterisk"}"#) == "***a***\n")
        // Emphasis inside strong would not be the same once the runs join.
        let findings = try LintTesting.lint("__*a*__\n", only: "MD050", options: #"{"style": "asterisk"}"#)
        #expect(findings.count == 2 && findings.allSatisfy { $0.fix == nil })
    }

    @Test func cjkNeighboursAreReportedWithoutFix() throws {
        let findings = try LintTesting.lint("日本**語**です\n", only: "MD050", options: #"{"style": "underscore"}"#)
        #expect(findings.map(\.column) == [3, 6])
        #expect(findings.allSatisfy { $0.fix == nil })
    }

    @Test func quotesListsCRLFAndWideCharacters() throws {
        let markdown = "**a**\r\n\r\n> - 😀 __b__\r\n"
        #expect(try summary(markdown) == [
            "3:8-10 Expected: asterisk; Actual: underscore",
            "3:11-13 Expected: asterisk; Actual: underscore",
        ])
        #expect(try fix(markdown) == "**a**\r\n\r\n> - 😀 **b**\r\n")
    }
}
