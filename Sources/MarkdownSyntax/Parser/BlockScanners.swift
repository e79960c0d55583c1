/// Recognizers for the lines that start or end leaf blocks. Each reads
/// `bytes[position..<end]`, where `end` is the end of the line without its line ending.
enum BlockScanners {
    typealias Bytes = UnsafeBufferPointer<UInt8>

    struct ATXHeading {
        var level: Int
        var content: Range<Int>
        var closingSequence: Range<Int>?
    }

    /// `#`–`######` followed by a space, a tab or the end of the line.
    static func atxHeading(_ bytes: Bytes, _ position: Int, _ end: Int) -> ATXHeading? {
        var cursor = position
        while cursor < end && bytes[cursor] == UInt8(ascii: "#") && cursor - position < 7 { cursor += 1 }
        let level = cursor - position
        guard level >= 1 && level <= 6 else { return nil }
        guard cursor == end || ByteClass.isSpaceOrTab(bytes[cursor]) else { return nil }
        var contentStart = cursor
        while contentStart < end && ByteClass.isSpaceOrTab(bytes[contentStart]) { contentStart += 1 }
        var contentEnd = end
        while contentEnd > contentStart && ByteClass.isSpaceOrTab(bytes[contentEnd - 1]) { contentEnd -= 1 }
        var hashes = contentEnd
        while hashes > contentStart && bytes[hashes - 1] == UInt8(ascii: "#") { hashes -= 1 }
        guard hashes < contentEnd else {
            return ATXHeading(level: level, content: contentStart..<contentEnd, closingSequence: nil)
        }
        if hashes == contentStart {
            return ATXHeading(level: level, content: contentStart..<contentStart, closingSequence: hashes..<contentEnd)
        }
        guard ByteClass.isSpaceOrTab(bytes[hashes - 1]) else {
            return ATXHeading(level: level, content: contentStart..<contentEnd, closingSequence: nil)
        }
        var trimmed = hashes
        while trimmed > contentStart && ByteClass.isSpaceOrTab(bytes[trimmed - 1]) { trimmed -= 1 }
        return ATXHeading(level: level, content: contentStart..<trimmed, closingSequence: hashes..<contentEnd)
    }

    /// Three or more `*`, `-` or `_` (the same one), with only spaces or tabs between.
    static func isThematicBreak(_ bytes: Bytes, _ position: Int, _ end: Int) -> Bool {
        guard position < end else { return false }
        let marker = bytes[position]
        guard marker == UInt8(ascii: "*") || marker == UInt8(ascii: "-") || marker == UInt8(ascii: "_") else {
            return false
        }
        var count = 0
        for index in position..<end {
            let byte = bytes[index]
            if byte == marker {
                count += 1
            } else if !ByteClass.isSpaceOrTab(byte) {
                return false
            }
        }
        return count >= 3
    }

    /// An opening code fence: the fence character, its length and the info string's range.
    static func openingFence(_ bytes: Bytes, _ position: Int, _ end: Int) -> (UInt8, Int, Range<Int>)? {
        guard position < end else { return nil }
        let marker = bytes[position]
        guard marker == UInt8(ascii: "`") || marker == UInt8(ascii: "~") else { return nil }
        var cursor = position
        while cursor < end && bytes[cursor] == marker { cursor += 1 }
        let length = cursor - position
        guard length >= 3 else { return nil }
        while cursor < end && ByteClass.isSpaceOrTab(bytes[cursor]) { cursor += 1 }
        var infoEnd = end
        while infoEnd > cursor && ByteClass.isSpaceOrTab(bytes[infoEnd - 1]) { infoEnd -= 1 }
        if marker == UInt8(ascii: "`") {
            for index in cursor..<infoEnd where bytes[index] == UInt8(ascii: "`") { return nil }
        }
        return (marker, length, cursor..<infoEnd)
    }

    /// A closing fence for a block opened with `length` × `marker`.
    static func isClosingFence(_ bytes: Bytes, _ position: Int, _ end: Int, marker: UInt8, length: Int) -> Bool {
        var cursor = position
        while cursor < end && bytes[cursor] == marker { cursor += 1 }
        guard cursor - position >= length else { return false }
        while cursor < end && ByteClass.isSpaceOrTab(bytes[cursor]) { cursor += 1 }
        return cursor == end
    }

    /// A setext underline: 1 for `=`, 2 for `-`, nil otherwise.
    static func setextLevel(_ bytes: Bytes, _ position: Int, _ end: Int) -> Int? {
        guard position < end else { return nil }
        let marker = bytes[position]
        guard marker == UInt8(ascii: "=") || marker == UInt8(ascii: "-") else { return nil }
        var cursor = position
        while cursor < end && bytes[cursor] == marker { cursor += 1 }
        while cursor < end && ByteClass.isSpaceOrTab(bytes[cursor]) { cursor += 1 }
        guard cursor == end else { return nil }
        return marker == UInt8(ascii: "=") ? 1 : 2
    }

    /// A GFM footnote definition start `[^label]:`; returns the label range and the index after the colon.
    static func footnoteDefinition(_ bytes: Bytes, _ position: Int, _ end: Int) -> (Range<Int>, Int)? {
        guard end - position >= 5, bytes[position] == UInt8(ascii: "["),
              bytes[position + 1] == UInt8(ascii: "^") else { return nil }
        var cursor = position + 2
        while cursor < end && bytes[cursor] != UInt8(ascii: "]") {
            if ByteClass.isASCIIWhitespace(bytes[cursor]) || bytes[cursor] == 0 { return nil }
            cursor += 1
        }
        guard cursor > position + 2, cursor + 1 < end, bytes[cursor + 1] == UInt8(ascii: ":") else { return nil }
        return (position + 2..<cursor, cursor + 2)
    }
}
