import MarkdownLint
import MarkdownSyntax
import Testing

/// Diagnostics keep their rule's strings in one shared label and their positions in 32 bits;
/// what they show and how they compare is as if each field were its own.
struct DiagnosticStorageTests {
    private func diagnostic(id: String = "MD009", summary: String = "Trailing spaces", line: Int = 3) -> Diagnostic {
        Diagnostic(ruleID: id, ruleAlias: "no-trailing-spaces", severity: .warning, summary: summary, detail: "Expected: 0",
                   context: nil, fix: Fix(.delete(10..<12)), range: 10..<12, line: line, column: 4, endLine: line,
                   endColumn: 6)
    }

    @Test func everyFieldReadsBackWhatWasGivenOrSet() {
        var value = diagnostic()
        #expect(value.ruleID == "MD009" && value.ruleAlias == "no-trailing-spaces" && value.summary == "Trailing spaces")
        #expect(value.range == 10..<12 && value.line == 3 && value.column == 4 && value.endLine == 3 && value.endColumn == 6)
        value.ruleID = "X1"
        value.ruleAlias = "x-one"
        value.summary = "Other"
        value.range = 20..<30
        value.line = 7
        value.column = 8
        value.endLine = 9
        value.endColumn = 10
        #expect(value.ruleID == "X1" && value.ruleAlias == "x-one" && value.summary == "Other")
        #expect(value.range == 20..<30 && value.line == 7 && value.column == 8 && value.endLine == 9 && value.endColumn == 10)
        #expect(value.message == "Other [Expected: 0]")
    }

    @Test func diagnosticsCompareAndHashByWhatTheyShow() {
        let first = diagnostic()
        let second = diagnostic()
        #expect(first == second)
        #expect(Set([first, second]).count == 1)
        #expect(first != diagnostic(summary: "Other"))
        #expect(first != diagnostic(line: 4))
        var renamed = first
        renamed.ruleID = "MD010"
        #expect(renamed != first)
        renamed.ruleID = "MD009"
        #expect(renamed == first)
    }

    /// Documents are limited to 2 GiB: a larger position is kept as the largest one.
    @Test func positionsBeyondThirtyTwoBitsAreKeptAsTheLargest() {
        var value = diagnostic(line: Int(Int32.max) + 5)
        #expect(value.line == Int(Int32.max))
        value.range = 0..<(Int(Int32.max) * 2)
        #expect(value.range == 0..<Int(Int32.max))
    }
}
