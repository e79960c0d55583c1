import MarkdownSyntax

/// The parts of an ATX heading's line as byte ranges: `## Title ##`.
struct ATXHeadingParts: Sendable, Hashable {
    /// The opening `#`s.
    var opening: Range<Int>
    /// Spaces and tabs after the opening `#`s (empty when there are none).
    var spaceAfterOpening: Range<Int>
    /// The heading text as written, without surrounding blanks (empty for an empty heading).
    var content: Range<Int>
    /// Spaces and tabs before the closing `#`s (closed headings only).
    var spaceBeforeClosing: Range<Int>?
    /// The closing `#`s (closed headings only).
    var closing: Range<Int>?
    /// The end of the heading's line, without its line ending.
    var lineEnd: Int

    var level: Int { opening.count }
}

/// Helpers shared by the heading rules (MD001, MD003, MD018–MD026, MD036, MD041, MD043).
extension LintContext {
    /// The byte ranges of an ATX heading's markers and text; nil for setext headings.
    func atxParts(of heading: Heading) -> ATXHeadingParts? {
        guard heading.style != .setext, let range = heading.byteRange else { return nil }
        return bytes.withUnsafeBufferPointer { buffer -> ATXHeadingParts in
            func isBlank(_ index: Int) -> Bool { buffer[index] == 0x20 || buffer[index] == 0x09 }
            // An ATX heading is one line; its range normally ends where the line does.
            var lineEnd = range.upperBound
            while lineEnd < buffer.count && buffer[lineEnd] != 0x0A && buffer[lineEnd] != 0x0D { lineEnd += 1 }
            while lineEnd > range.lowerBound && (buffer[lineEnd - 1] == 0x0A || buffer[lineEnd - 1] == 0x0D) {
                lineEnd -= 1
            }
            var index = range.lowerBound
            while index < lineEnd && buffer[index] == UInt8(ascii: "#") { index += 1 }
            let opening = range.lowerBound..<index
            var textStart = index
            while textStart < lineEnd && isBlank(textStart) { textStart += 1 }
            var end = lineEnd
            while end > textStart && isBlank(end - 1) { end -= 1 }
            var parts = ATXHeadingParts(opening: opening, spaceAfterOpening: index..<textStart,
                                        content: textStart..<end, lineEnd: lineEnd)
            if heading.style == .atxClosed {
                var closeStart = end
                while closeStart > textStart && buffer[closeStart - 1] == UInt8(ascii: "#") { closeStart -= 1 }
                if closeStart < end {
                    var spaceStart = closeStart
                    while spaceStart > opening.upperBound && isBlank(spaceStart - 1) { spaceStart -= 1 }
                    parts.closing = closeStart..<end
                    parts.spaceBeforeClosing = spaceStart..<closeStart
                    parts.content = textStart..<max(textStart, spaceStart)
                }
            }
            return parts
        }
    }

    /// The heading's text as written (markup included), without the markers: for a setext
    /// heading its content lines (with any block quote prefixes between them), for an ATX
    /// heading the text between the opening and closing sequences.
    func headingContentRange(_ heading: Heading) -> Range<Int>? {
        guard let range = heading.byteRange, !range.isEmpty else { return nil }
        if heading.style != .setext { return atxParts(of: heading)?.content }
        let underline = lineNumber(at: range.upperBound - 1)
        guard underline >= 2 else { return nil }
        var end = lines[underline - 2].range.upperBound
        while end > range.lowerBound && (bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09) { end -= 1 }
        return range.lowerBound..<max(range.lowerBound, end)
    }

    /// The heading text as markdownlint compares it: the content as written, with line
    /// breaks of multi-line setext headings turned into spaces.
    func headingText(_ heading: Heading) -> String {
        String(decoding: headingTextBytes(heading), as: UTF8.self)
    }

    /// `headingText` as UTF-8 bytes (no copy for one-line headings).
    func headingTextBytes(_ heading: Heading) -> ArraySlice<UInt8> {
        guard let range = headingContentRange(heading), !range.isEmpty else { return [] }
        let bytes = self.bytes
        guard heading.style == .setext, bytes[range].contains(where: { $0 == 0x0A || $0 == 0x0D }) else {
            return bytes[range]
        }
        var text: [UInt8] = []
        text.reserveCapacity(range.count)
        var previousWasBreak = false
        for byte in bytes[range] {
            if byte == 0x0A || byte == 0x0D {
                if !previousWasBreak { text.append(0x20) }
                previousWasBreak = true
            } else {
                text.append(byte)
                previousWasBreak = false
            }
        }
        return text[...]
    }

