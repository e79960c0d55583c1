/// The seven HTML block start conditions of CommonMark 0.31.2 and their end conditions.
enum HTMLBlockScanner {
    typealias Bytes = UnsafeBufferPointer<UInt8>

    private static let rawTextTags: [[UInt8]] = ["pre", "script", "style", "textarea"].map { Array($0.utf8) }

    private static let blockTags: Set<[UInt8]> = Set([
        "address", "article", "aside", "base", "basefont", "blockquote", "body", "caption", "center",
        "col", "colgroup", "dd", "details", "dialog", "dir", "div", "dl", "dt", "fieldset",
        "figcaption", "figure", "footer", "form", "frame", "frameset", "h1", "h2", "h3", "h4", "h5",
        "h6", "head", "header", "hr", "html", "iframe", "legend", "li", "link", "main", "menu",
        "menuitem", "nav", "noframes", "ol", "optgroup", "option", "p", "param", "search", "section",
        "summary", "table", "tbody", "td", "tfoot", "th", "thead", "title", "tr", "track", "ul",
    ].map { Array($0.utf8) })

    /// The start condition (1–7) met at `position` (which holds `<`), or nil.
    /// Condition 7 is only tried when `canBeKind7` (it cannot interrupt a paragraph).
    static func startCondition(_ bytes: Bytes, _ position: Int, _ end: Int, canBeKind7: Bool) -> Int? {
        guard position + 1 < end, bytes[position] == UInt8(ascii: "<") else { return nil }
        let next = bytes[position + 1]
        if next == UInt8(ascii: "!") {
            if hasPrefix(bytes, position, end, "<!--") { return 2 }
            if hasPrefix(bytes, position, end, "<![CDATA[") { return 5 }
            if position + 2 < end && ByteClass.isLetter(bytes[position + 2]) { return 4 }
            return nil
        }
        if next == UInt8(ascii: "?") { return 3 }
        let isClosing = next == UInt8(ascii: "/")
        let nameStart = position + (isClosing ? 2 : 1)
        var nameEnd = nameStart
        while nameEnd < end && (ByteClass.isAlphanumeric(bytes[nameEnd]) || (nameEnd > nameStart && bytes[nameEnd] == UInt8(ascii: "-"))) {
            nameEnd += 1
        }
        guard nameEnd > nameStart, ByteClass.isLetter(bytes[nameStart]) else { return nil }
        let name = bytes[nameStart..<nameEnd].map(ByteClass.lowercased)
        let after: UInt8? = nameEnd < end ? bytes[nameEnd] : nil
        if !isClosing && rawTextTags.contains(name) {
            if after == nil || after == UInt8(ascii: ">") || ByteClass.isASCIIWhitespace(after!) { return 1 }
        }
        if blockTags.contains(name) {
            if after == nil || after == UInt8(ascii: ">") || ByteClass.isASCIIWhitespace(after!) { return 6 }
            if after == UInt8(ascii: "/") && nameEnd + 1 < end && bytes[nameEnd + 1] == UInt8(ascii: ">") { return 6 }
        }
        guard canBeKind7 else { return nil }
        let tagEnd = isClosing
            ? InlineHTMLScanner.closingTagEnd(bytes, position, end)
            : InlineHTMLScanner.openTagEnd(bytes, position, end)
        guard let tagEnd else { return nil }
        if !isClosing && rawTextTags.contains(name) { return nil }
        var cursor = tagEnd
        while cursor < end && ByteClass.isSpaceOrTab(bytes[cursor]) { cursor += 1 }
        return cursor == end ? 7 : nil
    }

    /// Whether the line `bytes[start..<end]` meets the end condition of an HTML block of `kind` 1–5.
    static func lineEndsBlock(_ bytes: Bytes, _ start: Int, _ end: Int, kind: Int) -> Bool {
        switch kind {
        case 1:
            var index = start
            while index + 1 < end {
                if bytes[index] == UInt8(ascii: "<") && bytes[index + 1] == UInt8(ascii: "/") {
                    for tag in rawTextTags where matchesTag(bytes, index + 2, end, tag) { return true }
                }
                index += 1
            }
            return false
        case 2: return contains(bytes, start, end, "-->")
        case 3: return contains(bytes, start, end, "?>")
        case 4: return contains(bytes, start, end, ">")
        case 5: return contains(bytes, start, end, "]]>")
        default: return false
        }
    }

    private static func matchesTag(_ bytes: Bytes, _ position: Int, _ end: Int, _ tag: [UInt8]) -> Bool {
        guard position + tag.count < end else { return false }
        for (offset, byte) in tag.enumerated() where ByteClass.lowercased(bytes[position + offset]) != byte {
            return false
        }
        return bytes[position + tag.count] == UInt8(ascii: ">")
    }

    static func hasPrefix(_ bytes: Bytes, _ position: Int, _ end: Int, _ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard position + count <= end else { return false }
        let pointer = prefix.utf8Start
        for offset in 0..<count where bytes[position + offset] != pointer[offset] { return false }
        return true
    }

    static func contains(_ bytes: Bytes, _ start: Int, _ end: Int, _ needle: StaticString) -> Bool {
        var index = start
        while index < end {
            if hasPrefix(bytes, index, end, needle) { return true }
            index += 1
        }
        return false
    }
}
