@testable import MarkdownLint
import Testing

struct MD052Tests {
    @Test func fullAndCollapsedReferences() throws {
        let findings = try LintTesting.lint("See [text][Missing  Label] and [label][].\n", only: "MD052")
        #expect(findings.map(\.column) == [5, 32])
        #expect(findings.map(\.endColumn) == [27, 41])
        #expect(findings.map(\.context) == ["[text][Missing  Label]", "[label][]"])
        #expect(findings.map(\.detail) == [
            "Missing link or image reference definition: \"missing label\"",
            "Missing link or image reference definition: \"label\"",
        ])
        #expect(findings.allSatisfy { $0.fix == nil })
    }

    @Test func shortcutsOnlyWithTheOption() throws {
        let markdown = "Read [the guide] and [^note].\n"
        #expect(try LintTesting.lint(markdown, only: "MD052").isEmpty)
        let findings = try LintTesting.lint(markdown, only: "MD052", options: #"{"shortcut_syntax": true}"#)
        #expect(findings.map(\.column) == [6, 22])
        #expect(findings.map(\.detail) == [
            "Missing link or image reference definition: \"the guide\"",
            "Missing link or image reference definition: \"^note\"",
        ])
    }

    @Test func definedLabelsAndFootnotes() throws {
        let markdown = "[Text][LABEL] [label][] [Label] ![pic][label] [^1]\n\n[label]: https://example.com\n[^1]: Note.\n"
        #expect(try LintTesting.lint(markdown, only: "MD052", options: #"{"shortcut_syntax": true}"#).isEmpty)
    }

    @Test func imagesStartAtTheExclamationMark() throws {
        let findings = try LintTesting.lint("An ![image][nope].\n", only: "MD052")
        #expect(findings.map(\.column) == [4])
        #expect(findings.map(\.context) == ["![image][nope]"])
    }

    @Test func ignoredLabels() throws {
        let markdown = "- [x] Done\n- [ ] Open\n\nText [x] and [X][] and [a][foo].\n"
        let findings = try LintTesting.lint(markdown, only: "MD052", options: #"{"shortcut_syntax": true}"#)
        #expect(findings.map(\.detail) == ["Missing link or image reference definition: \"foo\""])
        let custom = try LintTesting.lint(markdown, only: "MD052", options: #"{"ignored_labels": ["Foo"]}"#)
        #expect(custom.map(\.detail) == ["Missing link or image reference definition: \"x\""])
    }

    @Test(arguments: [
        "Code `[a][b]` here\n",
        "Escaped \\[a\\]\\[b\\] here\n",
        "```\n[a][b]\n```\n",
        "<!-- [a][b] -->\n",
        "[a][ ] is not a reference\n",
        "A link [a](https://example.com)[b] is followed by a shortcut\n",
    ])
    func notReported(markdown: String) throws {
        #expect(try LintTesting.lint(markdown, only: "MD052").isEmpty)
    }

    @Test func failedInlineLinkIsAShortcut() throws {
        let options = #"{"shortcut_syntax": true}"#
        #expect(try LintTesting.lint("[foo](not a link\n", only: "MD052", options: options).map(\.context) == ["[foo]"])
        #expect(try LintTesting.lint("[foo][bar\n", only: "MD052", options: options).map(\.context) == ["[foo]"])
    }

    @Test func bracketsInsideALinkText() throws {
        let markdown = "[text [shortcut] text](https://example.com)\n"
        #expect(try LintTesting.lint(markdown, only: "MD052").isEmpty)
        let findings = try LintTesting.lint(markdown, only: "MD052", options: #"{"shortcut_syntax": true}"#)
        #expect(findings.map(\.column) == [7])
    }

    @Test func multiLineReferenceIsMarkedOnItsFirstLine() throws {
        let findings = try LintTesting.lint("Some [long\ntext][missing] here\n", only: "MD052")
        #expect(findings.map(\.line) == [1])
        #expect(findings.map(\.context) == ["[long"])
        #expect(findings.first?.endColumn == 11)
    }

    @Test func containersAndWideCharacters() throws {
        let findings = try LintTesting.lint("> 日本 😀 [a][b]\r\n\r\n# [c][d]\r\n\r\n| x |\r\n|---|\r\n| [e][f] |\r\n",
                                            only: "MD052")
        #expect(findings.map(\.line) == [1, 3, 7])
        #expect(findings.map(\.column) == [9, 3, 3])
    }
}
