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
        let scalars = Array(text.unicodeScalars)
        func prefix(_ limit: Int) -> String {
            var view = String.UnicodeScalarView()
            var used = 0
            for scalar in scalars {
                used += scalar.utf16.count
                if used > limit { break }
                view.append(scalar)
            }
            return String(view)
        }
        func suffix(_ limit: Int) -> String {
            var start = scalars.endIndex
            var used = 0
            while start > scalars.startIndex {
                used += scalars[start - 1].utf16.count
                if used > limit { break }
                start -= 1
            }
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars[start...])
            return String(view)
        }
        if keepStart && keepEnd { return prefix(15) + "..." + suffix(15) }
        if keepEnd { return "..." + suffix(30) }
        return prefix(30) + "..."
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
