import MarkdownSyntax

// Byte-level helpers the line-based rules share (MD009, MD010, MD012, MD013, MD027, MD047).
//
// markdownlint reads lines as JavaScript strings: `trim()` and `\s` treat every Unicode
// space as whitespace, and lengths and columns count UTF-16 code units. These helpers
// answer the same questions straight from UTF-8 bytes, without building strings.

extension LintContext {
    /// Byte length of the whitespace scalar (as JavaScript's `\s` and `trim()` see it:
    /// tab, vertical tab, form feed, space, no-break space, the Unicode space separators,
    /// line and paragraph separators and the byte-order mark) starting at `index`, or 0.
    /// Line feeds and carriage returns never occur inside a line and are not checked.
    @inline(__always)
    static func whitespaceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, end: Int) -> Int {
        let byte = bytes[index]
        if byte < 0x80 {
            return byte == 0x20 || byte == 0x09 || byte == 0x0B || byte == 0x0C ? 1 : 0
        }
        switch byte {
        case 0xC2:
            return index + 1 < end && bytes[index + 1] == 0xA0 ? 2 : 0
        case 0xE1, 0xE2, 0xE3, 0xEF:
            guard index + 2 < end else { return 0 }
            return isWideWhitespace(byte, bytes[index + 1], bytes[index + 2]) ? 3 : 0
        default:
            return 0
        }
    }

    /// Byte length of the whitespace scalar that ends just before `end`, looking no further
    /// back than `start`, or 0.
    @inline(__always)
    static func whitespaceLength(_ bytes: UnsafeBufferPointer<UInt8>, endingAt end: Int, start: Int) -> Int {
        let last = bytes[end - 1]
        if last < 0x80 {
            return last == 0x20 || last == 0x09 || last == 0x0B || last == 0x0C ? 1 : 0
        }
        if last == 0xA0 && end - 2 >= start && bytes[end - 2] == 0xC2 { return 2 }
        if end - 3 >= start && isWideWhitespace(bytes[end - 3], bytes[end - 2], last) { return 3 }
        return 0
    }

    /// The three-byte whitespace scalars: U+1680, U+2000–U+200A, U+2028, U+2029, U+202F,
    /// U+205F, U+3000 and U+FEFF.
    @inline(__always)
    private static func isWideWhitespace(_ first: UInt8, _ second: UInt8, _ third: UInt8) -> Bool {
        switch (first, second) {
        case (0xE1, 0x9A): return third == 0x80
        case (0xE2, 0x80): return third <= 0x8A && third >= 0x80 || third == 0xA8 || third == 0xA9 || third == 0xAF
        case (0xE2, 0x81): return third == 0x9F
        case (0xE3, 0x80): return third == 0x80
        case (0xEF, 0xBB): return third == 0xBF
        default: return false
        }
    }

    /// Whether `range` holds only whitespace (JavaScript's `trim()` would leave nothing).
    @inline(__always)
    static func isWhitespaceOnly(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        var index = range.lowerBound
        while index < range.upperBound {
            let length = whitespaceLength(bytes, at: index, end: range.upperBound)
            if length == 0 { return false }
            index += length
        }
        return true
    }

    /// Where the trailing whitespace of `range` starts, and how many UTF-16 code units
    /// (characters: all whitespace scalars are in the Basic Multilingual Plane) it holds.
    @inline(__always)
    static func trailingWhitespace(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> (start: Int, count: Int) {
        var start = range.upperBound
        var count = 0
        while start > range.lowerBound {
            let length = whitespaceLength(bytes, endingAt: start, start: range.lowerBound)
            if length == 0 { break }
            start -= length
            count += 1
        }
        return (start, count)
    }

    /// UTF-16 code units taken by the UTF-8 bytes in `range` (as JavaScript's `length`).
    @inline(__always)
    static func utf16Count(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        var count = 0
        for index in range {
            let byte = bytes[index]
            // Every byte but continuation bytes starts a scalar; four-byte scalars take two units.
            if byte & 0xC0 != 0x80 { count += byte >= 0xF0 ? 2 : 1 }
        }
        return count
    }

    /// Whether the line holds only whitespace, as JavaScript's `trim()` sees it, in the
    /// linted text (text inside HTML comments counts as content).
    func isBlankAsText(_ line: LineInfo) -> Bool {
        if line.isBlank { return true }
        return lintedBytes.withUnsafeBufferPointer { Self.isWhitespaceOnly($0, line.range) }
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
