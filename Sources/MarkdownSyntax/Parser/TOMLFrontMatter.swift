/// Whether the text between `+++` lines has the shape of TOML: every line is blank, a
/// comment, a table header (`[name]`, `[[name]]`) or `key = value`, where a value may go on
/// over several lines inside brackets, braces or a multi-line string. The values themselves
/// are not checked: this tells TOML front matter from Markdown, it does not validate TOML.
enum TOMLFrontMatter {
    static func hasShape(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        var scanner = Scanner(text: text)
        return scanner.document()
    }

    private struct Scanner {
        let text: UnsafeBufferPointer<UInt8>
        var cursor = 0

        init(text: UnsafeBufferPointer<UInt8>) { self.text = text }

        private var atEnd: Bool { cursor >= text.count }
        private var current: UInt8 { text[cursor] }

        mutating func document() -> Bool {
            while true {
                skipSpaces()
                if atEnd { return true }
                if ByteClass.isLineEnding(current) {
                    cursor += 1
                    continue
                }
                if current != UInt8(ascii: "#") {
                    let valid = current == UInt8(ascii: "[") ? tableHeader() : keyValue()
                    guard valid else { return false }
                }
                guard lineEnd() else { return false }
            }
        }

        /// `[key]` or `[[key]]`.
        private mutating func tableHeader() -> Bool {
            cursor += 1
            let isArray = consume(UInt8(ascii: "["))
            guard key(), consume(UInt8(ascii: "]")) else { return false }
            return !isArray || consume(UInt8(ascii: "]"))
        }

        /// `key = value`.
        private mutating func keyValue() -> Bool {
            guard key(), consume(UInt8(ascii: "=")) else { return false }
            skipSpaces()
            return value()
        }

        /// Dotted keys of bare (`a-b_1`) and quoted parts, spaces around the dots allowed.
        private mutating func key() -> Bool {
            repeat {
                skipSpaces()
                guard !atEnd else { return false }
                if current == UInt8(ascii: "\"") || current == UInt8(ascii: "'") {
                    guard singleLineString() else { return false }
                } else {
                    let start = cursor
                    while !atEnd && (ByteClass.isAlphanumeric(current) || current == UInt8(ascii: "-")
                        || current == UInt8(ascii: "_")) {
                        cursor += 1
                    }
                    guard cursor > start else { return false }
                }
                skipSpaces()
            } while consume(UInt8(ascii: "."))
            return true
        }

        private mutating func value() -> Bool {
            guard !atEnd, !ByteClass.isLineEnding(current), current != UInt8(ascii: "#") else { return false }
            switch current {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                return string()
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                return nested()
            default:
                // Numbers, booleans, dates: the rest of the line before a comment.
                while !atEnd && !ByteClass.isLineEnding(current) && current != UInt8(ascii: "#") { cursor += 1 }
                return true
            }
        }

        /// An array or inline table, to its matching close, over lines if need be.
        private mutating func nested() -> Bool {
            var depth = 0
            while !atEnd {
                switch current {
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    depth += 1
                    cursor += 1
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth -= 1
                    cursor += 1
                    if depth == 0 { return true }
                case UInt8(ascii: "\""), UInt8(ascii: "'"):
                    guard string() else { return false }
                case UInt8(ascii: "#"):
                    skipComment()
                default:
                    cursor += 1
                }
            }
            return false
        }

        /// A basic or literal string, single-line or multi-line (`"""`, `'''`).
        private mutating func string() -> Bool {
            let quote = current
            guard cursor + 2 < text.count, text[cursor + 1] == quote, text[cursor + 2] == quote else {
                return singleLineString()
            }
            cursor += 3
            while !atEnd {
                if current == UInt8(ascii: "\\") && quote == UInt8(ascii: "\"") {
                    cursor += 2
                    continue
                }
                if current == quote && cursor + 2 < text.count && text[cursor + 1] == quote && text[cursor + 2] == quote {
                    cursor += 3
                    // A multi-line string may end with up to two more quotes.
                    while !atEnd && current == quote { cursor += 1 }
                    return true
                }
                cursor += 1
            }
            return false
        }

        private mutating func singleLineString() -> Bool {
            let quote = current
            cursor += 1
            while !atEnd && !ByteClass.isLineEnding(current) {
                if current == quote {
                    cursor += 1
                    return true
                }
                if current == UInt8(ascii: "\\") && quote == UInt8(ascii: "\"") {
                    cursor += 1  // the escaped byte is skipped below, unless the line ends
                    if atEnd || ByteClass.isLineEnding(current) { return false }
                }
                cursor += 1
            }
            return false
        }

        /// Spaces, a comment, then the end of the line or of the text.
        private mutating func lineEnd() -> Bool {
            skipSpaces()
            if !atEnd && current == UInt8(ascii: "#") { skipComment() }
            return atEnd || ByteClass.isLineEnding(current)
        }

        private mutating func skipComment() {
            while !atEnd && !ByteClass.isLineEnding(current) { cursor += 1 }
        }

        private mutating func skipSpaces() {
            while !atEnd && ByteClass.isSpaceOrTab(current) { cursor += 1 }
        }

        private mutating func consume(_ byte: UInt8) -> Bool {
            guard !atEnd, current == byte else { return false }
            cursor += 1
            return true
        }
    }
}
