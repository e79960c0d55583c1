import MarkdownLint
import MarkdownSyntax
import Testing

/// A document large enough that its rules run on several threads at once reports what the
/// same text reports in pieces too small for that: the same findings, in report order.
struct LinterParallelRulesTests {
    /// A section with findings of many rules (headings, lists, emphasis, spaces, tabs,
    /// links, code, tables, HTML), several on one line.
    static let section = """
        # Title
        ### Skipped level
        * item one
        + item two\u{20}\u{20}\u{20}
        Some *emphasis * and ** strong ** text with a\ttab and <b>html</b>.
        [reversed](link) (link)[text] and [missing][nowhere] and http://bare.example.com
        ``` 
        code without a language
        ```
        | a | b |
        |---|---|
        | 1 | 2 | 3
        > quote\u{20}\u{20}

        > second quote
        Trailing text that goes on for quite a while so that it is far too long for the default line length limit here.


        """

    @Test func aLargeDocumentHasTheFindingsOfItsSectionsInReportOrder() throws {
        let linter = try Linter()
        let one = linter.lint(text: Self.section, path: "one.md")
        let sectionLines = Self.section.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        let copies = 32 * 1024 / Self.section.utf8.count + 2
        let large = String(repeating: Self.section, count: copies)
        #expect(large.utf8.count > 32 * 1024)
        let all = linter.lint(text: large, path: "large.md")
        // Rules about the whole document (one title, duplicate headings) find more in the
        // copies, and blank lines at the end of the file are not blank lines between
        // sections: compare only the rules whose findings stay within a section.
        let local = Set(one.map(\.ruleID)).subtracting(["MD024", "MD025", "MD012"])
        #expect(local.count >= 10)
        let expected = (0..<copies).flatMap { copy in
            one.filter { local.contains($0.ruleID) }.map { "\($0.line + copy * sectionLines):\($0.column) \($0.ruleID)" }
        }
        let found = all.filter { local.contains($0.ruleID) }.map { "\($0.line):\($0.column) \($0.ruleID)" }
        let firstDifference = found.indices.first { $0 >= expected.count || found[$0] != expected[$0] }
        #expect(found.count == expected.count)
        if let index = firstDifference {
            Issue.record("first difference at \(index): \(found[index]), expected \(index < expected.count ? expected[index] : "none")")
        }
    }

    /// A rule with more findings than one thread makes into diagnostics at a time
    /// (`Linter.diagnosticPieceSize`) has them made in pieces: every one is there once, in
    /// order, and the findings a comment suppresses across a piece's edge are left out.
    @Test func findingsOfOneRuleMadeInPiecesAreAllThereInOrder() throws {
        let count = 40_000
        let (offStart, offEnd) = (16_000, 17_000)
        var lines: [String] = []
        for line in 1...count {
            if line == offStart { lines.append("<!-- markdownlint-disable MD009 -->") }
            else if line == offEnd { lines.append("<!-- markdownlint-enable MD009 -->") }
            else { lines.append("a   ") }
        }
        let diagnostics = try Linter().lint(text: lines.joined(separator: "\n") + "\n", path: "t.md")
        let found = diagnostics.filter { $0.ruleID == "MD009" }.map(\.line)
        let expected = (1...count).filter { $0 < offStart || $0 > offEnd }
        #expect(found == expected)
        #expect(diagnostics.filter { $0.ruleID == "MD009" }.allSatisfy { $0.column == 2 && $0.endColumn == 5 })
    }
}
