/// Recognizers for the lines that open MkDocs blocks (admonition, pymdownx.details and
/// pymdownx.tabbed openers, def_list markers, snippets). Each reads `bytes[position..<end]`,
/// a line without its line ending, from its first non-space byte.
enum MkDocsBlockScanner {
    typealias Bytes = UnsafeBufferPointer<UInt8>

    /// `!!! type "Title"`, `??? type`, `???+ type "Title"` (details may leave out the type
    /// when they have a title).
    static func admonition(_ bytes: Bytes, _ position: Int, _ end: Int, admonitions: Bool,
                           details: Bool) -> AdmonitionInfo? {
        guard end - position >= 4 else { return nil }
        let marker = bytes[position]
        guard (marker == UInt8(ascii: "!") && admonitions) || (marker == UInt8(ascii: "?") && details),
              bytes[position + 1] == marker, bytes[position + 2] == marker else { return nil }
        var cursor = position + 3
        var style = marker == UInt8(ascii: "!") ? AdmonitionStyle.admonition : .collapsed
        if style == .collapsed && cursor < end && bytes[cursor] == UInt8(ascii: "+") {
            style = .expanded
            cursor += 1
        }
        if cursor < end && bytes[cursor] == ByteClass.space { cursor += 1 }
        let qualifiersStart = cursor
        var qualifiersEnd = cursor
        // Words of letters, digits, `_` and `-`, separated by spaces.
        while cursor < end && isWordByte(bytes[cursor]) {
            while cursor < end && isWordByte(bytes[cursor]) { cursor += 1 }
            qualifiersEnd = cursor
            var next = cursor
            while next < end && bytes[next] == ByteClass.space { next += 1 }
            guard next > cursor, next < end, isWordByte(bytes[next]) else { break }
            cursor = next
        }
        cursor = qualifiersEnd
        let qualifiers = text(bytes, qualifiersStart..<qualifiersEnd)
        var title: String?
        var rest = cursor
        while rest < end && bytes[rest] == ByteClass.space { rest += 1 }
        if rest < end && bytes[rest] == UInt8(ascii: "\"") {
            guard rest > cursor || qualifiers.isEmpty, let quoted = quotedTitle(bytes, rest, end) else { return nil }
            title = quoted
            rest = end
        }
        guard rest == end, !qualifiers.isEmpty || (style != .admonition && title != nil) else { return nil }
        return AdmonitionInfo(style: style, qualifiers: qualifiers, title: title)
    }

    /// `=== "Title"`, with `+`, `!`, `+!` or `!+` right after the `===`.
    static func contentTab(_ bytes: Bytes, _ position: Int, _ end: Int) -> ContentTabInfo? {
        guard end - position >= 6, bytes[position] == UInt8(ascii: "="), bytes[position + 1] == UInt8(ascii: "="),
              bytes[position + 2] == UInt8(ascii: "=") else { return nil }
        var cursor = position + 3
        let flagsStart = cursor
        while cursor < end && cursor - flagsStart < 2
            && (bytes[cursor] == UInt8(ascii: "+") || bytes[cursor] == UInt8(ascii: "!")) { cursor += 1 }
        let flags = text(bytes, flagsStart..<cursor)
        guard flags.count < 2 || flags == "+!" || flags == "!+" else { return nil }
        let spaces = cursor
        while cursor < end && bytes[cursor] == ByteClass.space { cursor += 1 }
        guard cursor > spaces, cursor < end, bytes[cursor] == UInt8(ascii: "\""),
              let title = quotedTitle(bytes, cursor, end) else { return nil }
        return ContentTabInfo(flags: flags, title: title)
    }

    /// A definition's `:` followed by one or more spaces: the number of spaces (at most
    /// three count as the marker's; more belong to the content).
    static func definitionMarker(_ bytes: Bytes, _ position: Int, _ end: Int) -> Int? {
        guard position + 1 < end, bytes[position] == UInt8(ascii: ":"), bytes[position + 1] == ByteClass.space else {
            return nil
        }
        var cursor = position + 1
        while cursor < end && cursor - position <= 3 && bytes[cursor] == ByteClass.space { cursor += 1 }
        return cursor - position - 1
    }

    /// What a snippet line is: `--8<-- "file"` or `;--8<-- …` (one line), or `--8<--` alone
    /// (the start or end of a block of file names).
    enum SnippetLine { case single, blockDelimiter }

    static func snippet(_ bytes: Bytes, _ position: Int, _ end: Int) -> SnippetLine? {
        var cursor = position
        if cursor < end && bytes[cursor] == UInt8(ascii: ";") { cursor += 1 }
        let marker = Array("--8<--".utf8)
        guard end - cursor >= marker.count else { return nil }
        for (offset, byte) in marker.enumerated() where bytes[cursor + offset] != byte { return nil }
        cursor += marker.count
        var rest = cursor
        while rest < end && ByteClass.isSpaceOrTab(bytes[rest]) { rest += 1 }
        if rest == end { return cursor - position == marker.count ? .blockDelimiter : .single }
        return rest > cursor ? .single : nil
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        ByteClass.isAlphanumeric(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte >= 0x80
    }

    /// A title from the `"` at `start` to the last `"` of the line, after which only spaces
    /// may follow.
    private static func quotedTitle(_ bytes: Bytes, _ start: Int, _ end: Int) -> String? {
        var close = end
        while close > start + 1 && bytes[close - 1] == ByteClass.space { close -= 1 }
        guard close > start + 1, bytes[close - 1] == UInt8(ascii: "\"") else { return nil }
        return text(bytes, start + 1..<close - 1)
    }

    private static func text(_ bytes: Bytes, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
}
