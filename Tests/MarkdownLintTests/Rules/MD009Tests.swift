@testable import MarkdownLint
import Testing

struct MD009Tests {
    @Test func reportsTrailingSpacesButAllowsTheBreakCount() throws {
        let findings = try LintTesting.lint("Text  \nmore \nend   \n", only: "MD009")
        #expect(findings.map(\.line) == [2, 3])
        #expect(findings.map(\.column) == [5, 4])
        #expect(findings.map(\.endColumn) == [6, 7])
        #expect(findings.map(\.detail) == ["Expected: 0 or 2; Actual: 1", "Expected: 0 or 2; Actual: 3"])
    }

    @Test func twoSpacesAreAllowedAnywhereUnlessStrict() throws {
        // At the end of a paragraph, on a blank line and in a heading: no line break, but allowed.
        let source = "# Title  \n\nOne  \ntwo  \n  \nthree\n"
        #expect(try LintTesting.lint(source, only: "MD009").isEmpty)
        let strict = try LintTesting.lint(source, only: "MD009", options: #"{"strict": true}"#)
        #expect(strict.map(\.line) == [1, 4, 5])
        #expect(strict.allSatisfy { $0.detail == "Expected: 0 or 2; Actual: 2" })
        #expect(strict.allSatisfy { $0.fix?.applicability == .safe })
        #expect(try LintTesting.fix(source, only: "MD009", options: #"{"strict": true}"#, unsafe: false)
            == "# Title\n\nOne  \ntwo\n\nthree\n")
    }