    /// The 1-based line number of the heading's last line (a setext heading's underline).
    func lastLine(of heading: Heading) -> Int? {
        guard let range = heading.byteRange else { return nil }
        return lineNumbers(of: range).upperBound
    }

    /// The first line after any front matter: markdownlint's line 1.
    var firstContentLine: Int {
        var number = 1
        while number <= lines.count && lines[number - 1].flags.contains(.frontMatter) { number += 1 }
        return number
    }

    /// The text of a line (without its line ending), with HTML comment text blanked out
    /// as markdownlint sees it.
    func lintedLineText(_ number: Int) -> String {
        String(decoding: lintedBytes[lines[number - 1].range], as: UTF8.self)
    }

    /// markdownlint's idea of a blank line: nothing but blanks, `>` markers and HTML
    /// comments (a comment may start or end on the line without its other end).
    func isBlankForHeadings(line number: Int) -> Bool {
        let info = lines[number - 1]
        if info.isBlank { return true }
        // A DocC directive's opening or closing line bounds its body, as a container's edges do.
        if info.flags.contains(.directive) { return true }
        let bytes = lintedBytes
        var hasComment = false
        var index = info.range.lowerBound
        var onlyMarkers = true
        while index < info.range.upperBound {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "-") { hasComment = true }
            if !HeadingSupport.isWhitespace(byte) && byte != UInt8(ascii: ">") { onlyMarkers = false }
            index += 1
        }
        if onlyMarkers { return true }
        guard hasComment else { return false }
        var text = Array(bytes[info.range])
        let open = Array("<!--".utf8)
        let close = Array("-->".utf8)
        while true {
            let start = HeadingSupport.firstIndex(of: open, in: text)
            let end = HeadingSupport.firstIndex(of: close, in: text)
            if let end, start == nil || end < start! {
                text.removeSubrange(0..<(end + close.count))
            } else if let start, let end {
                text.removeSubrange(start..<(end + close.count))
            } else if let start {
                text.removeSubrange(start...)
            } else {
                break
            }
        }
        return text.allSatisfy { HeadingSupport.isWhitespace($0) || $0 == UInt8(ascii: ">") }
    }

    /// Whether the node is inside a list item (where a blank line can make a tight list loose).
    func isInsideListItem(_ node: any Markup) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent is ListItem { return true }
            current = parent.parent
        }
        return false
    }
}

/// Small text helpers for the heading rules.
enum HeadingSupport {
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0B || byte == 0x0C
    }

    static func firstIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        var index = 0
        while index + needle.count <= haystack.count {
            if haystack[index] == needle[0] {
                var matches = true
                for offset in 1..<needle.count where haystack[index + offset] != needle[offset] {
                    matches = false
                    break
                }
                if matches { return index }
            }
            index += 1
        }
        return nil
    }

    /// Shortens a context string as markdownlint does (counting UTF-16 code units, as
    /// JavaScript does): keep the start (the default), the end, or both ends.
    static func ellipsify(_ text: String, keepStart: Bool = false, keepEnd: Bool = false) -> String {
        let units = Array(text.utf16)
        guard units.count > 30 else { return text }
        func decode(_ slice: ArraySlice<UInt16>) -> String {
            var slice = slice
            // Do not cut a surrogate pair in half.
            if let first = slice.first, UTF16.isTrailSurrogate(first) { slice = slice.dropFirst() }
            if let last = slice.last, UTF16.isLeadSurrogate(last) { slice = slice.dropLast() }
            return String(decoding: slice, as: UTF16.self)
        }
        if keepStart && keepEnd {
            return decode(units[0..<15]) + "..." + decode(units[(units.count - 15)...])
        }
        if keepEnd { return "..." + decode(units[(units.count - 30)...]) }
        return decode(units[0..<30]) + "..."
    }

    /// JavaScript's `String.prototype.trim`.
    static func trim(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isJSWhitespace($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !isJSWhitespace($0) })!
        return String(scalars[first...last])
    }

    static func isJSWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF:
            return true
        default:
            return false
        }
    }
}
