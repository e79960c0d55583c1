import MarkdownSyntax

/// Raw HTML, autolinks and element names in the source, read as markdownlint's parser
/// (micromark) reads them inside the paragraphs of an HTML block (MD033, MD044).
enum RawHTMLScanner {
    typealias Bytes = UnsafeBufferPointer<UInt8>

    /// Remembers from where on a terminator is known to be missing, so repeated failed
    /// searches stay linear.
    struct SearchMemo {
        enum Key: Int { case comment, cdata, declaration, instruction, double, single }
        var missing: (Int, Int, Int, Int, Int, Int) = (.max, .max, .max, .max, .max, .max)

        subscript(key: Key) -> Int {
            get {
                switch key {
                case .comment: missing.0
                case .cdata: missing.1
                case .declaration: missing.2
                case .instruction: missing.3
                case .double: missing.4
                case .single: missing.5
                }
            }
            set {
                switch key {
                case .comment: missing.0 = newValue
                case .cdata: missing.1 = newValue
                case .declaration: missing.2 = newValue
                case .instruction: missing.3 = newValue
                case .double: missing.4 = newValue
                case .single: missing.5 = newValue
                }
            }
        }
    }

    /// Just past the first `needle` from `start` on (before `end`); a miss is remembered.
    private static func search(_ bytes: Bytes, from start: Int, _ end: Int, _ needle: StaticString,
                               memo: inout SearchMemo, key: SearchMemo.Key) -> Int? {
        if start >= memo[key] { return nil }
        guard start <= end, let found = ByteSearch.firstIndex(of: needle, in: UnsafeBufferPointer(rebasing: bytes[..<end]),
                                                              from: start) else {
            memo[key] = start
            return nil
        }
        return found + needle.utf8CodeUnitCount
    }

    /// Just past the raw HTML (CommonMark's open tag, closing tag, comment, processing
    /// instruction, declaration or CDATA section) starting at the `<` at `start`, or nil.
    static func rawHTMLEnd(_ bytes: Bytes, _ start: Int, _ end: Int, memo: inout SearchMemo) -> Int? {
        guard start + 1 < end else { return nil }
        switch bytes[start + 1] {
        case UInt8(ascii: "!"):
            if ByteSearch.hasPrefix("<!--", in: bytes, at: start, end: end) {
                if start + 4 < end && bytes[start + 4] == UInt8(ascii: ">") { return start + 5 }
                if ByteSearch.hasPrefix("->", in: bytes, at: start + 4, end: end) { return start + 6 }
                return search(bytes, from: start + 4, end, "-->", memo: &memo, key: .comment)
            }
            if ByteSearch.hasPrefix("<![CDATA[", in: bytes, at: start, end: end) {
                return search(bytes, from: start + 9, end, "]]>", memo: &memo, key: .cdata)
            }
            guard start + 2 < end, ByteClass.isLetter(bytes[start + 2]) else { return nil }
            return search(bytes, from: start + 3, end, ">", memo: &memo, key: .declaration)
        case UInt8(ascii: "?"):
            return search(bytes, from: start + 2, end, "?>", memo: &memo, key: .instruction)
        case UInt8(ascii: "/"):
            var index = start + 2
            guard index < end, ByteClass.isLetter(bytes[index]) else { return nil }
            while index < end && (ByteClass.isAlphanumeric(bytes[index]) || bytes[index] == UInt8(ascii: "-")) {
                index += 1
            }
            index = skipTagWhitespace(bytes, index, end)
            return index < end && bytes[index] == UInt8(ascii: ">") ? index + 1 : nil
        default:
            return openTagEnd(bytes, start, end, memo: &memo)
        }
    }

    private static func skipTagWhitespace(_ bytes: Bytes, _ start: Int, _ end: Int) -> Int {
        var index = start
        while index < end {
            let byte = bytes[index]
            guard byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C else { break }
            index += 1
        }
        return index
    }

