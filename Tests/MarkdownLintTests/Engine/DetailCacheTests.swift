@testable import MarkdownLint
import Testing

/// Rules with thousands of findings share each detail text: each is made once per key,
/// and every finding gets the text its own numbers make.
struct DetailCacheTests {
    @Test func theFirstDetailsAreMadeEachTime() {
        var cache = DetailCache<Int>()
        var made = 0
        for _ in 0..<DetailCache<Int>.uncachedCount {
            #expect(cache.detail(for: 7) { made += 1; return "\($0)" } == "7")
        }
        #expect(made == DetailCache<Int>.uncachedCount)
        _ = cache.detail(for: 7) { made += 1; return "\($0)" }
        _ = cache.detail(for: 7) { made += 1; return "\($0)" }
        #expect(made == DetailCache<Int>.uncachedCount + 1)
    }

    @Test func eachKeysTextIsMadeOnceAndKept() {
        var cache = DetailCache<ExpectedActual.Counts>()
        for other in 0..<DetailCache<ExpectedActual.Counts>.uncachedCount { _ = cache.detail(0, other) }
        var made = 0
        let first = cache.detail(for: ExpectedActual.Counts(expected: 80, actual: 95)) { made += 1; return "\($0.actual)" }
        let again = cache.detail(for: ExpectedActual.Counts(expected: 80, actual: 95)) { _ in made += 1; return "other" }
        #expect(first == "95" && again == "95" && made == 1)
        #expect(cache.detail(80, 120) == "Expected: 80; Actual: 120")
        #expect(cache.detail(80, 95) == "95")
        #expect(cache.detail(60, 95) == ExpectedActual.detail(60, 95))
    }

    @Test func longLinesKeepTheirOwnLengths() throws {
        // Words, so that the lines have spaces past the limit (MD013 skips a long word).
        let text = String(repeating: "aaaa ", count: 18) + "\n" + String(repeating: "bbbb ", count: 20) + "\n"
            + String(repeating: "cccc ", count: 18) + "\n"
        let details = try Linter().lint(text: text, path: "t.md").filter { $0.ruleID == "MD013" }.map(\.detail)
        #expect(details == ["Expected: 80; Actual: 90", "Expected: 80; Actual: 100", "Expected: 80; Actual: 90"])
    }
}
