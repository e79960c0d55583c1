@testable import MarkdownLint
import Testing

struct MD051Tests {
    @Test func unknownFragment() throws {
        let findings = try LintTesting.lint("# Heading Name\n\n[Link](#fragment)\n", only: "MD051")
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect((finding.line, finding.column, finding.endColumn) == (3, 1, 18))
        #expect(finding.detail == nil)
        #expect(finding.context == "[Link](#fragment)")
        #expect(finding.fix == nil)
    }

    @Test func wrongCaseIsReportedWithTheAnchor() throws {
        let markdown = "# Heading Name\n\n[Link](#Heading-Name)\n"
        let findings = try LintTesting.lint(markdown, only: "MD051")
        #expect(findings.map(\.detail) == ["Expected: #heading-name; Actual: #Heading-Name"])
        #expect(findings.first?.fix?.applicability == .unsafe)
        #expect(try LintTesting.fix(markdown, only: "MD051") == "# Heading Name\n\n[Link](#heading-name)\n")
        #expect(try LintTesting.lint(markdown, only: "MD051", options: #"{"ignore_case": true}"#).isEmpty)
    }

    @Test func fixTouchesOnlyTheDestination() throws {
        let markdown = "## Some Part\n\nSee [this *part*](#Some-Part \"Title\") and [that](<#SOME-PART>).\n"
        #expect(try LintTesting.fix(markdown, only: "MD051")
                == "## Some Part\n\nSee [this *part*](#some-part \"Title\") and [that](<#some-part>).\n")
    }

    @Test func everyKindOfAnchor() throws {
        let markdown = """
            # Setup {#install}

            ## Usage

            ### Usage

            ## The `run()` *function* & more

            <div id="block-anchor">
            <a name="named"></a>
            </div>

            Text <span id="inline-anchor">here</span>.

            > ## Quoted heading

            - ## Listed heading

            [a](#setup-install) [b](#install) [c](#usage) [d](#usage-1) [e](#the-run-function--more)
            [f](#block-anchor) [g](#named) [h](#inline-anchor) [i](#quoted-heading) [j](#listed-heading)
            [k](#top) [l](#L20) [m](#L19-L21) [n](#L19C5-L21C11) [o](#) [p](other.md#nowhere)
            ![q](#no-images-checked)

            """
        #expect(try LintTesting.lint(markdown, only: "MD051").isEmpty)
    }

    @Test func notAnchors() throws {
        let markdown = """
            # Title

            <!-- <a id="hidden"></a> -->
            <span name="only-a-names-count"></span>

            [a](#hidden) [b](#only-a-names-count) [c](#L20C5) [d](#l20) [e](#usage-1) [f](#title-1)

            """
        let findings = try LintTesting.lint(markdown, only: "MD051")
        #expect(findings.map(\.column) == [1, 14, 39, 51, 61, 75])
        #expect(findings.allSatisfy { $0.line == 6 })
    }

    @Test func definitionsAreChecked() throws {
        let markdown = "# Intro\n\nSee [the intro][i] and [more][m].\n\n[i]: #Intro\n[m]: #missing \"Title\"\n"
        let findings = try LintTesting.lint(markdown, only: "MD051")
        #expect(findings.map(\.line) == [5, 6])
        #expect(findings.map(\.detail) == ["Expected: #intro; Actual: #Intro", nil])
        #expect(findings.map(\.context) == ["[i]: #Intro", "[m]: #missing \"Title\""])
        #expect(try LintTesting.fix(markdown, only: "MD051")
                == "# Intro\n\nSee [the intro][i] and [more][m].\n\n[i]: #intro\n[m]: #missing \"Title\"\n")
    }

    @Test func ignoredPattern() throws {
        let markdown = "[a](#figure-1) [b](#table-2)\n"
        let findings = try LintTesting.lint(markdown, only: "MD051", options: #"{"ignored_pattern": "^fig"}"#)
        #expect(findings.map(\.column) == [16])
        #expect(throws: (any Error).self) {
            try LintTesting.lint(markdown, only: "MD051", options: #"{"ignored_pattern": "(unclosed"}"#)
        }
    }

    @Test func nonASCIIHeadingsAndPercentEncoding() throws {
        let markdown = "# Über Straße 日本語 😀 Emoji\n\n[a](#über-straße-日本語--emoji) [b](#%C3%BCber-stra%C3%9Fe-%E6%97%A5%E6%9C%AC%E8%AA%9E--emoji)\n"
        #expect(try LintTesting.lint(markdown, only: "MD051").isEmpty)
        let wrongCase = try LintTesting.lint("# Über\n\n[a](#ÜBER)\n", only: "MD051")
        #expect(wrongCase.map(\.detail) == ["Expected: #über; Actual: #ÜBER"])
    }

    @Test func multiLineLinkHasNoContextOrFix() throws {
        let findings = try LintTesting.lint("# Nope\n\n[a\nb](#NOPE)\n", only: "MD051")
        #expect(findings.map(\.line) == [3])
        #expect(findings.map(\.context) == [nil])
        #expect(findings.first?.fix == nil)
        #expect(findings.map(\.detail) == ["Expected: #nope; Actual: #NOPE"])
    }

    @Test func columnsAfterWideCharactersWithCRLF() throws {
        let findings = try LintTesting.lint("# A\r\n\r\n日本 😀 [x](#b)\r\n", only: "MD051")
        #expect(findings.map(\.line) == [3])
        #expect(findings.map(\.column) == [7])
    }

    @Test func duplicateHeadingsFollowGitHubNumbering() throws {
        let markdown = "# echo\n# echo\n# echo 1\n# echo-1\n# echo\n\n[a](#echo-1-1) [b](#echo-1-2) [c](#echo-2) [d](#echo-3)\n"
        let findings = try LintTesting.lint(markdown, only: "MD051")
        #expect(findings.map(\.column) == [44])
    }
}
