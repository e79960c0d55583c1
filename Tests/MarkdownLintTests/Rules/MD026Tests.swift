@testable import MarkdownLint
import Testing

struct MD026Tests {
    @Test func reportsTrailingPunctuation() throws {
        let findings = try LintTesting.lint("# This is a heading.\n\n# Heading !\n", only: "MD026")
        #expect(findings.map(\.line) == [1, 3])
        #expect(findings.map(\.column) == [20, 10])
        #expect(findings.map(\.detail) == ["Punctuation: '.'", "Punctuation: ' !'"])
        #expect(findings.allSatisfy { $0.fix?.applicability == .unsafe })
    }

    @Test func fixDeletesThePunctuation() throws {
        #expect(try LintTesting.fix("# Heading...\n\n# Closed. #\r\n", only: "MD026") == "# Heading\n\n# Closed #\r\n")
        #expect(try LintTesting.fix("# Heading.\n", only: "MD026", unsafe: false) == "# Heading.\n")
    }

    @Test func questionMarksEntitiesAndEmojiCodesAreAllowed() throws {
        let source = "# FAQ?\n\n# Copyright &copy;\n\n# Sign &#169;\n\n# Hex &#xA9;\n\n# Smile :smile:\n\n# Up :+1:\n"
        #expect(try LintTesting.lint(source, only: "MD026").isEmpty)
        #expect(try LintTesting.lint("# Note:\n\n# Ratio 3:\n\n# a &b;c:\n", only: "MD026").count == 3)
    }

    @Test func punctuationOption() throws {
        #expect(try LintTesting.lint("# Wow!\n", only: "MD026", options: #"{"punctuation": ".,;:"}"#).isEmpty)
        #expect(try LintTesting.lint("# Why?\n", only: "MD026", options: #"{"punctuation": "?"}"#).count == 1)
        #expect(try LintTesting.lint("# End.\n", only: "MD026", options: #"{"punctuation": ""}"#).isEmpty)
    }

    @Test func fullWidthPunctuationAndColumns() throws {
        let findings = try LintTesting.lint("# 标题。\n\n> # 😀 Heading!\n", only: "MD026")
        #expect(findings.map(\.column) == [5, 15])
        #expect(findings.first?.detail == "Punctuation: '。'")
    }

    @Test func setextHeadingsReportTheirLastTextLine() throws {
        let findings = try LintTesting.lint("Heading\ntext.\n===\n", only: "MD026")
        #expect(findings.map(\.line) == [2] && findings.first?.column == 5)
        #expect(try LintTesting.lint("```\n# Code.\n```\n\n#\n", only: "MD026").isEmpty)
    }
}
