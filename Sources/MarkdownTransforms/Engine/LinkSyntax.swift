import MarkdownSyntax

/// Where the destination and title of an inline link or a link reference definition are in
/// the source, and how to write a new destination or title there.
enum LinkSyntax {
    struct Parts {
        /// The destination as written, angle brackets included (empty for `[a]()`).
        var destination: Range<Int>
        var isAngle: Bool
        /// The title as written, delimiters included.
        var title: Range<Int>?
        var titleDelimiter: UInt8?
    }

    // MARK: Finding the parts

    /// The parts of an inline link whose text ends with the `]` at `bracket`.
    static func inlineParts(_ bytes: [UInt8], bracket: Int, end: Int, quoteDepth: Int) -> Parts? {
        guard bracket < end, bytes[bracket] == UInt8(ascii: "]"), bracket + 1 < end,
              bytes[bracket + 1] == UInt8(ascii: "(") else { return nil }
        var index = skipWhitespace(bytes, bracket + 2, end, quoteDepth: quoteDepth)
        guard var parts = destination(bytes, &index, end, allowsEmpty: true) else { return nil }
        let afterDestination = index
        index = skipWhitespace(bytes, index, end, quoteDepth: quoteDepth)
        if index > afterDestination, index < end,
           let title = title(bytes, &index, end) {
            parts.title = title.range
            parts.titleDelimiter = title.delimiter
            index = skipWhitespace(bytes, index, end, quoteDepth: quoteDepth)
        }
        guard index < end, bytes[index] == UInt8(ascii: ")") else { return nil }
        return parts
    }

    /// The parts of a link reference definition `[label]: destination "title"`.
    static func definitionParts(_ bytes: [UInt8], range: Range<Int>, quoteDepth: Int) -> Parts? {
        var index = range.lowerBound
        let end = range.upperBound
        while index < end, bytes[index] == 0x20 { index += 1 }
        guard index < end, bytes[index] == UInt8(ascii: "[") else { return nil }
        index += 1
        while index < end, bytes[index] != UInt8(ascii: "]") {
            if bytes[index] == UInt8(ascii: "\\") { index += 1 }
            index += 1
        }
        guard index + 1 < end, bytes[index + 1] == UInt8(ascii: ":") else { return nil }
        index = skipWhitespace(bytes, index + 2, end, quoteDepth: quoteDepth)
        guard var parts = destination(bytes, &index, end, allowsEmpty: false) else { return nil }
        let afterDestination = index
        index = skipWhitespace(bytes, index, end, quoteDepth: quoteDepth)
        if index > afterDestination, index < end, let title = title(bytes, &index, end) {
            parts.title = title.range
            parts.titleDelimiter = title.delimiter
        }
        return parts
    }

    /// Skips spaces, tabs and line endings; after a line ending also the block quote markers
    /// of the containers.
    private static func skipWhitespace(_ bytes: [UInt8], _ start: Int, _ end: Int, quoteDepth: Int) -> Int {
        var index = start
        while index < end {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 {
                index += 1
            } else if byte == 0x0A || byte == 0x0D {
                index += 1
                if byte == 0x0D, index < end, bytes[index] == 0x0A { index += 1 }
                var quotes = 0
                while quotes < quoteDepth {
                    var probe = index
                    while probe < end, bytes[probe] == 0x20 || bytes[probe] == 0x09 { probe += 1 }
                    guard probe < end, bytes[probe] == UInt8(ascii: ">") else { break }
                    index = probe + 1
                    quotes += 1
                }
            } else {
                break
            }
        }
        return index
    }

    private static func destination(_ bytes: [UInt8], _ index: inout Int, _ end: Int, allowsEmpty: Bool) -> Parts? {
        let start = index
        if index < end, bytes[index] == UInt8(ascii: "<") {
            index += 1
            while index < end, bytes[index] != UInt8(ascii: ">") {
                let byte = bytes[index]
                if byte == 0x0A || byte == 0x0D || byte == UInt8(ascii: "<") { return nil }
                if byte == UInt8(ascii: "\\"), index + 1 < end, ByteClass.isASCIIPunctuation(bytes[index + 1]) { index += 1 }
                index += 1
            }
            guard index < end else { return nil }
            index += 1
            return Parts(destination: start..<index, isAngle: true)
        }
        var depth = 0
        while index < end {
            let byte = bytes[index]
            if byte <= 0x20 || byte == 0x7F { break }
            if byte == UInt8(ascii: "\\"), index + 1 < end, ByteClass.isASCIIPunctuation(bytes[index + 1]) {
                index += 2
                continue
            }
            if byte == UInt8(ascii: "(") { depth += 1 }
            if byte == UInt8(ascii: ")") {
                if depth == 0 { break }
                depth -= 1
            }
            index += 1
        }
        guard allowsEmpty || index > start else { return nil }
        return Parts(destination: start..<index, isAngle: false)
    }

