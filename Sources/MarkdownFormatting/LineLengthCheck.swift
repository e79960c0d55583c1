/// How MD013 reads a line's length by default: in UTF-16 code units, and too long only when
/// a space or tab comes after the limit (one word, a URL, may run past it). The formatter
/// asks it before choosing a layout that keeps lines within MD013's `line_length`.
enum LineLengthCheck {
    /// The line's length in UTF-16 code units, and the column (0-based, in the same units)
    /// of its last space or tab, nil when it has none.
    static func measure(_ line: some Collection<UInt8>) -> (length: Int, lastSpace: Int?) {
        var column = 0
        var last: Int?
        for byte in line where byte & 0xC0 != 0x80 {
            if byte == 0x20 || byte == 0x09 { last = column }
            column += byte >= 0xF0 ? 2 : 1
        }
        return (column, last)
    }

    /// Whether MD013 would report `line` written `indentation` columns in against `limit`.
    static func isTooLong(_ line: some Collection<UInt8>, indentation: Int = 0, limit: Int) -> Bool {
        measure(line).lastSpace.map { indentation + $0 >= limit } ?? false
    }
}
