/// Recognizes raw HTML (open and closing tags, comments, processing instructions,
/// declarations and CDATA sections) as CommonMark 0.31.2 defines it.
///
/// Unterminated constructs would make repeated scans quadratic, so a `Memo` remembers
/// from where on a terminator is known to be missing.
enum InlineHTMLScanner {
    typealias Bytes = UnsafeBufferPointer<UInt8>

    struct Memo {
        var noCommentEndFrom = Int.max
        var noProcessingEndFrom = Int.max
        var noCDATAEndFrom = Int.max
        var noDeclarationEndFrom = Int.max
        var noDoubleQuoteFrom = Int.max
        var noSingleQuoteFrom = Int.max
    }

    /// Index just past the raw HTML starting at `position` (which holds `<`), or nil.
    static func end(_ bytes: Bytes, _ position: Int, _ end: Int, memo: inout Memo) -> Int? {
        guard position + 1 < end else { return nil }
        switch bytes[position + 1] {
        case UInt8(ascii: "!"):
            if HTMLBlockScanner.hasPrefix(bytes, position, end, "<!--") {
                return commentEnd(bytes, position, end, memo: &memo)
            }
            if HTMLBlockScanner.hasPrefix(bytes, position, end, "<![CDATA[") {
                return search(bytes, from: position + 9, end, "]]>", memo: &memo.noCDATAEndFrom)
            }
            guard position + 2 < end, ByteClass.isLetter(bytes[position + 2]) else { return nil }
            return search(bytes, from: position + 3, end, ">", memo: &memo.noDeclarationEndFrom)
        case UInt8(ascii: "?"):
            return search(bytes, from: position + 2, end, "?>", memo: &memo.noProcessingEndFrom)
        case UInt8(ascii: "/"):
            return closingTagEnd(bytes, position, end)
        default:
            return openTagEnd(bytes, position, end, memo: &memo)
        }
    }

    static func openTagEnd(_ bytes: Bytes, _ position: Int, _ end: Int) -> Int? {
        var memo = Memo()
        return openTagEnd(bytes, position, end, memo: &memo)
    }

    static func openTagEnd(_ bytes: Bytes, _ position: Int, _ end: Int, memo: inout Memo) -> Int? {
        guard var cursor = tagNameEnd(bytes, position + 1, end) else { return nil }
        while true {
            let afterSpace = skipWhitespace(bytes, cursor, end)
            guard afterSpace < end else { return nil }
            let byte = bytes[afterSpace]
            if byte == UInt8(ascii: ">") { return afterSpace + 1 }
            if byte == UInt8(ascii: "/") {
                return afterSpace + 1 < end && bytes[afterSpace + 1] == UInt8(ascii: ">") ? afterSpace + 2 : nil
            }
            // An attribute must be preceded by whitespace.
            guard afterSpace > cursor, let nameEnd = attributeNameEnd(bytes, afterSpace, end) else { return nil }
            cursor = nameEnd
            let beforeEquals = skipWhitespace(bytes, cursor, end)
            guard beforeEquals < end, bytes[beforeEquals] == UInt8(ascii: "=") else { continue }
            let valueStart = skipWhitespace(bytes, beforeEquals + 1, end)
            guard let valueEnd = attributeValueEnd(bytes, valueStart, end, memo: &memo) else { return nil }
            cursor = valueEnd
        }
    }

    static func closingTagEnd(_ bytes: Bytes, _ position: Int, _ end: Int) -> Int? {
        guard position + 2 < end, bytes[position + 1] == UInt8(ascii: "/"),
              let nameEnd = tagNameEnd(bytes, position + 2, end) else { return nil }
        let cursor = skipWhitespace(bytes, nameEnd, end)
        return cursor < end && bytes[cursor] == UInt8(ascii: ">") ? cursor + 1 : nil
    }

    private static func commentEnd(_ bytes: Bytes, _ position: Int, _ end: Int, memo: inout Memo) -> Int? {
        let afterOpen = position + 4
        if afterOpen < end && bytes[afterOpen] == UInt8(ascii: ">") { return afterOpen + 1 }
        if afterOpen + 1 < end && bytes[afterOpen] == UInt8(ascii: "-") && bytes[afterOpen + 1] == UInt8(ascii: ">") {
            return afterOpen + 2
        }
        return search(bytes, from: afterOpen, end, "-->", memo: &memo.noCommentEndFrom)
    }

    /// Index just past the first `needle` at or after `start`; records a miss in `memo`.
    private static func search(_ bytes: Bytes, from start: Int, _ end: Int, _ needle: StaticString, memo: inout Int) -> Int? {
        if start >= memo { return nil }
        let first = needle.utf8Start[0]
        var index = start
        while index < end {
            if bytes[index] == first && HTMLBlockScanner.hasPrefix(bytes, index, end, needle) {
                return index + needle.utf8CodeUnitCount
            }
            index += 1
        }
        memo = min(memo, start)
        return nil
    }

    private static func tagNameEnd(_ bytes: Bytes, _ position: Int, _ end: Int) -> Int? {
        guard position < end, ByteClass.isLetter(bytes[position]) else { return nil }
        var cursor = position + 1
        while cursor < end && (ByteClass.isAlphanumeric(bytes[cursor]) || bytes[cursor] == UInt8(ascii: "-")) {
            cursor += 1
        }
        return cursor
    }

    private static func attributeNameEnd(_ bytes: Bytes, _ position: Int, _ end: Int) -> Int? {
        let first = bytes[position]
        guard ByteClass.isLetter(first) || first == UInt8(ascii: "_") || first == UInt8(ascii: ":") else { return nil }
        var cursor = position + 1
        while cursor < end {
            let byte = bytes[cursor]
            guard ByteClass.isAlphanumeric(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "-") else { break }
            cursor += 1
        }
        return cursor
    }

    private static func attributeValueEnd(_ bytes: Bytes, _ position: Int, _ end: Int, memo: inout Memo) -> Int? {
        guard position < end else { return nil }
        let quote = bytes[position]
        if quote == UInt8(ascii: "\"") {
            return search(bytes, from: position + 1, end, "\"", memo: &memo.noDoubleQuoteFrom)
        }
        if quote == UInt8(ascii: "'") {
            return search(bytes, from: position + 1, end, "'", memo: &memo.noSingleQuoteFrom)
        }
        var cursor = position
        while cursor < end {
            let byte = bytes[cursor]
            if ByteClass.isASCIIWhitespace(byte) || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
                || byte == UInt8(ascii: "=") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
                || byte == UInt8(ascii: "`") {
                break
            }
            cursor += 1
        }
        return cursor > position ? cursor : nil
    }

    /// Skips spaces and tabs with at most one line ending among them.
    private static func skipWhitespace(_ bytes: Bytes, _ position: Int, _ end: Int) -> Int {
        var cursor = position
        var sawNewline = false
        while cursor < end {
            let byte = bytes[cursor]
            if ByteClass.isSpaceOrTab(byte) {
                cursor += 1
            } else if byte == ByteClass.newline && !sawNewline {
                sawNewline = true
                cursor += 1
            } else {
                break
            }
        }
        return cursor
    }
}