    private static func title(_ bytes: [UInt8], _ index: inout Int, _ end: Int) -> (range: Range<Int>, delimiter: UInt8)? {
        let start = index
        let open = bytes[index]
        let close: UInt8
        switch open {
        case UInt8(ascii: "\""), UInt8(ascii: "'"): close = open
        case UInt8(ascii: "("): close = UInt8(ascii: ")")
        default: return nil
        }
        var probe = index + 1
        while probe < end, bytes[probe] != close {
            if bytes[probe] == UInt8(ascii: "\\"), probe + 1 < end, ByteClass.isASCIIPunctuation(bytes[probe + 1]) { probe += 1 }
            probe += 1
        }
        guard probe < end else { return nil }
        index = probe + 1
        return (start..<index, open)
    }

    // MARK: Writing

    /// `destination` written so it parses back to itself: bare when it can be, in angle
    /// brackets when it has spaces or `angle` asks for it; nil when it cannot be written
    /// (a line ending).
    static func encodeDestination(_ destination: String, angle: Bool) -> String? {
        let scalars = Array(destination.unicodeScalars)
        if scalars.contains(where: { $0 == "\n" || $0 == "\r" }) { return nil }
        let needsAngle = angle || scalars.isEmpty || scalars.contains { $0.value <= 0x20 || $0.value == 0x7F }
        var out = ""
        if needsAngle {
            for (index, scalar) in scalars.enumerated() {
                switch scalar {
                case "<", ">": out += "\\" + String(scalar)
                case "\\": out += escapesBackslash(scalars, index) ? "\\\\" : "\\"
                case "&": out += isEntityLike(scalars, index) ? "\\&" : "&"
                default: out.unicodeScalars.append(scalar)
                }
            }
            return "<" + out + ">"
        }
        var depth = 0
        var balanced = true
        for scalar in scalars {
            if scalar == "(" { depth += 1 }
            if scalar == ")" {
                depth -= 1
                if depth < 0 { balanced = false }
            }
        }
        if depth != 0 { balanced = false }
        for (index, scalar) in scalars.enumerated() {
            switch scalar {
            case "(", ")": out += balanced ? String(scalar) : "\\" + String(scalar)
            case "<" where index == 0: out += "\\<"
            case "\\": out += escapesBackslash(scalars, index) ? "\\\\" : "\\"
            case "&": out += isEntityLike(scalars, index) ? "\\&" : "&"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `title` between `delimiter`s (`"`, `'` or `(`); nil when it cannot be written on
    /// one line.
    static func encodeTitle(_ title: String, delimiter: UInt8) -> String? {
        let scalars = Array(title.unicodeScalars)
        if scalars.contains(where: { $0 == "\n" || $0 == "\r" }) { return nil }
        let open = Unicode.Scalar(delimiter)
        let close: Unicode.Scalar = delimiter == UInt8(ascii: "(") ? ")" : open
        var out = String(open)
        for (index, scalar) in scalars.enumerated() {
            switch scalar {
            case open, close: out += "\\" + String(scalar)
            case "\\": out += escapesBackslash(scalars, index) ? "\\\\" : "\\"
            case "&": out += isEntityLike(scalars, index) ? "\\&" : "&"
            default: out.unicodeScalars.append(scalar)
            }
        }
        out.unicodeScalars.append(close)
        return out
    }

    /// A backslash must be doubled when it would escape what follows it (or the closing
    /// delimiter, at the end).
    private static func escapesBackslash(_ scalars: [Unicode.Scalar], _ index: Int) -> Bool {
        guard index + 1 < scalars.count else { return true }
        let next = scalars[index + 1]
        return next.isASCII && ByteClass.isASCIIPunctuation(UInt8(next.value))
    }

    /// `&` starting something a parser would read as a character reference.
    private static func isEntityLike(_ scalars: [Unicode.Scalar], _ index: Int) -> Bool {
        var probe = index + 1
        var length = 0
        while probe < scalars.count, length <= 32 {
            let scalar = scalars[probe]
            if scalar == ";" { return length > 0 }
            guard scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "#" else {
                return false
            }
            probe += 1
            length += 1
        }
        return false
    }
}
