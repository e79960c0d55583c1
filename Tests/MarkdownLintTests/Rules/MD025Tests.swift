@testable import MarkdownLint
import Testing

struct MD025Tests {
    @Test func reportsASecondTopLevelHeading() throws {
        let findings = try LintTesting.lint("# Title\n\n## Section\n\n# Another\n", only: "MD025")
        #expect(findings.map(\.line) == [5])
        #expect(findings.first?.context == "Another")
    }

    @Test func onlyWhenTheFirstLineIsTheTitle() throws {
        #expect(try LintTesting.lint("Intro\n\n# A\n\n# B\n", only: "MD025").isEmpty)
        #expect(try LintTesting.lint("---\nauthor: x\n---\n# A\n# B\n", only: "MD025").map(\.line) == [5])
    }

    @Test func frontMatterTitle() throws {
        let source = "---\ntitle: T\n---\n# A\n"
        #expect(try LintTesting.lint(source, only: "MD025").map(\.line) == [4])
        #expect(try LintTesting.lint(source, only: "MD025", options: #"{"front_matter_title": ""}"#).isEmpty)
        #expect(try LintTesting.lint("---\nname: T\n---\n# A\n", only: "MD025",
                                     options: #"{"front_matter_title": "^name:"}"#).map(\.line) == [4])
    }

    @Test func level() throws {
        let options = #"{"level": 2}"#
        #expect(try LintTesting.lint("## A\n\n## B\n", only: "MD025", options: options).map(\.line) == [3])
        #expect(try LintTesting.lint("# A\n\n# B\n", only: "MD025", options: options).isEmpty)
        #expect(throws: (any Error).self) { try LintTesting.lint("# A\n", only: "MD025", options: #"{"level": 7}"#) }
    }

    @Test func longTextIsShortened() throws {
        let long = String(repeating: "x", count: 40)
        let findings = try LintTesting.lint("# A\n\n# \(long)\n", only: "MD025")
        #expect(findings.first?.context == String(repeating: "x", count: 30) + "...")
    }
}
