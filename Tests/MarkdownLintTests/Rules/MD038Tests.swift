@testable import MarkdownLint
import MarkdownSyntax
import Testing

struct MD038Tests {
    @Test func reportsSpacesNextToTheBackticks() throws {
        let source = "Run ` make` and `make install `, or `cd  `.\n"
        let findings = try LintTesting.lint(source, only: "MD038")
        #expect(findings.map(\.column) == [5, 17, 37])
        #expect(findings.map(\.endColumn) == [12, 32, 43])
        #expect(findings.map(\.context) == ["` make`", "`make install `", "`cd  `"])
        #expect(findings.allSatisfy { $0.fix?.applicability == .unsafe })
        #expect(try LintTesting.fix(source, only: "MD038") == "Run `make` and `make install`, or `cd`.\n")
        #expect(try LintTesting.fix(source, only: "MD038", unsafe: false) == source)
    }

    @Test func strippedPaddingIsFine() throws {
        // One space on each side is stripped by CommonMark.
        #expect(try LintTesting.lint("`` `backticks` ``\n", only: "MD038").isEmpty)
        #expect(try LintTesting.lint("` a `\n", only: "MD038").isEmpty)
        // A single space next to a backtick in the code keeps them apart.
        #expect(try LintTesting.lint("`` ` embedded backtick``\n", only: "MD038").isEmpty)
        #expect(try LintTesting.lint("``embedded backtick ` ``\n", only: "MD038").isEmpty)
        #expect(try LintTesting.lint("`` ` ``\n", only: "MD038").isEmpty)
    }

    @Test func moreThanThePaddingIsReported() throws {
        let findings = try LintTesting.lint("`  a `\n", only: "MD038")
        #expect(findings.count == 1)
        #expect(try LintTesting.fix("`  a `\n", only: "MD038") == "`a`\n")
        #expect(try LintTesting.fix("`  a  `\n", only: "MD038") == "`a`\n")
        // Spaces beyond the one next to a backtick.
        #expect(try LintTesting.fix("Type ``   `tick` `` here.\n", only: "MD038") == "Type `` `tick` `` here.\n")
        #expect(try LintTesting.fix("``  `tick``\n", only: "MD038") == "`` `tick``\n")
    }

    @Test func tabsAndOtherWhitespace() throws {
        // A tab is not padding; it is reported.
        #expect(try LintTesting.lint("`\ta`\n", only: "MD038").count == 1)
        #expect(try LintTesting.fix("`\ta`\n", only: "MD038") == "`a`\n")
        #expect(try LintTesting.fix("`a\u{3000}`\n", only: "MD038") == "`a`\n")
    }

    @Test func whitespaceOnlySpansHaveNoFix() throws {
        let findings = try LintTesting.lint("A ` ` and `   ` span.\n", only: "MD038")
        #expect(findings.map(\.column) == [3, 11])
        #expect(findings.allSatisfy { $0.fix == nil })
    }

    @Test func spansOverSeveralLines() throws {
        // Leading whitespace on the first line: reported there.
        let leading = "Text `  a\nb` end\n"
        let first = try LintTesting.lint(leading, only: "MD038")
        #expect(first.map(\.line) == [1] && first.map(\.column) == [6] && first.map(\.endColumn) == [10])
        #expect(try LintTesting.fix(leading, only: "MD038") == "Text `a\nb` end\n")
        // Trailing whitespace on the last line: reported there.
        let trailing = "Text `a\nb  ` end\n"
        let last = try LintTesting.lint(trailing, only: "MD038")
        #expect(last.map(\.line) == [2] && last.map(\.column) == [1] && last.map(\.endColumn) == [5])
        #expect(last.first?.context == "b  `")
        #expect(try LintTesting.fix(trailing, only: "MD038") == "Text `a\nb` end\n")
        // Both: the first line is reported; fixing repeats until both are gone.
        let both = "`  a\nb  `\n"
        #expect(try LintTesting.lint(both, only: "MD038").map(\.line) == [1])
        #expect(try LintTesting.fix(both, only: "MD038") == "`a\nb`\n")
    }

    @Test func spansOverSeveralLinesInContainers() throws {
        let quote = "> x `a\n> b  `\n"
        let findings = try LintTesting.lint(quote, only: "MD038")
        #expect(findings.map(\.line) == [2] && findings.map(\.column) == [3])
        #expect(try LintTesting.fix(quote, only: "MD038") == "> x `a\n> b`\n")
        let list = "- x `a\n  b  `\n"
        #expect(try LintTesting.lint(list, only: "MD038").map(\.column) == [3])
        #expect(try LintTesting.fix(list, only: "MD038") == "- x `a\n  b`\n")
    }

    @Test func contextIsShortened() throws {
        let long = "`  " + String(repeating: "x", count: 40) + "  `"
        let findings = try LintTesting.lint("A \(long)\n", only: "MD038")
        // Spaces on both sides: both ends are kept.
        #expect(findings.first?.context == "`  " + String(repeating: "x", count: 12) + "..." + String(repeating: "x", count: 12) + "  `")
        let left = "`  " + String(repeating: "y", count: 40) + "`"
        #expect(try LintTesting.lint(left + "\n", only: "MD038").first?.context == String(left.prefix(30)) + "...")
        let right = "`" + String(repeating: "z", count: 40) + "  `"
        #expect(try LintTesting.lint(right + "\n", only: "MD038").first?.context == "..." + String(right.suffix(30)))
    }

    @Test func columnsCountUTF16() throws {
        let findings = try LintTesting.lint("😀 é ` x`\n", only: "MD038")
        #expect(findings.map(\.column) == [6] && findings.map(\.endColumn) == [10])
    }

    @Test func codeBlocksAndCommentsAreNotSpans() throws {
        #expect(try LintTesting.lint("```\n` a `\n```\n", only: "MD038").isEmpty)
        #expect(try LintTesting.lint("<!-- ` a` -->\n", only: "MD038").isEmpty)
        #expect(try LintTesting.lint("\\` a`\n", only: "MD038").isEmpty)
    }

    @Test func headingsAndTables() throws {
        #expect(try LintTesting.lint("# A ` b`\n", only: "MD038").map(\.column) == [5])
        let table = "| a | b |\n| - | - |\n| ` c` | d |\n"
        #expect(try LintTesting.lint(table, only: "MD038").map(\.line) == [3])
    }

    @Test func crlf() throws {
        let source = "`a\r\nb `\r\n"
        #expect(try LintTesting.lint(source, only: "MD038").map(\.line) == [2])
        #expect(try LintTesting.fix(source, only: "MD038") == "`a\r\nb`\r\n")
    }
}
