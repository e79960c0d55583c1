import MarkdownSyntax

/// A heading's text as written and as markdownlint compares it (MD003, MD024, MD025,
/// MD026, MD043).
enum HeadingText {
    /// The heading's text as written (markup included), without the markers: for a setext
    /// heading its content lines (with any block quote prefixes between them), for an ATX
    /// heading the text between the opening and closing sequences.
    static func contentRange(of heading: Heading, in context: LintContext) -> Range<Int>? {
        guard let range = heading.byteRange, !range.isEmpty else { return nil }
        if heading.style != .setext { return ATXHeadingParts(of: heading, in: context)?.content }
        let underline = context.lineNumber(at: range.upperBound - 1)
        guard underline >= 2 else { return nil }
        let bytes = context.bytes
        var end = context.lines[underline - 2].range.upperBound
        while end > range.lowerBound && ByteClass.isSpaceOrTab(bytes[end - 1]) { end -= 1 }
        return range.lowerBound..<max(range.lowerBound, end)
    }

    /// The heading text as markdownlint compares it: the content as written, with line
    /// breaks of multi-line setext headings turned into spaces.
    static func string(of heading: Heading, in context: LintContext) -> String {
        String(decoding: bytes(of: heading, in: context), as: UTF8.self)
    }

    /// `string(of:in:)` as UTF-8 bytes (no copy for one-line headings).
    static func bytes(of heading: Heading, in context: LintContext) -> ArraySlice<UInt8> {
        guard let range = contentRange(of: heading, in: context), !range.isEmpty else { return [] }
        let bytes = context.bytes
        guard heading.style == .setext, bytes[range].contains(where: ByteClass.isLineEnding) else {
            return bytes[range]
        }
        var text: [UInt8] = []
        text.reserveCapacity(range.count)
        var previousWasBreak = false
        for byte in bytes[range] {
            if ByteClass.isLineEnding(byte) {
                if !previousWasBreak { text.append(0x20) }
                previousWasBreak = true
            } else {
                text.append(byte)
                previousWasBreak = false
            }
        }
        return text[...]
    }
}
