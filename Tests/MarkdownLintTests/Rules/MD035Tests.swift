@testable import MarkdownLint
import Testing

struct MD035Tests {
    private func summary(_ markdown: String, _ options: String = "") throws -> [String] {
        try LintTesting.lint(markdown, only: "MD035", options: options).map {
            "\($0.line):\($0.column)-\($0.endColumn) \($0.detail ?? "")"
        }
    }

    @Test func theFirstRuleSetsTheStyle() throws {
        #expect(try summary("Intro\n\n---\n\n***\n\n- - -\n\n---\n\n____\n") == [
            "5:1-4 Expected: ---; Actual: ***",
            "7:1-6 Expected: ---; Actual: - - -",
            "11:1-5 Expected: ---; Actual: ____",
        ])
    }

    @Test func trailingBlanksArePartOfTheText() throws {
        // markdownlint compares the text from the first marker to the end of the line.
        #expect(try summary("***\n\n***  \n\n  ***\n") == ["3:1-6 Expected: ***; Actual: ***  "])
        #expect(try LintTesting.fix("***\n\n***  \n", only: "MD035") == "***\n\n***\n")
    }

    @Test func configuredStyleIsTrimmed() throws {
        #expect(try summary("***\n\n---\n", #"{"style": " --- "}"#) == ["1:1-4 Expected: ---; Actual: ***"])
        #expect(try summary("* * *\n", #"{"style": "* * *"}"#).isEmpty)
        #expect(try summary("***\n\n---\n", #"{"style": "consistent"}"#) == ["3:1-4 Expected: ***; Actual: ---"])
    }

    @Test func fixReplacesOnlyTheRuleText() throws {
        let markdown = "Intro\n\n---\n\n> text\n>\n> ***\n\n- item\n\n  ___\n"
        #expect(try LintTesting.fix(markdown, only: "MD035", unsafe: false)
                == "Intro\n\n---\n\n> text\n>\n> ---\n\n- item\n\n  ---\n")
        let crlf = "---\r\n\r\n  ***\r\n"
        #expect(try LintTesting.fix(crlf, only: "MD035", unsafe: false) == "---\r\n\r\n  ---\r\n")
        #expect(try LintTesting.lint(crlf, only: "MD035").allSatisfy { $0.fix?.applicability == .safe })
    }

    @Test func noSetextUnderlineUnderAParagraph() throws {
        let markdown = "***\n\nA paragraph\n***\n\n- item\n  ***\n"
        let findings = try LintTesting.lint(markdown, only: "MD035", options: #"{"style": "---"}"#)
        #expect(findings.map(\.line) == [1, 4, 7])
        // Line 1 could open front matter; lines 4 and 7 would underline a paragraph.
        #expect(findings.allSatisfy { $0.fix == nil })
        // Spaced dashes are not an underline, so they can be written there.
        #expect(try LintTesting.fix("A paragraph\n***\n", only: "MD035", options: #"{"style": "- - -"}"#)
                == "A paragraph\n- - -\n")
        // A paragraph in another container is not underlined by the break.
        #expect(try LintTesting.fix("x\n\n> quote\n***\n", only: "MD035", options: #"{"style": "---"}"#)
                == "x\n\n> quote\n---\n")
    }

    @Test func noFrontMatterDelimiters() throws {
        // With a first line of `---` (a rule here, since nothing closes it), another `---`
        // at the start of a line would turn everything between into front matter.
        let markdown = "---\n\nText\n\n***\n\n> ***\n"
        let findings = try LintTesting.lint(markdown, only: "MD035")
        #expect(findings.map(\.line) == [5, 7])
        #expect(findings.map { $0.fix == nil } == [true, false])
        // Real front matter is closed already.
        #expect(try LintTesting.fix("---\ntitle: x\n---\n\n***\n\n___\n", only: "MD035", options: #"{"style": "---"}"#)
                == "---\ntitle: x\n---\n\n---\n\n---\n")
    }

    @Test func listItemMarkersAreNotJoined() throws {
        // `- ---` would be a thematic break instead of an item holding one.
        let findings = try LintTesting.lint("Intro\n\n---\n\n- ***\n\n* ___\n", only: "MD035")
        #expect(findings.map(\.line) == [5, 7])
        #expect(findings.map { $0.fix == nil } == [true, false])
        #expect(try LintTesting.fix("Intro\n\n---\n\n* ___\n", only: "MD035") == "Intro\n\n---\n\n* ---\n")
        #expect(try LintTesting.fix("***\n\n- ___\n", only: "MD035") == "***\n\n- ***\n")
        #expect(try LintTesting.lint("* * *\n\n* ___\n", only: "MD035").allSatisfy { $0.fix == nil })
    }

    @Test func aStyleThatIsNotARuleIsReportedWithoutFix() throws {
        let findings = try LintTesting.lint("***\n", only: "MD035", options: #"{"style": "==="}"#)
        #expect(findings.map(\.detail) == ["Expected: ===; Actual: ***"])
        #expect(findings.allSatisfy { $0.fix == nil })
    }

    @Test func codeAndFrontMatterAreNotRules() throws {
        #expect(try summary("---\ntitle: x\n---\n\n***\n\n```\n---\n```\n\n    ---\n").isEmpty)
    }

    @Test func setextUnderlinesAreNotRules() throws {
        #expect(try summary("***\n\nHeading\n---\n").isEmpty)
    }
}
