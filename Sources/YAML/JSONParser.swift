/// A hand-written parser for JSON (RFC 8259) and JSONC (JSON plus `//` and `/* */` comments and
/// trailing commas), producing `ConfigNode`s with marks.
///
/// It keeps an explicit stack of open containers instead of recursing, and stops at
/// `ConfigLoader.maxDepth`. Strings are double-quoted scalars; numbers, `true`, `false` and
/// `null` are plain scalars resolved like YAML's core schema, so JSON and YAML configs decode
/// alike. Objects reject duplicate keys.
struct JSONParser {
    private let source: SourceText
    private let bytes: [UInt8]
    private let allowsExtensions: Bool
    private var index = 0
    /// Last position a node mark was computed for; node marks are requested in increasing order,
    /// so each is found by scanning forward from here rather than from the start of its line.
    private var cursor = (offset: 0, line: 1, column: 1)

    static func parse(_ source: SourceText, allowsExtensions: Bool) throws(ConfigError) -> ConfigNode {
        var parser = JSONParser(source: source, allowsExtensions: allowsExtensions)
        return try parser.parseDocument()
    }

    private init(source: SourceText, allowsExtensions: Bool) {
        self.source = source
        self.bytes = source.bytes
        self.allowsExtensions = allowsExtensions
    }

    /// An array or object whose closing bracket has not been reached yet.
    private struct Container {
        let mark: Mark
        let isObject: Bool
        var items: [ConfigNode] = []
        var entries = MappingBuilder()
        /// In an object, the key whose value is being parsed.
        var key: ConfigNode?

        var closing: UInt8 { isObject ? UInt8(ascii: "}") : UInt8(ascii: "]") }

        mutating func add(_ value: ConfigNode) throws(ConfigError) {
            if let key {
                try entries.add(key: key, value: value)
            } else {
                items.append(value)
            }
        }

        func build() -> ConfigNode {
            ConfigNode(isObject ? .mapping(entries.build()) : .sequence(items), mark: mark)
        }
    }

    private mutating func parseDocument() throws(ConfigError) -> ConfigNode {
        var stack: [Container] = []
        try skipTrivia()
        nextValue: while true {
            var value: ConfigNode
            let opening = peek
            if opening == UInt8(ascii: "{") || opening == UInt8(ascii: "[") {
                let mark = markHere()
                guard stack.count < ConfigLoader.maxDepth else {
                    throw ConfigError("nesting exceeds the maximum depth of \(ConfigLoader.maxDepth)", at: mark)
                }
                var container = Container(mark: mark, isObject: opening == UInt8(ascii: "{"))
                index += 1
                try skipTrivia()
                if peek == container.closing {
                    index += 1
                    value = container.build()
                } else {
                    if container.isObject { container.key = try parseKey() }
                    stack.append(container)
                    continue nextValue
                }
            } else {
                value = try parseScalar()
            }
            // Hand the finished value to its container, closing every container that ends here.
            while var container = stack.popLast() {
                try container.add(value)
                try skipTrivia()
                if peek == UInt8(ascii: ",") {
                    let comma = index
                    index += 1
                    try skipTrivia()
                    if peek == container.closing {
                        guard allowsExtensions else {
                            throw error("trailing comma is not allowed in JSON", at: comma)
                        }
                        index += 1
                        value = container.build()
                        continue
                    }
                    if container.isObject { container.key = try parseKey() }
                    stack.append(container)
                    continue nextValue
                }
                guard peek == container.closing else {
                    throw error("expected ',' or '\(Character(Unicode.Scalar(container.closing)))', found \(describeHere())")
                }
                index += 1
                value = container.build()
            }
            try skipTrivia()
            guard index == bytes.count else {
                throw error("expected end of input after the top-level value, found \(describeHere())")
            }
            return value
        }
    }

    /// An object key and its colon, leaving `index` at the value.
    private mutating func parseKey() throws(ConfigError) -> ConfigNode {
        guard peek == UInt8(ascii: "\"") else {
            throw error("expected a string key in double quotes, found \(describeHere())")
        }
        let key = try parseString()
        try skipTrivia()
        guard peek == UInt8(ascii: ":") else {
            throw error("expected ':' after the key, found \(describeHere())")
        }
        index += 1
        try skipTrivia()
        return key
    }

    private mutating func parseScalar() throws(ConfigError) -> ConfigNode {
        guard let byte = peek else {
            throw error("expected a value, found end of input")
        }
        switch byte {
        case UInt8(ascii: "\""):
            return try parseString()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try parseNumber()
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
            let start = index
            while let next = peek, isWordByte(next) { index += 1 }
            let word = String(decoding: bytes[start..<index], as: UTF8.self)
            guard word == "true" || word == "false" || word == "null" else {
                throw error("invalid literal \(quotedForMessage(word)) (strings must be in double quotes)", at: start)
            }
            return ConfigNode(.scalar(ConfigScalar(plain: word)), mark: mark(at: start))
        default:
            throw error("expected a value, found \(describeHere())")
        }
    }

