import MarkdownSyntax

/// Text as markdownlint shows it in a finding's `[Context: "…"]`: trimmed as JavaScript
/// trims, shortened as markdownlint's `ellipsify` shortens, multi-line source with LF
/// line endings.
enum MarkdownlintText {
    /// markdownlint's way of shortening a context: text longer than 30 UTF-16 code units
    /// keeps its first 30 (the default), its last 30 (`keepEnd` only), or 15 of each end
    /// (both), with `...` where text was cut. A character the cut would split in half (a
    /// surrogate pair) is left out whole.
    static func ellipsized(_ text: String, keepStart: Bool = false, keepEnd: Bool = false) -> String {
        guard text.utf16.count > 30 else { return text }
        return shortened(head: text.unicodeScalars, tail: text.unicodeScalars, keepStart: keepStart, keepEnd: keepEnd)
    }

    /// `ellipsized(context.text(range))`, made from the ends of the range only: a line of a
    /// megabyte with a finding on it is not copied whole for its context.
    static func ellipsized(_ range: Range<Int>, in context: LintContext, keepStart: Bool = false,
                           keepEnd: Bool = false) -> String {
        // 30 UTF-16 code units are at most 30 characters of at most 4 bytes each; a range more
        // than twice as long as that is shortened, and shows nothing beyond those bytes.
        let shown = 4 * 31
        guard range.count > 2 * shown else { return ellipsized(context.text(range), keepStart: keepStart, keepEnd: keepEnd) }
        return context.bytes.withUnsafeBufferPointer { bytes in
            let head = String(decoding: bytes[range.lowerBound..<scalarStart(range.lowerBound + shown, in: bytes)],
                              as: UTF8.self).unicodeScalars
            let tail = String(decoding: bytes[scalarStart(range.upperBound - shown, in: bytes)..<range.upperBound],
                              as: UTF8.self).unicodeScalars
            return shortened(head: head, tail: tail, keepStart: keepStart, keepEnd: keepEnd)
        }
    }

    /// The shortening of a text longer than 30 UTF-16 code units that starts with `head` and
    /// ends with `tail` (both the whole text when it is at hand).
    private static func shortened(head: String.UnicodeScalarView, tail: String.UnicodeScalarView, keepStart: Bool,
                                  keepEnd: Bool) -> String {
        if keepStart && keepEnd { return prefix(of: head, 15) + "..." + suffix(of: tail, 15) }
        if keepEnd { return "..." + suffix(of: tail, 30) }
        return prefix(of: head, 30) + "..."
    }

    /// The first character start at or after `offset`.
    private static func scalarStart(_ offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var offset = offset
        while offset < bytes.count && bytes[offset] & 0xC0 == 0x80 { offset += 1 }
        return offset
    }

    /// The leading characters of `scalars` that fit in `limit` UTF-16 code units.
    private static func prefix(of scalars: String.UnicodeScalarView, _ limit: Int) -> String {
        var end = scalars.startIndex
        var used = 0
        while end < scalars.endIndex {
            used += scalars[end].utf16.count
            if used > limit { break }
            scalars.formIndex(after: &end)
        }
        return String(scalars[..<end])
    }

    /// The trailing characters of `scalars` that fit in `limit` UTF-16 code units.
    private static func suffix(of scalars: String.UnicodeScalarView, _ limit: Int) -> String {
        var start = scalars.endIndex
        var used = 0
        while start > scalars.startIndex {
            let before = scalars.index(before: start)
            used += scalars[before].utf16.count
            if used > limit { break }
            start = before
        }
        return String(scalars[start...])
    }

    /// JavaScript's `String.prototype.trim`: `text` without the whitespace JavaScript knows
    /// (see `ByteClass.isJavaScriptWhitespace`) at either end.
    static func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !ByteClass.isJavaScriptWhitespace($0) }),
              let last = scalars.lastIndex(where: { !ByteClass.isJavaScriptWhitespace($0) }) else { return "" }
        return String(scalars[first...last])
    }

    /// The source text of `range` with CRLF and CR line endings written as LF, as
    /// contexts show multi-line source.
    static func withLineFeeds(_ range: Range<Int>, in context: LintContext) -> String {
        let slice = context.bytes[range]
        guard slice.contains(0x0D) else { return context.text(range) }
        var result: [UInt8] = []
        result.reserveCapacity(slice.count)
        var index = slice.startIndex
        while index < slice.endIndex {
            let byte = slice[index]
            if byte == 0x0D {
                result.append(0x0A)
                if index + 1 < slice.endIndex && slice[index + 1] == 0x0A { index += 1 }
            } else {
                result.append(byte)
            }
            index += 1
        }
        return String(decoding: result, as: UTF8.self)
    }
}
