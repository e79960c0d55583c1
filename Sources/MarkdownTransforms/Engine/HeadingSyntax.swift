/// The markers of a heading as written: the `#` runs of an ATX heading, the underline of a
/// setext heading.
enum HeadingSyntax {
    struct ATXParts {
        /// The opening `#`s.
        var opening: Range<Int>
        /// The closing `#`s of a closed heading.
        var closing: Range<Int>?
        /// Where the content ends: before the whitespace in front of the closing `#`s, or
        /// before trailing whitespace.
        var contentEnd: Int
        /// The end of the heading (its range's upper bound).
        var end: Int
    }

    static func atxParts(_ bytes: [UInt8], _ range: Range<Int>) -> ATXParts? {
        var index = range.lowerBound
        while index < range.upperBound, bytes[index] == 0x20 { index += 1 }
        let openingStart = index
        while index < range.upperBound, bytes[index] == UInt8(ascii: "#") { index += 1 }
        let opening = openingStart..<index
        guard (1...6).contains(opening.count) else { return nil }
        var end = range.upperBound
        while end > opening.upperBound, SourceText.isSpaceOrTab(bytes[end - 1]) { end -= 1 }
        var hashes = end
        while hashes > opening.upperBound, bytes[hashes - 1] == UInt8(ascii: "#") { hashes -= 1 }
        if hashes < end, hashes == opening.upperBound || SourceText.isSpaceOrTab(bytes[hashes - 1]) {
            var contentEnd = hashes
            while contentEnd > opening.upperBound, SourceText.isSpaceOrTab(bytes[contentEnd - 1]) { contentEnd -= 1 }
            if hashes == opening.upperBound {
                // `##` alone: no content and no closing sequence.
                return ATXParts(opening: opening, closing: nil, contentEnd: opening.upperBound, end: range.upperBound)
            }
            return ATXParts(opening: opening, closing: hashes..<end, contentEnd: contentEnd, end: range.upperBound)
        }
        return ATXParts(opening: opening, closing: nil, contentEnd: end, end: range.upperBound)
    }

    /// The `=` or `-` run of a setext heading's underline.
    static func setextUnderline(_ bytes: [UInt8], _ range: Range<Int>) -> Range<Int>? {
        var end = range.upperBound
        while end > range.lowerBound, SourceText.isSpaceOrTab(bytes[end - 1]) { end -= 1 }
        guard end > range.lowerBound else { return nil }
        let character = bytes[end - 1]
        guard character == UInt8(ascii: "=") || character == UInt8(ascii: "-") else { return nil }
        var start = end
        while start > range.lowerBound, bytes[start - 1] == character { start -= 1 }
        return start..<end
    }
}