    private mutating func parseNumber() throws(ConfigError) -> ConfigNode {
        let start = index
        if peek == UInt8(ascii: "-") { index += 1 }
        if peek == UInt8(ascii: "0") {
            index += 1
            if let next = peek, isDigit(next) {
                throw error("leading zeros are not allowed in numbers", at: start)
            }
        } else if skipDigits() == 0 {
            throw error("expected a digit, found \(describeHere())")
        }
        if peek == UInt8(ascii: ".") {
            index += 1
            if skipDigits() == 0 {
                throw error("expected a digit after the decimal point, found \(describeHere())")
            }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            index += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
            if skipDigits() == 0 {
                throw error("expected a digit in the exponent, found \(describeHere())")
            }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        return ConfigNode(.scalar(ConfigScalar(plain: text)), mark: mark(at: start))
    }

    private mutating func skipDigits() -> Int {
        let start = index
        while let byte = peek, isDigit(byte) { index += 1 }
        return index - start
    }

    private mutating func parseString() throws(ConfigError) -> ConfigNode {
        let start = index
        index += 1
        var content: [UInt8] = []
        while true {
            guard let byte = peek else {
                throw error("unterminated string", at: start)
            }
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                let text = String(decoding: content, as: UTF8.self)
                let scalar = ConfigScalar(text: text, style: .doubleQuoted, value: .string(text))
                return ConfigNode(.scalar(scalar), mark: mark(at: start))
            case UInt8(ascii: "\\"):
                try parseEscape(into: &content, stringStart: start)
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                throw error("unterminated string (line break before the closing quote)", at: start)
            case ..<0x20:
                throw error("control character U+\(hex(byte, width: 4)) must be escaped in a string")
            default:
                content.append(byte)
                index += 1
            }
        }
    }

    /// A backslash escape, appended as UTF-8; `\u` escapes may pair surrogates.
    private mutating func parseEscape(into content: inout [UInt8], stringStart: Int) throws(ConfigError) {
        let start = index
        index += 1
        guard let letter = peek else { throw error("unterminated string", at: stringStart) }
        index += 1
        let simple: UInt8? = switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): letter
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: nil
        }
        if let simple {
            content.append(simple)
            return
        }
        guard letter == UInt8(ascii: "u") else {
            index -= 1
            throw error("invalid escape: backslash followed by \(describeHere())", at: start)
        }
        var code = try parseHex4(escapeStart: start)
        if (0xD800...0xDBFF).contains(code) {
            var low: UInt32?
            if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                low = try parseLowSurrogate(escapeStart: start)
            }
            guard let low else {
                throw error("unpaired surrogate in \\u escape", at: start)
            }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(code) {
            throw error("unpaired surrogate in \\u escape", at: start)
        }
        // Surrogates are excluded above, so every remaining code is a scalar.
        if let scalar = Unicode.Scalar(code) {
            UTF8.encode(scalar) { content.append($0) }
        }
    }

    /// The `\uXXXX` after a high surrogate, if it is a low surrogate; otherwise leaves `index`.
    private mutating func parseLowSurrogate(escapeStart: Int) throws(ConfigError) -> UInt32? {
        let saved = index
        index += 2
        let code = try parseHex4(escapeStart: escapeStart)
        if (0xDC00...0xDFFF).contains(code) { return code }
        index = saved
        return nil
    }

    private mutating func parseHex4(escapeStart: Int) throws(ConfigError) -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek, let digit = hexValue(byte) else {
                throw error("invalid \\u escape (expected four hexadecimal digits)", at: escapeStart)
            }
            code = code << 4 | digit
            index += 1
        }
        return code
    }

    /// Skips whitespace, and in JSONC comments; a comment in strict JSON is an error.
    private mutating func skipTrivia() throws(ConfigError) {
        while let byte = peek {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "/"):
                let next = index + 1 < bytes.count ? bytes[index + 1] : 0
                guard next == UInt8(ascii: "/") || next == UInt8(ascii: "*") else { return }
                guard allowsExtensions else {
                    throw error("comments are not allowed in JSON (use a .jsonc file)")
                }
                if next == UInt8(ascii: "/") {
                    while let byte = peek, byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r") { index += 1 }
                } else {
                    let start = index
                    index += 2
                    while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
                        index += 1
                    }
                    guard index + 1 < bytes.count else {
                        throw error("unterminated comment", at: start)
                    }
                    index += 2
                }
            default:
                return
            }
        }
    }

    // MARK: Positions and messages

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func markHere() -> Mark { mark(at: index) }

    private mutating func mark(at offset: Int) -> Mark {
        guard offset >= cursor.offset else { return source.mark(at: offset) }
        var position = cursor.offset
        while position < offset {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") && (position + 1 == bytes.count || bytes[position + 1] != UInt8(ascii: "\n")) {
                cursor.line += 1
                cursor.column = 1
            } else if byte != UInt8(ascii: "\r"), !isContinuationByte(byte) {
                cursor.column += 1
            }
            position += 1
        }
        cursor.offset = offset
        return Mark(file: source.name, line: cursor.line, column: cursor.column)
    }

    private func error(_ message: String, at offset: Int? = nil) -> ConfigError {
        ConfigError(message, at: source.mark(at: offset ?? index))
    }

    /// The character at `index` for a message: `"x"`, or `end of input`.
    private func describeHere() -> String {
        guard index < bytes.count else { return "end of input" }
        var end = index + 1
        while end < bytes.count, isContinuationByte(bytes[end]) { end += 1 }
        let character = String(decoding: bytes[index..<end], as: UTF8.self)
        return quotedForMessage(character)
    }
}

private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
}

/// Letters, digits and `_`, so a bare word like `yes` is reported whole.
private func isWordByte(_ byte: UInt8) -> Bool {
    isDigit(byte) || byte == UInt8(ascii: "_") || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
}

private func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
}

private func hex(_ byte: UInt8, width: Int) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
}
