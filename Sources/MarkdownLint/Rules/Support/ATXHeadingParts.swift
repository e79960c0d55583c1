import MarkdownSyntax

/// The parts of an ATX heading's line as byte ranges: `## Title ##` (MD001, MD003,
/// MD019, MD021).
struct ATXHeadingParts: Sendable, Hashable {
    /// The opening `#`s.
    var opening: Range<Int>
    /// Spaces and tabs after the opening `#`s (empty when there are none).
    var spaceAfterOpening: Range<Int>
    /// The heading text as written, without surrounding blanks (empty for an empty heading).
    var content: Range<Int>
    /// Spaces and tabs before the closing `#`s (closed headings only).
    var spaceBeforeClosing: Range<Int>?
    /// The closing `#`s (closed headings only).
    var closing: Range<Int>?
    /// The end of the heading's line, without its line ending.
    var lineEnd: Int

    var level: Int { opening.count }

    /// The parts of `heading`; nil for setext headings and headings without a source range.
    init?(of heading: Heading, in context: LintContext) {
        guard heading.style != .setext, let range = heading.byteRange else { return nil }
        self = context.bytes.withUnsafeBufferPointer { buffer -> ATXHeadingParts in
            // An ATX heading is one line; its range normally ends where the line does.
            var lineEnd = range.upperBound
            while lineEnd < buffer.count && !ByteClass.isLineEnding(buffer[lineEnd]) { lineEnd += 1 }
            while lineEnd > range.lowerBound && ByteClass.isLineEnding(buffer[lineEnd - 1]) { lineEnd -= 1 }
            var index = range.lowerBound
            while index < lineEnd && buffer[index] == UInt8(ascii: "#") { index += 1 }
            let opening = range.lowerBound..<index
            var textStart = index
            while textStart < lineEnd && ByteClass.isSpaceOrTab(buffer[textStart]) { textStart += 1 }
            var end = lineEnd
            while end > textStart && ByteClass.isSpaceOrTab(buffer[end - 1]) { end -= 1 }
            var parts = ATXHeadingParts(opening: opening, spaceAfterOpening: index..<textStart,
                                        content: textStart..<end, lineEnd: lineEnd)
            if heading.style == .atxClosed {
                var closeStart = end
                while closeStart > textStart && buffer[closeStart - 1] == UInt8(ascii: "#") { closeStart -= 1 }
                if closeStart < end {
                    var spaceStart = closeStart
                    while spaceStart > opening.upperBound && ByteClass.isSpaceOrTab(buffer[spaceStart - 1]) {
                        spaceStart -= 1
                    }
                    parts.closing = closeStart..<end
                    parts.spaceBeforeClosing = spaceStart..<closeStart
                    parts.content = textStart..<max(textStart, spaceStart)
                }
            }
            return parts
        }
    }

    private init(opening: Range<Int>, spaceAfterOpening: Range<Int>, content: Range<Int>, lineEnd: Int) {
        self.opening = opening
        self.spaceAfterOpening = spaceAfterOpening
        self.content = content
        self.lineEnd = lineEnd
    }
}
