@testable import MarkdownLint
import Testing

@Suite struct ReportOrderTests {
    /// Every permutation of up to six elements, and a long one made of many cycles, are
    /// applied as `sources` say: position `i` ends up with what was at `sources[i]`.
    @Test func permutingInPlaceTakesEachElementFromItsSource() {
        func permutations(_ items: [Int]) -> [[Int]] {
            guard items.count > 1 else { return [items] }
            return items.indices.flatMap { index in
                var rest = items
                let first = rest.remove(at: index)
                return permutations(rest).map { [first] + $0 }
            }
        }
        for count in 0...6 {
            for sources in permutations(Array(0..<count)) {
                var elements = (0..<count).map { "e\($0)" }
                ReportOrder.permute(&elements, taking: sources)
                #expect(elements == sources.map { "e\($0)" }, "sources \(sources)")
            }
        }
        var generator = SystemRandomNumberGenerator()
        let sources = Array(0..<10_000).shuffled(using: &generator)
        var elements = Array(0..<10_000)
        ReportOrder.permute(&elements, taking: sources)
        let firstDifference = elements.indices.first { elements[$0] != sources[$0] }
        #expect(firstDifference == nil, "first difference at \(firstDifference ?? -1)")
    }

    @Test func diagnosticsAreSortedByLineColumnAndRuleKeepingEachRulesOrder() throws {
        // Rule by rule the findings come out of order: MD009's on lines 5 and 7 before
        // MD012's on line 3.
        let text = "# T\n\n\n\na  \n# T\ntrailing   \n"
        let diagnostics = try Linter().lint(text: text, path: "order.md")
        #expect(Set(diagnostics.map(\.ruleID)).isSuperset(of: ["MD009", "MD012"]))
        let places = diagnostics.map { [$0.line, $0.column] }
        #expect(places == places.sorted { $0.lexicographicallyPrecedes($1) })
        #expect(!diagnostics.isEmpty)
        for (earlier, later) in zip(diagnostics, diagnostics.dropFirst())
        where earlier.line == later.line && earlier.column == later.column {
            #expect(earlier.ruleID <= later.ruleID)
        }
    }
}
