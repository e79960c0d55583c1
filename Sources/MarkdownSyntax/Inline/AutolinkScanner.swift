/// Autolinks: CommonMark's `<scheme:…>` and `<address@host>`, and GFM's bare
/// `www.`, `http(s)://`, `ftp://`, `mailto:`, `xmpp:` and email links.
///
/// The GFM rules follow the behaviour of cmark-gfm 0.29: a valid domain, trailing
/// punctuation left out, unbalanced closing parentheses and entity-like `&…;` endings left out.
enum AutolinkScanner {
    typealias Bytes = UnsafeBufferPointer<UInt8>

    // MARK: CommonMark autolinks

    /// `<…>` at `start`: the index of the closing `>` and whether it is an email address.
    static func angleAutolink(_ bytes: Bytes, _ start: Int, _ end: Int) -> (Int, Bool)? {
        if let close = uriAutolinkEnd(bytes, start + 1, end) { return (close, false) }
        if let close = emailAutolinkEnd(bytes, start + 1, end) { return (close, true) }
        return nil
    }

    private static func uriAutolinkEnd(_ bytes: Bytes, _ start: Int, _ end: Int) -> Int? {
        var cursor = start
        guard cursor < end, ByteClass.isLetter(bytes[cursor]) else { return nil }
        cursor += 1
        while cursor < end && cursor - start < 33 {
            let byte = bytes[cursor]
            guard ByteClass.isAlphanumeric(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "-") else { break }
            cursor += 1
        }
        let schemeLength = cursor - start
        guard schemeLength >= 2 && schemeLength <= 32, cursor < end, bytes[cursor] == UInt8(ascii: ":") else {
            return nil
        }
        cursor += 1
        while cursor < end {
            let byte = bytes[cursor]
            if byte == UInt8(ascii: ">") { return cursor }
            if byte <= 0x20 || byte == UInt8(ascii: "<") || byte == 0x7F { return nil }
            cursor += 1
        }
        return nil
    }

    private static func emailAutolinkEnd(_ bytes: Bytes, _ start: Int, _ end: Int) -> Int? {
        var cursor = start
        while cursor < end && isEmailLocalCharacter(bytes[cursor]) { cursor += 1 }
        guard cursor > start, cursor < end, bytes[cursor] == UInt8(ascii: "@") else { return nil }
        cursor += 1
        while true {
            let labelStart = cursor
            while cursor < end && (ByteClass.isAlphanumeric(bytes[cursor]) || bytes[cursor] == UInt8(ascii: "-")) {
                cursor += 1
            }
            let length = cursor - labelStart
            guard length >= 1 && length <= 63, bytes[labelStart] != UInt8(ascii: "-"),
                  bytes[cursor - 1] != UInt8(ascii: "-") else { return nil }
            guard cursor < end else { return nil }
            if bytes[cursor] == UInt8(ascii: ">") { return cursor }
            guard bytes[cursor] == UInt8(ascii: ".") else { return nil }
            cursor += 1
        }
    }