    @Test func strictReportsSpacesInsideACodeSpanThatGoesOn() throws {
        let source = "Some `code  \nspan` here\n"
        #expect(try LintTesting.lint(source, only: "MD009").isEmpty)
        let findings = try LintTesting.lint(source, only: "MD009", options: #"{"strict": true}"#)
        #expect(findings.map(\.line) == [1])
        // The spaces are part of the code: removing them changes it.
        #expect(findings.first?.fix?.applicability == .unsafe)
    }

    @Test func brSpacesBelowTwoAllowsNone() throws {
        for value in [0, 1] {
            let findings = try LintTesting.lint("a  \nb \n", only: "MD009", options: #"{"br_spaces": \#(value)}"#)
            #expect(findings.map(\.detail) == ["Expected: 0; Actual: 2", "Expected: 0; Actual: 1"])
            // Removing the hard break changes the rendering.
            #expect(findings.map { $0.fix?.applicability } == [.unsafe, .safe])
        }
        #expect(try LintTesting.fix("a  \nb \n", only: "MD009", options: #"{"br_spaces": 0}"#, unsafe: false)
            == "a  \nb\n")
        #expect(try LintTesting.fix("a  \nb \n", only: "MD009", options: #"{"br_spaces": 0}"#) == "a\nb\n")
    }

    @Test func otherBreakCounts() throws {
        let findings = try LintTesting.lint("a   \nb    \nc  \nd\n", only: "MD009", options: #"{"br_spaces": 3}"#)
        #expect(findings.map(\.line) == [2, 3])
        #expect(findings.map(\.detail) == ["Expected: 0 or 3; Actual: 4", "Expected: 0 or 3; Actual: 2"])
        // Two spaces make a break too: only deleting them (unsafe) resolves the finding.
        #expect(findings.map { $0.fix?.applicability } == [.safe, .unsafe])
        #expect(try LintTesting.fix("a   \nb    \nc  \nd\n", only: "MD009", options: #"{"br_spaces": 3}"#, unsafe: false)
            == "a   \nb   \nc  \nd\n")
    }

    @Test func fixKeepsAHardBreakWithTheAllowedSpaces() throws {
        let findings = try LintTesting.lint("a     \nb\n", only: "MD009")
        #expect(findings.first?.fix?.applicability == .safe)
        #expect(try LintTesting.fix("a     \nb\n", only: "MD009", unsafe: false) == "a  \nb\n")
        // Not a break at the end of the paragraph: everything goes.
        #expect(try LintTesting.fix("a\nb     \n", only: "MD009", unsafe: false) == "a\nb\n")
    }

    @Test func codeBlocksAreSkippedUnlessIncluded() throws {
        let source = "```\ncode   \n```\n\n    indented   \n"
        #expect(try LintTesting.lint(source, only: "MD009").isEmpty)
        let findings = try LintTesting.lint(source, only: "MD009", options: #"{"code_blocks": true}"#)
        #expect(findings.map(\.line) == [2, 5])
        #expect(findings.allSatisfy { $0.fix?.applicability == .unsafe })
    }

    @Test func fenceLinesAreChecked() throws {
        let findings = try LintTesting.lint("```js   \ncode\n```   \n", only: "MD009")
        #expect(findings.map(\.line) == [1, 3])
        #expect(try LintTesting.fix("```js   \ncode\n```   \n", only: "MD009", unsafe: false) == "```js\ncode\n```\n")
    }

    @Test func listItemEmptyLines() throws {
        let source = "- item\n   \n  more\n   \n- next\n"
        #expect(try LintTesting.lint(source, only: "MD009").map(\.line) == [2, 4])
        // An indented empty line inside an item is allowed; one between items is not.
        let findings = try LintTesting.lint(source, only: "MD009", options: #"{"list_item_empty_lines": true}"#)
        #expect(findings.map(\.line) == [4])
        // Even with strict.
        let strict = try LintTesting.lint(source, only: "MD009",
                                          options: #"{"list_item_empty_lines": true, "strict": true}"#)
        #expect(strict.map(\.line) == [4])
    }

    @Test func tabsAndUnicodeSpacesAreWhitespace() throws {
        let findings = try LintTesting.lint("a\t\nb\u{00A0}\nc\u{3000}  \nd \t\n", only: "MD009")
        #expect(findings.map(\.line) == [1, 2, 3])
        #expect(findings.map(\.detail) == ["Expected: 0 or 2; Actual: 1", "Expected: 0 or 2; Actual: 1",
                                           "Expected: 0 or 2; Actual: 3"])
        #expect(findings.map(\.column) == [2, 2, 2])
        #expect(findings.last?.endColumn == 5)
        // To CommonMark, Unicode spaces other than space and tab are text: removing them is unsafe.
        #expect(findings.map { $0.fix?.applicability } == [.safe, .unsafe, .unsafe])
    }

    @Test func columnsCountUTF16() throws {
        let findings = try LintTesting.lint("😀 字x   \n", only: "MD009")
        #expect(findings.first?.column == 6)
        #expect(findings.first?.endColumn == 9)
    }

    @Test func crlfLineEndings() throws {
        let findings = try LintTesting.lint("a   \r\nb \r\nc\r\n", only: "MD009")
        #expect(findings.map(\.line) == [1, 2])
        #expect(findings.map(\.column) == [2, 2])
        #expect(try LintTesting.fix("a   \r\nb \r\nc\r\n", only: "MD009") == "a  \r\nb\r\nc\r\n")
    }

    @Test func whitespaceOnlyLines() throws {
        let findings = try LintTesting.lint("a\n   \nb\n", only: "MD009")
        #expect(findings.map(\.column) == [1])
        #expect(try LintTesting.fix("a\n   \nb\n", only: "MD009", unsafe: false) == "a\n\nb\n")
    }

    @Test func blockQuotesAndLists() throws {
        let source = "> quoted   \n> text \n\n- item   \n  more\n"
        let findings = try LintTesting.lint(source, only: "MD009")
        #expect(findings.map(\.line) == [1, 2, 4])
        #expect(findings.map(\.column) == [9, 7, 7])
        #expect(try LintTesting.fix(source, only: "MD009", unsafe: false) == "> quoted  \n> text\n\n- item  \n  more\n")
    }

    @Test func spaceAfterABackslashIsUnsafeToRemove() throws {
        // Without the space, the backslash would become a hard line break.
        let findings = try LintTesting.lint("a\\ \nb\n", only: "MD009")
        #expect(findings.first?.fix?.applicability == .unsafe)
        #expect(try LintTesting.fix("a\\ \nb\n", only: "MD009", unsafe: false) == "a\\ \nb\n")
    }

    @Test func htmlIsUnsafeAndCommentsAreNotLinted() throws {
        let findings = try LintTesting.lint("<div>   \ntext   \n</div>\n\n<!-- note   \nmore   -->\n", only: "MD009")
        #expect(findings.map(\.line) == [1, 2])
        #expect(findings.allSatisfy { $0.fix?.applicability == .unsafe })
    }

    @Test func frontMatterIsSkipped() throws {
        #expect(try LintTesting.lint("---\ntitle: x   \n---\n\nText\n", only: "MD009").isEmpty)
    }

    @Test func fixTouchesOnlyTrailingWhitespace() throws {
        let source = "# Head \n\n*a*  b \t \n\n| a | b | \n|---|---|\n"
        #expect(try LintTesting.fix(source, only: "MD009") == "# Head\n\n*a*  b\n\n| a | b |\n|---|---|\n")
    }
}
