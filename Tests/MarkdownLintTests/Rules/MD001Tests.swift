@testable import MarkdownLint
import MarkdownSyntax
import Testing

struct MD001Tests {
    @Test func reportsSkippedLevelsWithExpectedLevel() throws {
        let findings = try LintTesting.lint("# A\n\n### B\n\n#### C\n\n## D\n\n##### E\n", only: "MD001")
        #expect(findings.map(\.line) == [3, 9])
        #expect(findings.map(\.detail) == ["Expected: h2; Actual: h3", "Expected: h3; Actual: h5"])
        // New levels change how the headings render: the fix waits for --unsafe-fixes.
        #expect(findings.allSatisfy { $0.fix?.applicability == .unsafe })
    }

    @Test func fixMovesTheSectionKeepingRelativeDepth() throws {
        let fixed = try LintTesting.fix("# A\n\n### B\n\n#### C\n\n## D\n\n##### E\n", only: "MD001", unsafe: true)
        #expect(fixed == "# A\n\n## B\n\n### C\n\n## D\n\n### E\n")
    }

    @Test func fixKeepsSiblingsOfTheFixedHeadingAsSiblings() throws {
        let fixed = try LintTesting.fix("# Title\n\n### Install\n\n#### Linux\n\n### Usage\n\n# Next\n\n### Other\n",
                                        only: "MD001", unsafe: true)
        #expect(fixed == "# Title\n\n## Install\n\n### Linux\n\n## Usage\n\n# Next\n\n## Other\n")
    }

    @Test func nestedSkipsAreFixedInOnePass() throws {
        let source = "# A\n### B\n###### C\n## D\n"
        let findings = try LintTesting.lint(source, only: "MD001")
        #expect(findings.map(\.detail) == ["Expected: h2; Actual: h3", "Expected: h4; Actual: h6"])
        let outcome = try LintTesting.linter(only: "MD001").fix(SourceFile(text: source), path: "t.md", includeUnsafe: true)
        #expect(String(decoding: outcome.bytes, as: UTF8.self) == "# A\n## B\n### C\n## D\n")
        #expect(outcome.appliedFixes == 2 && outcome.remaining.isEmpty)
    }

    @Test func aShallowerHeadingAfterASkipKeepsItsParent() throws {
        // `### C` is not under `#### B` (it is shallower); its parent is `# A`, so it
        // becomes an h2 beside B rather than a child of the moved B.
        let fixed = try LintTesting.fix("# A\n\n#### B\n\n### C\n\n## D\n", only: "MD001")
        #expect(fixed == "# A\n\n## B\n\n## C\n\n## D\n")
    }

    @Test func headingsWithoutAParentKeepTheirLevel() throws {
        #expect(try LintTesting.fix("## A\n\n#### B\n\n# C\n\n### D\n", only: "MD001")
            == "## A\n\n### B\n\n# C\n\n## D\n")
    }

    @Test func plannedLevels() {
        #expect(MD001HeadingIncrement.plannedLevels([1, 3, 4, 2, 5], frontMatterTitle: false) == [1, 2, 3, 2, 3])
        #expect(MD001HeadingIncrement.plannedLevels([3, 5, 1, 3], frontMatterTitle: false) == [3, 4, 1, 2])
        #expect(MD001HeadingIncrement.plannedLevels([3, 4, 1, 3], frontMatterTitle: true) == [2, 3, 1, 2])
    }

    @Test func aSuppressedFindingKeepsItsHeadings() throws {
        let source = "# A\n\n<!-- markdownlint-disable-next-line MD001 -->\n### B\n\n#### C\n\n## D\n\n#### E\n"
        let fixed = try LintTesting.fix(source, only: "MD001")
        #expect(fixed == "# A\n\n<!-- markdownlint-disable-next-line MD001 -->\n### B\n\n#### C\n\n## D\n\n### E\n")
    }

    @Test func closedHeadingsKeepMatchingClosingSequences() throws {
        let fixed = try LintTesting.fix("# A #\n\n### B ###\n\n### C #\n", only: "MD001")
        #expect(fixed == "# A #\n\n## B ##\n\n## C #\n")
    }

    @Test func fixChangesOnlyTheMarkers() throws {
        let source = "Title\n=====\n\n> ###   Quoted *text*   \n"
        let fixed = try LintTesting.fix(source, only: "MD001")
        #expect(fixed == "Title\n=====\n\n> ##   Quoted *text*   \n")
    }

    @Test func frontMatterTitleCountsAsH1() throws {
        let source = "---\ntitle: Notes\n---\n\n### Deep\n"
        let findings = try LintTesting.lint(source, only: "MD001")
        #expect(findings.map(\.line) == [5])
        #expect(findings.first?.detail == "Expected: h2; Actual: h3")
        #expect(try LintTesting.fix(source, only: "MD001") == "---\ntitle: Notes\n---\n\n## Deep\n")
        #expect(try LintTesting.lint(source, only: "MD001", options: #"{"front_matter_title": ""}"#).isEmpty)
    }

    @Test func headingsInCodeAreIgnoredAndColumnsCountUTF16() throws {
        let source = "# 😀\n\n```\n### code\n```\n\n- ### In list\n"
        let findings = try LintTesting.lint(source, only: "MD001")
        #expect(findings.map(\.line) == [7])
        #expect(findings.first?.column == 3)
    }

    @Test func crlfLineEndingsAreKept() throws {
        let fixed = try LintTesting.fix("# A\r\n\r\n#### B\r\n", only: "MD001")
        #expect(fixed == "# A\r\n\r\n## B\r\n")
    }
}