    private static func isEmailLocalCharacter(_ byte: UInt8) -> Bool {
        if ByteClass.isAlphanumeric(byte) { return true }
        switch byte {
        case UInt8(ascii: "."), UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"),
             UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "/"),
             UInt8(ascii: "="), UInt8(ascii: "?"), UInt8(ascii: "^"), UInt8(ascii: "_"), UInt8(ascii: "`"),
             UInt8(ascii: "{"), UInt8(ascii: "|"), UInt8(ascii: "}"), UInt8(ascii: "~"), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    // MARK: GFM extended autolinks

    /// `www.` at `start`: the end of the link, or nil.
    static func wwwAutolink(_ bytes: Bytes, _ start: Int, _ end: Int) -> Int? {
        guard HTMLBlockScanner.hasPrefix(bytes, start, end, "www.") else { return nil }
        let domainEnd = scanDomain(bytes, start, end)
        let linkEnd = trimTrailingPunctuation(bytes, start, pathEnd(bytes, domainEnd, end))
        guard linkEnd > start + 4, isValidDomain(bytes, start, min(domainEnd, linkEnd), requirePeriod: true) else {
            return nil
        }
        return linkEnd
    }

    /// A scheme (`http`, `https`, `ftp`) at `start` ending at `colon`. (`mailto:` and `xmpp:`
    /// are found with email addresses, in decoded text.)
    static func schemeAutolink(_ bytes: Bytes, _ start: Int, _ colon: Int, _ end: Int) -> Int? {
        let scheme = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<colon]), as: UTF8.self).lowercased()
        guard scheme == "http" || scheme == "https" || scheme == "ftp",
              HTMLBlockScanner.hasPrefix(bytes, colon, end, "://") else { return nil }
        let domainStart = colon + 3
        let domainEnd = scanDomain(bytes, domainStart, end)
        let linkEnd = trimTrailingPunctuation(bytes, start, pathEnd(bytes, domainEnd, end))
        guard linkEnd > domainStart,
              isValidDomain(bytes, domainStart, min(domainEnd, linkEnd), requirePeriod: false) else { return nil }
        return linkEnd
    }

    /// An extended email autolink, or an extended protocol autolink when `hasProtocol`
    /// (its text starts with `mailto:` or `xmpp:`; otherwise the destination is `mailto:`
    /// and the text).
    struct EmailAutolink {
        var range: Range<Int>
        var hasProtocol: Bool
    }

    /// The email and `mailto:`/`xmpp:` autolinks in `range` of decoded text: GFM finds them
    /// "within any text node", after escapes and character references are resolved.
    static func emailAutolinks(_ bytes: Bytes, _ range: Range<Int>) -> [EmailAutolink] {
        var found: [EmailAutolink] = []
        var searchFrom = range.lowerBound
        var at = searchFrom
        while at < range.upperBound {
            guard bytes[at] == UInt8(ascii: "@"),
                  let link = emailAutolink(bytes, at: at, searchFrom..<range.upperBound) else {
                at += 1
                continue
            }
            found.append(link)
            searchFrom = link.range.upperBound
            at = searchFrom
        }
        return found
    }

    /// The autolink around the `@` at `at`, looking no further than `range`.
    private static func emailAutolink(_ bytes: Bytes, at: Int, _ range: Range<Int>) -> EmailAutolink? {
        var localStart = at
        while localStart > range.lowerBound && isBareEmailLocalCharacter(bytes[localStart - 1]) { localStart -= 1 }
        guard localStart < at else { return nil }
        var cursor = at + 1
        var periods = 0
        scan: while cursor < range.upperBound {
            let byte = bytes[cursor]
            switch byte {
            case UInt8(ascii: "@"):
                return nil  // a second `@`
            case UInt8(ascii: "."):
                guard cursor + 1 < range.upperBound && ByteClass.isAlphanumeric(bytes[cursor + 1]) else { break scan }
                periods += 1
            case UInt8(ascii: "-"), UInt8(ascii: "_"): break
            default: if !ByteClass.isAlphanumeric(byte) { break scan }
            }
            cursor += 1
        }
        let last = bytes[cursor - 1]
        guard cursor - at >= 2, periods > 0, ByteClass.isLetter(last) || last == UInt8(ascii: ".") else { return nil }
        var linkEnd = trimTrailingPunctuation(bytes, localStart, cursor)
        guard linkEnd > at + 1 else { return nil }
        guard let (start, isXMPP) = protocolStart(bytes, before: localStart, from: range.lowerBound) else {
            return EmailAutolink(range: localStart..<linkEnd, hasProtocol: false)
        }
        if isXMPP && linkEnd < range.upperBound && bytes[linkEnd] == UInt8(ascii: "/") {
            linkEnd = xmppResourceEnd(bytes, linkEnd, range.upperBound)
        }
        return EmailAutolink(range: start..<linkEnd, hasProtocol: true)
    }

    /// Where `mailto:` or `xmpp:` ends right before `localStart`, not glued to a word.
    private static func protocolStart(_ bytes: Bytes, before localStart: Int, from lower: Int) -> (Int, isXMPP: Bool)? {
        let start: Int
        let isXMPP: Bool
        if localStart - 7 >= lower && HTMLBlockScanner.hasPrefix(bytes, localStart - 7, localStart, "mailto:") {
            (start, isXMPP) = (localStart - 7, false)
        } else if localStart - 5 >= lower && HTMLBlockScanner.hasPrefix(bytes, localStart - 5, localStart, "xmpp:") {
            (start, isXMPP) = (localStart - 5, true)
        } else {
            return nil
        }
        guard start == lower || !ByteClass.isAlphanumeric(bytes[start - 1]) else { return nil }
        return (start, isXMPP)
    }

    /// An XMPP resource: `/` and one or more letters, digits, `@`, `.`, `-` or `_` (trailing
    /// punctuation left out); the end of the address when there is none.
    private static func xmppResourceEnd(_ bytes: Bytes, _ slash: Int, _ end: Int) -> Int {
        var cursor = slash + 1
        while cursor < end && (ByteClass.isAlphanumeric(bytes[cursor]) || bytes[cursor] == UInt8(ascii: "@")
            || bytes[cursor] == UInt8(ascii: ".") || bytes[cursor] == UInt8(ascii: "-")
            || bytes[cursor] == UInt8(ascii: "_")) {
            cursor += 1
        }
        let resourceEnd = trimTrailingPunctuation(bytes, slash + 1, cursor)
        return resourceEnd > slash + 1 ? resourceEnd : slash
    }

    private static func isBareEmailLocalCharacter(_ byte: UInt8) -> Bool {
        ByteClass.isAlphanumeric(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "+")
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }

    /// End of the run of domain characters (letters, digits, `-`, `_`, `.`, non-ASCII).
    private static func scanDomain(_ bytes: Bytes, _ start: Int, _ end: Int) -> Int {
        var cursor = start
        while cursor < end {
            let byte = bytes[cursor]
            guard ByteClass.isAlphanumeric(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
                || byte == UInt8(ascii: ".") || byte >= 0x80 else { break }
            cursor += 1
        }
        return cursor
    }

    /// A domain starts with a letter or digit, has no `_` in its last two segments and,
    /// for `www.` links, a segment after `www.`.
    private static func isValidDomain(_ bytes: Bytes, _ start: Int, _ end: Int, requirePeriod: Bool) -> Bool {
        guard start < end else { return false }
        let first = bytes[start]
        guard ByteClass.isAlphanumeric(first) || first >= 0x80 else { return false }
        var domainEnd = end
        while domainEnd > start && bytes[domainEnd - 1] == UInt8(ascii: ".") { domainEnd -= 1 }
        var underscoreInLast = false
        var underscoreInPrevious = false
        var periods = 0
        for index in start..<domainEnd {
            switch bytes[index] {
            case UInt8(ascii: "_"): underscoreInLast = true
            case UInt8(ascii: "."):
                periods += 1
                underscoreInPrevious = underscoreInLast
                underscoreInLast = false
            default: break
            }
        }
        return !underscoreInLast && !underscoreInPrevious && (!requirePeriod || periods > 0)
    }

    /// A link's path runs to the next whitespace or `<`.
    private static func pathEnd(_ bytes: Bytes, _ start: Int, _ end: Int) -> Int {
        var cursor = start
        while cursor < end && !ByteClass.isASCIIWhitespace(bytes[cursor]) && bytes[cursor] != UInt8(ascii: "<") {
            cursor += 1
        }
        return cursor
    }

    /// Leaves out trailing punctuation, unbalanced `)` and an entity-like `&name;` ending.
    private static func trimTrailingPunctuation(_ bytes: Bytes, _ start: Int, _ end: Int) -> Int {
        var linkEnd = end
        var parentheses: (opening: Int, closing: Int)?
        while linkEnd > start {
            let last = bytes[linkEnd - 1]
            switch last {
            case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ":"),
                 UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "'"), UInt8(ascii: "\""):
                linkEnd -= 1
            case UInt8(ascii: ";"):
                var cursor = linkEnd - 2
                while cursor >= start && ByteClass.isAlphanumeric(bytes[cursor]) { cursor -= 1 }
                if cursor >= start && cursor < linkEnd - 2 && bytes[cursor] == UInt8(ascii: "&") {
                    linkEnd = cursor
                } else {
                    linkEnd -= 1
                }
            case UInt8(ascii: ")"):
                if parentheses == nil {
                    var counts = (opening: 0, closing: 0)
                    for index in start..<linkEnd {
                        if bytes[index] == UInt8(ascii: "(") { counts.opening += 1 }
                        if bytes[index] == UInt8(ascii: ")") { counts.closing += 1 }
                    }
                    parentheses = counts
                }
                guard parentheses!.closing > parentheses!.opening else { return linkEnd }
                parentheses!.closing -= 1
                linkEnd -= 1
            default:
                return linkEnd
            }
        }
        return linkEnd
    }
}
