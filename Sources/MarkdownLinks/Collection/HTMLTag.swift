/// A start tag found in raw HTML (`<a href="x" id=y>`), with where each attribute value is
/// written, so a checker can point at the exact bytes of an `href` or `src`.
public struct HTMLTag: Sendable, Hashable {
    /// One attribute of the tag, with where its value is written.
    public struct Attribute: Sendable, Hashable {
        /// Lowercased.
        public var name: String
        /// The value as written, without quotes (character references not decoded); nil for a
        /// bare attribute (`<input disabled>`).
        public var rawValue: String?
        /// UTF-8 byte range of the value inside the quotes; nil for a bare attribute.
        public var valueRange: Range<Int>?

        /// The value with the common character references decoded (`&amp;`, `&#38;`, `&#x26;`,
        /// `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&nbsp;`).
        public var value: String? { rawValue.map(HTMLTag.decodingReferences) }
    }

    /// From `<` to just past `>`.
    public var range: Range<Int>
    /// The tag name, lowercased (`a`, `img`).
    public var name: String
    /// The attributes in the order written.
    public var attributes: [Attribute]

    /// The first attribute called `name` (lowercase).
    public func attribute(_ name: String) -> Attribute? { attributes.first { $0.name == name } }

    /// The start tags in `range` of `bytes`, in order. Comments (`<!-- … -->`), closing tags,
    /// declarations, processing instructions and CDATA sections are skipped, and nothing
    /// inside a comment is read.
    public static func scan(_ bytes: [UInt8], in range: Range<Int>) -> [HTMLTag] {
        bytes.withUnsafeBufferPointer { buffer in
            var tags: [HTMLTag] = []
            var index = range.lowerBound
            let limit = min(range.upperBound, buffer.count)
            while index < limit {
                guard buffer[index] == UInt8(ascii: "<") else {
                    index += 1
                    continue
                }
                if let end = skipSpecial(buffer, at: index, limit: limit) {
                    index = end
                } else if let tag = scanTag(buffer, at: index, limit: limit) {
                    tags.append(tag)
                    index = tag.range.upperBound
                } else {
                    index += 1
                }
            }
            return tags
        }
    }

    /// Past the end of a comment, declaration, processing instruction or CDATA section
    /// starting at `start`, or nil when none starts there. An unclosed one runs to `limit`.
    private static func skipSpecial(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, limit: Int) -> Int? {
        guard start + 1 < limit else { return nil }
        func find(_ terminator: [UInt8], from: Int) -> Int {
            var index = from
            while index + terminator.count <= limit {
                var matches = true
                for (offset, byte) in terminator.enumerated() where bytes[index + offset] != byte {
                    matches = false
                    break
                }
                if matches { return index + terminator.count }
                index += 1
            }
            return limit
        }
        let next = bytes[start + 1]
        if next == UInt8(ascii: "!") {
            if start + 3 < limit && bytes[start + 2] == UInt8(ascii: "-") && bytes[start + 3] == UInt8(ascii: "-") {
                return find(Array("-->".utf8), from: start + 4)
            }
            if start + 8 < limit && Array(bytes[(start + 2)..<(start + 9)]) == Array("[CDATA[".utf8) {
                return find(Array("]]>".utf8), from: start + 9)
            }
            return find([UInt8(ascii: ">")], from: start + 2)
        }
        if next == UInt8(ascii: "?") { return find(Array("?>".utf8), from: start + 2) }
        return nil
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }

    private static func lowered(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: bytes[range].map { isLetter($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    /// A start tag at `start` (a `<`) following CommonMark's open-tag grammar, or nil.
    package static func scanTag(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, limit: Int) -> HTMLTag? {
        guard start + 1 < limit, isLetter(bytes[start + 1]) else { return nil }
        var index = start + 2
        while index < limit && (isLetter(bytes[index]) || isDigit(bytes[index]) || bytes[index] == UInt8(ascii: "-")) {
            index += 1
        }
        let name = lowered(bytes, (start + 1)..<index)
        var attributes: [Attribute] = []
        while true {
            let spaceStart = index
            while index < limit && isSpace(bytes[index]) { index += 1 }
            guard index < limit else { return nil }
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") {
                return HTMLTag(range: start..<(index + 1), name: name, attributes: attributes)
            }
            if byte == UInt8(ascii: "/") {
                guard index + 1 < limit, bytes[index + 1] == UInt8(ascii: ">") else { return nil }
                return HTMLTag(range: start..<(index + 2), name: name, attributes: attributes)
            }
            guard index > spaceStart, isLetter(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") else {
                return nil
            }
            let nameStart = index
            index += 1
            while index < limit {
                let next = bytes[index]
                guard isLetter(next) || isDigit(next) || next == UInt8(ascii: "_") || next == UInt8(ascii: ".")
                        || next == UInt8(ascii: ":") || next == UInt8(ascii: "-") else { break }
                index += 1
            }
            let attributeName = lowered(bytes, nameStart..<index)
            var lookahead = index
            while lookahead < limit && isSpace(bytes[lookahead]) { lookahead += 1 }
            guard lookahead < limit, bytes[lookahead] == UInt8(ascii: "=") else {
                attributes.append(Attribute(name: attributeName, rawValue: nil, valueRange: nil))
                continue
            }
            index = lookahead + 1
            while index < limit && isSpace(bytes[index]) { index += 1 }
            guard index < limit else { return nil }
            let quote = bytes[index]
            let valueRange: Range<Int>
            if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                var end = index + 1
                while end < limit && bytes[end] != quote { end += 1 }
                guard end < limit else { return nil }
                valueRange = (index + 1)..<end
                index = end + 1
            } else {
                let valueStart = index
                while index < limit {
                    let next = bytes[index]
                    if isSpace(next) || next == UInt8(ascii: "\"") || next == UInt8(ascii: "'") || next == UInt8(ascii: "=")
                        || next == UInt8(ascii: "<") || next == UInt8(ascii: ">") || next == UInt8(ascii: "`") { break }
                    index += 1
                }
                guard index > valueStart else { return nil }
                valueRange = valueStart..<index
            }
            attributes.append(Attribute(name: attributeName,
                                        rawValue: String(decoding: bytes[valueRange], as: UTF8.self),
                                        valueRange: valueRange))
        }
    }

    /// `text` with the character references HTML attributes commonly hold decoded; other
    /// `&…;` sequences are kept as written.
    static func decodingReferences(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        let named: [Substring: String] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}"]
        var result = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            let after = rest[rest.index(after: ampersand)...]
            if let semicolon = after.prefix(12).firstIndex(of: ";") {
                let name = after[..<semicolon]
                var replacement: String?
                if let value = named[name] {
                    replacement = value
                } else if name.hasPrefix("#x") || name.hasPrefix("#X") {
                    replacement = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { String($0) }
                } else if name.hasPrefix("#") {
                    replacement = UInt32(name.dropFirst(), radix: 10).flatMap(Unicode.Scalar.init).map { String($0) }
                }
                if let replacement {
                    result += replacement
                    rest = after[after.index(after: semicolon)...]
                    continue
                }
            }
            result += "&"
            rest = after
        }
        return result + rest
    }
}
