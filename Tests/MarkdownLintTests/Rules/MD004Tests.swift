@testable import MarkdownLint
import Testing

struct MD004Tests {
    private func summary(_ markdown: String, _ options: String = "") throws -> [String] {
        try LintTesting.lint(markdown, only: "MD004", options: options).map {
            "\($0.line):\($0.column)-\($0.endColumn) \($0.detail ?? "")"
        }
    }

    @Test func consistentFollowsTheFirstMarker() throws {
        #expect(try summary("* a\n* b\n\ntext\n\n- c\n+ d\n") == [
            "6:1-2 Expected: asterisk; Actual: dash",
            "7:1-2 Expected: asterisk; Actual: plus",
        ])
    }

    @Test func nestedListsFollowTheSameStyle() throws {
        #expect(try summary("- a\n  * b\n    + c\n") == [
            "2:3-4 Expected: dash; Actual: asterisk",
            "3:5-6 Expected: dash; Actual: plus",
        ])
    }

    @Test func fixedStyles() throws {
        #expect(try summary("- a\n", #"{"style": "asterisk"}"#) == ["1:1-2 Expected: asterisk; Actual: dash"])
        #expect(try summary("* a\n", #"{"style": "plus"}"#) == ["1:1-2 Expected: plus; Actual: asterisk"])
        #expect(try summary("+ a\n", #"{"style": "dash"}"#) == ["1:1-2 Expected: dash; Actual: plus"])
        #expect(try summary("- a\n", #"{"style": "dash"}"#).isEmpty)
    }

    @Test func sublistPicksADifferentMarkerPerLevel() throws {
        // Level 1 starts with its parent level's marker, so it gets another one
        // (dash -> plus); level 2 differs from level 1's plus, so its dash stands.
        #expect(try summary("- a\n  - b\n    - c\n", #"{"style": "sublist"}"#) == [
            "2:3-4 Expected: plus; Actual: dash",
        ])
        #expect(try LintTesting.fix("- a\n  - b\n    - c\n", only: "MD004", options: #"{"style": "sublist"}"#)
            == "- a\n  + b\n    - c\n")
        #expect(try summary("* a\n  + b\n    - c\n  + d\n* e\n", #"{"style": "sublist"}"#).isEmpty)
    }

    @Test func sublistCountsOrderedParents() throws {
        // The bullet list under the ordered item is at level 1 and sets that level's marker.
        #expect(try summary("1. a\n   * b\n\n- c\n  - d\n", #"{"style": "sublist"}"#) == [
            "5:3-4 Expected: asterisk; Actual: dash",
        ])
    }

    @Test func orderedListsAreIgnored() throws {
        #expect(try summary("- a\n\n1. b\n2) c\n").isEmpty)
    }

    @Test func listsInBlockQuotesAndTaskItems() throws {
        #expect(try summary("* a\n\n> - [ ] task\n> - [x] done\n") == [
            "3:3-4 Expected: asterisk; Actual: dash",
            "4:3-4 Expected: asterisk; Actual: dash",
        ])
        #expect(try LintTesting.fix("* a\n\n> - [ ] task\n", only: "MD004") == "* a\n\n> * [ ] task\n")
    }

    @Test func columnsCountUTF16() throws {
        #expect(try summary("> 😀\n>\n> - a\n\n* b\n") == ["5:1-2 Expected: dash; Actual: asterisk"])
        // The marker after an emoji in a parent item's text is not at the line start.
        let findings = try LintTesting.lint("* 😀\n  - x\n", only: "MD004")
        #expect(findings.map(\.column) == [3])
    }

    @Test func codeAndHTMLAreNotLists() throws {
        #expect(try summary("* a\n\n```\n- b\n```\n\n<div>\n- c\n</div>\n").isEmpty)
    }

    @Test func fixReplacesOnlyTheMarker() throws {
        #expect(try LintTesting.fix("* a\r\n\r\ntext\r\n\r\n+ b\r\n  + c\r\n", only: "MD004")
            == "* a\r\n\r\ntext\r\n\r\n* b\r\n  * c\r\n")
    }

    @Test func fixThatMergesAdjacentListsIsUnsafe() throws {
        let findings = try LintTesting.lint("- a\n* b\n", only: "MD004")
        #expect(findings.count == 1)
        #expect(findings.first?.fix?.applicability == .unsafe)
        #expect(try LintTesting.fix("- a\n* b\n", only: "MD004", unsafe: false) == "- a\n* b\n")
        #expect(try LintTesting.fix("- a\n* b\n", only: "MD004") == "- a\n- b\n")
    }

    @Test func fixThatMakesAThematicBreakIsUnsafe() throws {
        let findings = try LintTesting.lint("- a\n\ntext\n\n+ - -\n", only: "MD004")
        #expect(findings.map(\.line) == [5])
        #expect(findings.first?.fix?.applicability == .unsafe)
    }

    @Test func separateListsWithBlankLinesBetweenAreSafe() throws {
        let findings = try LintTesting.lint("- a\n\ntext\n\n* b\n", only: "MD004")
        #expect(findings.first?.fix?.applicability == .safe)
    }

    @Test func itemsOfAListChangeTogether() throws {
        // One fix per list: changing only some items would split the list in two.
        let findings = try LintTesting.lint("* a\n\ntext\n\n- b\n- c\n", only: "MD004")
        #expect(findings.map(\.line) == [5, 6])
        #expect(findings[0].fix == findings[1].fix)
        #expect(findings[0].fix?.edits.count == 2)
    }
}
