/// The pieces of link syntax shared by inline links and link reference definitions:
/// labels, destinations and titles (CommonMark §6.3 and §4.7).
enum LinkScanner {
    typealias Bytes = UnsafeBufferPointer<UInt8>

    static let maximumLabelLength = 999
    static let maximumParenthesisDepth = 32

    /// `[label]` at `position`: the range between the brackets and the index after `]`.
    static func label(_ bytes: Bytes, _ position: Int, _ end: Int) -> (content: Range<Int>, next: Int)? {
        guard position < end, bytes[position] == UInt8(ascii: "[") else { return nil }
        var cursor = position + 1
        while cursor < end && cursor - position - 1 <= maximumLabelLength {
            switch bytes[cursor] {
            case UInt8(ascii: "\\"):
                cursor += cursor + 1 < end && ByteClass.isASCIIPunctuation(bytes[cursor + 1]) ? 2 : 1
            case UInt8(ascii: "["):
                return nil
            case UInt8(ascii: "]"):
                guard cursor - position - 1 <= maximumLabelLength else { return nil }
                return (position + 1..<cursor, cursor + 1)
            default:
                cursor += 1
            }
        }
        return nil
    }

    /// A link destination at `position`: its raw range (without angle brackets), the index
    /// after it, and whether it was written in angle brackets.
    static func destination(_ bytes: Bytes, _ position: Int, _ end: Int) -> (raw: Range<Int>, next: Int, angled: Bool)? {
        guard position < end else { return (position..<position, position, false) }
        if bytes[position] == UInt8(ascii: "<") {
            var cursor = position + 1
            while cursor < end {
                switch bytes[cursor] {
                case UInt8(ascii: ">"): return (position + 1..<cursor, cursor + 1, true)
                case UInt8(ascii: "<"), ByteClass.newline, ByteClass.carriageReturn: return nil
                case UInt8(ascii: "\\"):
                    cursor += cursor + 1 < end && ByteClass.isASCIIPunctuation(bytes[cursor + 1]) ? 2 : 1
                default: cursor += 1
                }
            }
            return nil
        }
        var cursor = position
        var depth = 0
        scan: while cursor < end {
            let byte = bytes[cursor]
            switch byte {
            case UInt8(ascii: "\\"):
                cursor += cursor + 1 < end && ByteClass.isASCIIPunctuation(bytes[cursor + 1]) ? 2 : 1
            case UInt8(ascii: "("):
                depth += 1
                if depth > maximumParenthesisDepth { return nil }
                cursor += 1
            case UInt8(ascii: ")"):
                if depth == 0 { break scan }
                depth -= 1
                cursor += 1
            default:
                if byte <= 0x20 || byte == 0x7F { break scan }
                cursor += 1
            }
        }
        guard depth == 0 else { return nil }
        return (position..<cursor, cursor, false)
    }

    /// A link title in `"…"`, `'…'` or `(…)` at `position`: the range inside the
    /// delimiters, the index after the closing one, and the opening delimiter.
    static func title(_ bytes: Bytes, _ position: Int, _ end: Int) -> (content: Range<Int>, next: Int, delimiter: UInt8)? {
        guard position < end else { return nil }
        let open = bytes[position]
        let close: UInt8
        switch open {
        case UInt8(ascii: "\""), UInt8(ascii: "'"): close = open
        case UInt8(ascii: "("): close = UInt8(ascii: ")")
        default: return nil
        }
        var cursor = position + 1
        while cursor < end {
            let byte = bytes[cursor]
            if byte == UInt8(ascii: "\\") {
                cursor += cursor + 1 < end && ByteClass.isASCIIPunctuation(bytes[cursor + 1]) ? 2 : 1
                continue
            }
            if byte == close { return (position + 1..<cursor, cursor + 1, open) }
            if open == UInt8(ascii: "(") && byte == UInt8(ascii: "(") { return nil }
            cursor += 1
        }
        return nil
    }

    /// Skips spaces and tabs with at most one line ending among them.
    static func skipSpaceAndOneNewline(_ bytes: Bytes, _ position: Int, _ end: Int) -> Int {
        var cursor = skipSpaces(bytes, position, end)
        if cursor < end && bytes[cursor] == ByteClass.newline {
            cursor = skipSpaces(bytes, cursor + 1, end)
        }
        return cursor
    }

    static func skipSpaces(_ bytes: Bytes, _ position: Int, _ end: Int) -> Int {
        var cursor = position
        while cursor < end && ByteClass.isSpaceOrTab(bytes[cursor]) { cursor += 1 }
        return cursor
    }
}
