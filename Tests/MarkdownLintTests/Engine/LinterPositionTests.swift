import MarkdownLint
import MarkdownSyntax
import Testing

/// Positions of findings: the columns (UTF-16 units, 1-based) of many findings on one long
/// line are those counted from the line start, however many come before them.
struct LinterPositionTests {
    /// Bare URLs one after another on one line, after characters of every UTF-8 length.
    @Test func columnsOfThousandsOfFindingsOnOneLineAreExact() throws {
        let count = 3000
        var line = "😀 日本 é "
        var expected: [(column: Int, endColumn: Int)] = []
        for index in 0..<count {
            let url = "https://e\(index).example/é"
            let column = line.utf16.count + 1
            expected.append((column, column + url.utf16.count))
            line += url + (index % 3 == 0 ? " 😀 " : " ")
        }
        let text = "# Title\n\n" + line + "\n"
        let diagnostics = try LintTesting.lint(text, only: "MD034")
        #expect(diagnostics.count == count)
        #expect(diagnostics.allSatisfy { $0.line == 3 && $0.endLine == 3 })
        #expect(diagnostics.map(\.column) == expected.map(\.column))
        #expect(diagnostics.map(\.endColumn) == expected.map(\.endColumn))
    }

    /// Every finding of every rule on a document full of problems, multi-byte characters
    /// and CR LF line endings is where `SourceFile` puts its start and end.
    @Test func positionsOfAllRulesAreThoseOfTheSourceFile() throws {
        let text = "\u{FEFF}#Title 😀 #\r\n* 日本  \r\n+ b\thttps://x.example/😀\r\n```\r\ncode\r\n```\r\n"
            + "<div>é</div>  **bold**\r\n\r\n\r\n| a | b |\r\n|---|\r\n| c |\r\n[x][nope] ![](y.png) [ z ](#no)\r\n"
        let source = SourceFile(text: text)
        let diagnostics = try Linter().lint(source, path: "test.md")
        #expect(diagnostics.count > 15)
        for diagnostic in diagnostics {
            let range = diagnostic.range
            #expect(diagnostic.line == source.line(containing: range.lowerBound), "\(diagnostic.ruleID)")
            #expect(diagnostic.column == source.utf16Column(at: range.lowerBound), "\(diagnostic.ruleID)")
            #expect(diagnostic.endLine == source.line(containing: range.upperBound), "\(diagnostic.ruleID)")
            #expect(diagnostic.endColumn == source.utf16Column(at: range.upperBound), "\(diagnostic.ruleID)")
        }
    }
}
