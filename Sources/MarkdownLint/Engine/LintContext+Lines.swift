import MarkdownSyntax

// Byte-level helpers the line-based rules share (MD009, MD010, MD012, MD013, MD027, MD047).
//
// markdownlint reads lines as JavaScript strings: `trim()` and `\s` treat every Unicode
// space as whitespace, and lengths and columns count UTF-16 code units. These helpers
// answer the same questions straight from UTF-8 bytes, without building strings.

extension LintContext {
    /// Where the trailing whitespace of `range` starts, and how many UTF-16 code units
    /// (characters: all whitespace scalars are in the Basic Multilingual Plane) it holds.
    @inline(__always)
    static func trailingWhitespace(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> (start: Int, count: Int) {
        var start = range.upperBound
        var count = 0
        while start > range.lowerBound {
            let length = ByteClass.javaScriptWhitespaceLength(bytes, endingAt: start, start: range.lowerBound)
            if length == 0 { break }
            start -= length
            count += 1
        }
        return (start, count)
    }

    /// Whether the line holds only whitespace, as JavaScript's `trim()` sees it, in the
    /// linted text (text inside HTML comments counts as content).
    func isBlankAsText(_ line: LineInfo) -> Bool {
        if line.isBlank { return true }
        return lintedBytes.withUnsafeBufferPointer { ByteClass.isJavaScriptWhitespaceOnly($0, line.range) }
    }

    /// A table of 1-based line numbers (index 0 unused) for marking lines.
    func lineMarks() -> [Bool] { [Bool](repeating: false, count: lines.count + 1) }

    /// Marks the lines `range` spans, optionally leaving out its last line.
    func mark(_ marks: inout [Bool], _ range: Range<Int>, excludingLastLine: Bool = false) {
        let span = lineNumbers(of: range)
        let last = excludingLastLine ? span.upperBound - 1 : span.upperBound
        guard span.lowerBound <= last else { return }
        for line in span.lowerBound...last { marks[line] = true }
    }

    /// The index of the range in `ranges` (sorted, not overlapping) that overlaps `range`, if any.
    static func overlapping(_ ranges: [Range<Int>], _ range: Range<Int>) -> Int? {
        // The last range starting before `range` ends is the only candidate.
        var low = 0
        var high = ranges.count
        while low < high {
            let mid = (low + high) / 2
            if ranges[mid].lowerBound < range.upperBound { low = mid + 1 } else { high = mid }
        }
        guard low > 0 else { return nil }
        return ranges[low - 1].upperBound > range.lowerBound ? low - 1 : nil
    }
}