    private static func openTagEnd(_ bytes: Bytes, _ start: Int, _ end: Int, memo: inout SearchMemo) -> Int? {
        var index = start + 1
        guard index < end, ByteClass.isLetter(bytes[index]) else { return nil }
        while index < end && (ByteClass.isAlphanumeric(bytes[index]) || bytes[index] == UInt8(ascii: "-")) {
            index += 1
        }
        while true {
            let afterSpace = skipTagWhitespace(bytes, index, end)
            guard afterSpace < end else { return nil }
            let byte = bytes[afterSpace]
            if byte == UInt8(ascii: ">") { return afterSpace + 1 }
            if byte == UInt8(ascii: "/") {
                return afterSpace + 1 < end && bytes[afterSpace + 1] == UInt8(ascii: ">") ? afterSpace + 2 : nil
            }
            // An attribute needs whitespace before it.
            guard afterSpace > index, ByteClass.isLetter(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") else {
                return nil
            }
            index = afterSpace + 1
            while index < end {
                let next = bytes[index]
                guard ByteClass.isAlphanumeric(next) || next == UInt8(ascii: "_") || next == UInt8(ascii: ".")
                        || next == UInt8(ascii: ":") || next == UInt8(ascii: "-") else { break }
                index += 1
            }
            let equals = skipTagWhitespace(bytes, index, end)
            guard equals < end, bytes[equals] == UInt8(ascii: "=") else { continue }
            let value = skipTagWhitespace(bytes, equals + 1, end)
            guard value < end else { return nil }
            switch bytes[value] {
            case UInt8(ascii: "\""):
                guard let close = search(bytes, from: value + 1, end, "\"", memo: &memo, key: .double) else { return nil }
                index = close
            case UInt8(ascii: "'"):
                guard let close = search(bytes, from: value + 1, end, "'", memo: &memo, key: .single) else { return nil }
                index = close
            default:
                var cursor = value
                while cursor < end {
                    let next = bytes[cursor]
                    if next <= 0x20 || next == UInt8(ascii: "\"") || next == UInt8(ascii: "'") || next == UInt8(ascii: "=")
                        || next == UInt8(ascii: "<") || next == UInt8(ascii: ">") || next == UInt8(ascii: "`") { break }
                    cursor += 1
                }
                guard cursor > value else { return nil }
                index = cursor
            }
        }
    }

    /// Just past an autolink (`<https://…>`, `<me@example.com>`) starting at `start`, or nil.
    static func autolinkEnd(_ bytes: Bytes, _ start: Int, _ end: Int) -> Int? {
        var index = start + 1
        guard index < end else { return nil }
        // URI: a scheme of 2–32 characters, `:`, then no blanks, controls or angle brackets.
        if ByteClass.isLetter(bytes[index]) {
            var cursor = index + 1
            while cursor < end && cursor - index < 32, ByteClass.isAlphanumeric(bytes[cursor])
                    || bytes[cursor] == UInt8(ascii: "+") || bytes[cursor] == UInt8(ascii: ".")
                    || bytes[cursor] == UInt8(ascii: "-") {
                cursor += 1
            }
            if cursor - index >= 2, cursor < end, bytes[cursor] == UInt8(ascii: ":") {
                cursor += 1
                while cursor < end, bytes[cursor] > 0x20, bytes[cursor] != UInt8(ascii: "<"),
                      bytes[cursor] != UInt8(ascii: ">"), bytes[cursor] != 0x7F {
                    cursor += 1
                }
                if cursor < end && bytes[cursor] == UInt8(ascii: ">") { return cursor + 1 }
            }
        }
        // Email: local part, `@`, labels of letters, digits and inner hyphens.
        let localStart = index
        while index < end {
            let byte = bytes[index]
            guard ByteClass.isAlphanumeric(byte) || (byte < 0x80 && "!#$%&'*+/=?^_`{|}~.-".utf8.contains(byte)) else {
                break
            }
            index += 1
        }
        guard index > localStart, index < end, bytes[index] == UInt8(ascii: "@") else { return nil }
        index += 1
        var labelLength = 0
        while index < end {
            let byte = bytes[index]
            if ByteClass.isAlphanumeric(byte) || byte == UInt8(ascii: "-") {
                labelLength += 1
                guard labelLength <= 63 else { return nil }
            } else if byte == UInt8(ascii: ".") {
                guard labelLength > 0, bytes[index - 1] != UInt8(ascii: "-") else { return nil }
                labelLength = 0
            } else if byte == UInt8(ascii: ">") {
                guard labelLength > 0, bytes[index - 1] != UInt8(ascii: "-") else { return nil }
                return index + 1
            } else {
                return nil
            }
            if labelLength == 1 && byte == UInt8(ascii: "-") { return nil }
            index += 1
        }
        return nil
    }

    /// The element name of raw HTML as markdownlint reads it (`<div …>` → `div`,
    /// `</div>` → `div` closing, `<?php …?>` → `?php`); nil for comments, declarations and
    /// CDATA sections.
    static func elementName(_ bytes: Bytes, _ range: Range<Int>) -> (name: Range<Int>, isClosing: Bool)? {
        guard range.count >= 2, bytes[range.lowerBound] == UInt8(ascii: "<") else { return nil }
        let first = bytes[range.lowerBound + 1]
        guard first != UInt8(ascii: "!"), first != UInt8(ascii: ">") else { return nil }
        var index = range.lowerBound + 2
        while index < range.upperBound {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">")
                || ByteClass.javaScriptWhitespaceLength(bytes, at: index, end: range.upperBound) > 0 {
                break
            }
            index += 1
        }
        let isClosing = first == UInt8(ascii: "/")
        return ((range.lowerBound + (isClosing ? 2 : 1))..<index, isClosing)
    }
}
