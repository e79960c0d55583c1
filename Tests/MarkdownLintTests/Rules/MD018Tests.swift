@testable import MarkdownLint
import Testing

struct MD018Tests {
    @Test func reportsHashesWithoutSpace() throws {
        let findings = try LintTesting.lint("#Heading 1\n\n##Heading 2\n", only: "MD018")
        #expect(findings.map(\.line) == [1, 3])
        #expect(findings.map(\.column) == [1, 1])
        #expect(findings.map(\.endColumn) == [3, 4])
        #expect(findings.first?.context == "#Heading 1")
        #expect(findings.allSatisfy { $0.fix?.applicability == .unsafe })
    }

    @Test func fixInsertsOneSpaceAndIsUnsafe() throws {
        #expect(try LintTesting.fix("#Heading 1\n##Heading 2\r\n", only: "MD018") == "# Heading 1\n## Heading 2\r\n")
        #expect(try LintTesting.fix("#Heading\n", only: "MD018", unsafe: false) == "#Heading\n")
    }

    @Test func ignoresOtherLines() throws {
        let source = """
        # Fine
        #
        ##  Fine too
        #Closed#
        #️⃣ keycap
          #indented
        > #quoted
        ```
        #code
        ```

            #indented code

        <div>
        #html
        </div>

        <!--
        #comment
        -->
        """
        #expect(try LintTesting.lint(source + "\n", only: "MD018").isEmpty)
    }

    @Test func frontMatterIsSkipped() throws {
        #expect(try LintTesting.lint("---\n#key: value\n---\n#Heading\n", only: "MD018").map(\.line) == [4])
    }

    @Test func paragraphContinuationLinesAndWideText() throws {
        let findings = try LintTesting.lint("Text\n#😀tag\n", only: "MD018")
        #expect(findings.map(\.line) == [2])
        #expect(findings.first?.endColumn == 4)
    }

    @Test func longContextIsShortened() throws {
        let findings = try LintTesting.lint("#" + String(repeating: "x", count: 40) + "\n", only: "MD018")
        #expect(findings.first?.context == "#" + String(repeating: "x", count: 29) + "...")
    }
}
