import MarkdownSyntax

/// markdownlint's `Expected: 1; Actual: 3` detail for numbers, with an optional tail
/// (`; Above`). Written straight into the string's storage: some rules report it for every
/// line of a file, and interpolating integers costs several allocations and copies each.
enum ExpectedActual {
    static func detail(_ expected: Int, _ actual: Int, _ tail: StaticString = "") -> String {
        let head: StaticString = "Expected: ", middle: StaticString = "; Actual: "
        let capacity = head.utf8CodeUnitCount + DecimalText.width(of: expected) + middle.utf8CodeUnitCount
            + DecimalText.width(of: actual) + tail.utf8CodeUnitCount
        return String(unsafeUninitializedCapacity: capacity) { buffer in
            let base = buffer.baseAddress!
            var count = 0
            func write(_ text: StaticString) {
                (base + count).initialize(from: text.utf8Start, count: text.utf8CodeUnitCount)
                count += text.utf8CodeUnitCount
            }
            write(head)
            count = DecimalText.write(expected, to: base, at: count)
            write(middle)
            count = DecimalText.write(actual, to: base, at: count)
            write(tail)
            return count
        }
    }
}
