/// The pieces of DocC's block directive syntax on one line (`@Name(arguments) {`, the body's
/// `}`), scanned as swift-markdown scans them: spaces and tabs are the only whitespace, a
/// name runs to the first `(`, `)`, `,`, `:`, `{`, space or tab, and argument text runs to
/// the first `)` that is neither escaped with `\` nor inside double quotes.
enum DirectiveScanner {
    typealias Bytes = UnsafeBufferPointer<UInt8>

    /// The first byte at or after `start` that is not a space or tab.
    static func skipWhitespace(_ bytes: Bytes, _ start: Int, _ end: Int) -> Int {
        var cursor = start
        while cursor < end && ByteClass.isSpaceOrTab(bytes[cursor]) { cursor += 1 }
        return cursor
    }

    /// The directive name after the `@` at `at`; nil when none follows (`@`, `@ x`, `@(`).
    static func name(_ bytes: Bytes, at: Int, _ end: Int) -> Range<Int>? {
        var cursor = at + 1
        while cursor < end && !endsName(bytes[cursor]) { cursor += 1 }
        return cursor > at + 1 ? at + 1..<cursor : nil
    }

    private static func endsName(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "{"),
             ByteClass.space, ByteClass.tab:
            true
        default:
            false
        }
    }

    /// Whether the line `bytes[start..<end]` would open a directive: `@` and a name at its
    /// first non-space byte.
    static func opensDirective(_ bytes: Bytes, _ start: Int, _ end: Int) -> Bool {
        let first = skipWhitespace(bytes, start, end)
        return first < end && bytes[first] == UInt8(ascii: "@") && name(bytes, at: first, end) != nil
    }

    /// The end of argument text starting at `start`: the first `)` outside quotes and not
    /// escaped, or `end`.
    static func argumentTextEnd(_ bytes: Bytes, _ start: Int, _ end: Int) -> Int {
        var cursor = start
        var escaped = false
        var quoted = false
        while cursor < end {
            let byte = bytes[cursor]
            if escaped {
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if quoted {
                quoted = byte != UInt8(ascii: "\"")
            } else if byte == UInt8(ascii: "\"") {
                quoted = true
            } else if byte == UInt8(ascii: ")") {
                return cursor
            }
            cursor += 1
        }
        return end
    }

    /// Whether the line, after its indentation, starts like a code fence (three backticks or
    /// tildes): swift-markdown's guess at whether the lines after it are code, toggled by
    /// each such line whatever the fence's length or indentation.
    static func looksLikeFence(_ bytes: Bytes, _ start: Int, _ end: Int) -> Bool {
        let first = skipWhitespace(bytes, start, end)
        guard first + 3 <= end else { return false }
        let byte = bytes[first]
        return (byte == UInt8(ascii: "`") || byte == UInt8(ascii: "~")) && bytes[first + 1] == byte && bytes[first + 2] == byte
    }

    /// Columns of indentation of the line: a space counts one, a tab moves to the next
    /// multiple of four.
    static func indentation(_ bytes: Bytes, _ start: Int, _ end: Int) -> Int {
        var columns = 0
        var cursor = start
        while cursor < end {
            switch bytes[cursor] {
            case ByteClass.space: columns += 1
            case ByteClass.tab: columns = (columns + 4) & ~3
            default: return columns
            }
            cursor += 1
        }
        return columns
    }
}
