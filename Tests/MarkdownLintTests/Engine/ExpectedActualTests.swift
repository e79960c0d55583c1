@testable import MarkdownLint
import Testing

/// The detail written into a string's storage reads as the interpolated one would.
struct ExpectedActualTests {
    @Test(arguments: [(0, 0), (1, 2), (9, 10), (80, 1_234_567), (-3, 42), (Int.max, Int.min + 1)])
    func readsAsInterpolated(expected: Int, actual: Int) {
        #expect(ExpectedActual.detail(expected, actual) == "Expected: \(expected); Actual: \(actual)")
        #expect(ExpectedActual.detail(expected, actual, "; Above") == "Expected: \(expected); Actual: \(actual); Above")
    }
}
