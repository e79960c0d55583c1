import MarkdownSyntax

/// A file's lines as markdownlint's rules see them: numbered from the first line after the
/// front matter, with the text inside HTML comments blanked out (`LintContext.withLintedBytes`),
/// blank by markdownlint's `isBlankLine`.
enum MarkdownlintLines {
    /// markdownlint's blank line (`isBlankLine` in its `helpers.js`, used by MD022, MD031,
    /// MD032, MD047 and MD058): once HTML comments are taken out of the line (a complete
    /// one, the end of one that opened before, the start of one that goes on) and its `>`
    /// characters removed, JavaScript's `trim()` leaves nothing. So a line of `>` markers,
    /// of comments, or of any whitespace JavaScript knows (U+3000 and U+00A0 as much as
    /// spaces and tabs) is blank. Lines before the first or after the last, and front
    /// matter lines (which markdownlint's lines leave out), count as blank too.
    static func isBlank(_ number: Int, in context: LintContext) -> Bool {
        let lines = context.lines
        guard number >= 1 && number <= lines.count else { return true }
        let line = lines[number - 1]
        if line.isBlank || line.flags.contains(.frontMatter) { return true }
        // A DocC directive's opening or closing line bounds its body, as a container's edges do.
        if line.flags.contains(.directive) { return true }
        return context.withLintedBytes { linted in
            let range = line.range
            let bytes = linted.buffer(for: range)
            // Whether the line holds `<!--` or `-->`, without which taking comments out
            // leaves it as it is (a list marker's `-` alone is no reason to copy the line).
            var holdsComment = false
            var onlyMarkers = true
            var index = range.lowerBound
            while index < range.upperBound {
                let byte = bytes[index]
                if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "-") {
                    holdsComment = holdsComment || Self.startsCommentDelimiter(bytes, at: index, end: range.upperBound)
                }
                let length = byte == UInt8(ascii: ">")
                    ? 1 : ByteClass.javaScriptWhitespaceLength(bytes, at: index, end: range.upperBound)
                if length == 0 {
                    onlyMarkers = false
                    index += 1
                } else {
                    index += length
                }
            }
            if onlyMarkers { return true }
            guard holdsComment else { return false }
            var text = withoutComments(UnsafeBufferPointer(rebasing: bytes[range]))
            text.removeAll { $0 == UInt8(ascii: ">") }
            return text.withUnsafeBufferPointer { ByteClass.isJavaScriptWhitespaceOnly($0, 0..<$0.count) }
        }
    }

    /// Whether `<!--` or `-->` starts at `index` (before `end`).
    private static func startsCommentDelimiter(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, end: Int) -> Bool {
        if bytes[index] == UInt8(ascii: "<") {
            return index + 3 < end && bytes[index + 1] == UInt8(ascii: "!") && bytes[index + 2] == UInt8(ascii: "-")
                && bytes[index + 3] == UInt8(ascii: "-")
        }
        return index + 2 < end && bytes[index + 1] == UInt8(ascii: "-") && bytes[index + 2] == UInt8(ascii: ">")
    }

    /// The line without HTML comments, taken out as markdownlint does: repeatedly, a `-->`
    /// before any `<!--` with everything before it, a `<!--` … `-->` pair, or a `<!--`
    /// without end with everything after it.
    private static func withoutComments(_ line: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var text = Array(line)
        while true {
            let start = ByteSearch.firstIndex(of: "<!--", in: text, from: 0)
            let end = ByteSearch.firstIndex(of: "-->", in: text, from: 0)
            if let end, start.map({ end < $0 }) ?? true {
                text.removeSubrange(0..<(end + 3))
            } else if let start, let end {
                text.removeSubrange(start..<(end + 3))
            } else if let start {
                text.removeSubrange(start...)
            } else {
                return text
            }
        }
    }

    /// The first line after any front matter: markdownlint's line 1.
    static func firstContentLine(in context: LintContext) -> Int {
        var number = 1
        while number <= context.lines.count && context.lines[number - 1].flags.contains(.frontMatter) { number += 1 }
        return number
    }

    /// The text of a line (without its line ending), with HTML comment text blanked out
    /// as markdownlint sees it.
    static func lintedText(ofLine number: Int, in context: LintContext) -> String {
        let range = context.lines[number - 1].range
        return context.withLintedBytes { String(decoding: UnsafeBufferPointer(rebasing: $0.buffer(for: range)[range]), as: UTF8.self) }
    }

    /// The text of a line without the whitespace at its ends (JavaScript's `trim()`), as
    /// markdownlint shows lines in contexts.
    static func trimmedText(ofLine number: Int, in context: LintContext) -> String {
        context.text(trimmedRange(ofLine: number, in: context))
    }

    /// The byte range of `trimmedText(ofLine:in:)`.
    static func trimmedRange(ofLine number: Int, in context: LintContext) -> Range<Int> {
        context.bytes.withUnsafeBufferPointer { ByteClass.javaScriptTrimmed($0, context.lines[number - 1].range) }
    }
}
