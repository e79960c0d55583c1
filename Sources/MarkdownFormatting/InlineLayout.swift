import MarkdownSyntax

/// Lays inline segments out into lines (joined by `\n`) for a wrap mode.
enum InlineLayout {
    /// `prefixWidth` is the width of the container prefixes on each line, which counts
    /// against a wrap width; `firstLineIndent` is what the first line has in front of it on
    /// top of that (a task item's checkbox).
    static func layout(_ segments: [InlineSegment], wrap: FormatOptions.Wrap, prefixWidth: Int,
                       firstLineIndent: Int = 0) -> [UInt8] {
        switch wrap {
        case .keep: return join(segments, softBreak: 0x0A)
        case .never: return join(segments, softBreak: 0x20)
        case .width(let width): return fill(segments, width: max(1, width - prefixWidth), firstLineIndent: firstLineIndent)
        }
    }

    /// A soft break after a backslash in text is a space (a line ending there would be a
    /// hard break); after an atom's backslash (an extended autolink's last byte) it stays.
    private static func join(_ segments: [InlineSegment], softBreak: UInt8) -> [UInt8] {
        var out: [UInt8] = []
        var endsInTextBackslash = false
        for segment in segments {
            switch segment {
            case .text(let bytes):
                out += bytes
                if let last = bytes.last { endsInTextBackslash = last == UInt8(ascii: "\\") }
            case .atom(let bytes):
                out += bytes
                if !bytes.isEmpty { endsInTextBackslash = false }
            case .softBreak:
                out.append(endsInTextBackslash ? 0x20 : softBreak)
                endsInTextBackslash = false
            case .hardBreak(let marker, let spacesOnly):
                appendHardBreak(marker, spacesOnly: spacesOnly, to: &out)
                endsInTextBackslash = false
            }
        }
        return out
    }

    /// Trailing spaces after text that would start a block on its own line (`-`, `***`,
    /// `<div>`) would let it do so: such a line ends in a backslash instead.
    private static func appendHardBreak(_ marker: [UInt8], spacesOnly: Bool, to out: inout [UInt8]) {
        let lineStart = (out.lastIndex(of: 0x0A) ?? -1) + 1
        if marker.first == 0x20, !spacesOnly, out.last != UInt8(ascii: "\\"),
           BlockStart.couldStartBlock(out[lineStart...]) {
            out += [UInt8(ascii: "\\"), 0x0A]
        } else {
            out += marker + [0x0A]
        }
    }

    /// A unit that cannot be broken, with whether a break may come before it.
    private struct Word {
        var bytes: [UInt8] = []
        var breakBefore = false
        var hardBreakAfter: (marker: [UInt8], spacesOnly: Bool)?
    }

    /// Greedy filling: words are joined by one space, a line is broken before a word that
    /// would not fit, unless that word would start a block at the start of a line or the
    /// word before ends in a backslash (which would make a hard break).
    private static func fill(_ segments: [InlineSegment], width: Int, firstLineIndent: Int) -> [UInt8] {
        var words: [Word] = []
        var current = Word()
        func finishWord(_ words: inout [Word], _ current: inout Word, breakAfter: Bool) {
            if !current.bytes.isEmpty || current.hardBreakAfter != nil { words.append(current) }
            current = Word(breakBefore: breakAfter || (current.bytes.isEmpty && current.breakBefore))
        }
        for segment in segments {
            switch segment {
            case .atom(let bytes):
                current.bytes += bytes
            case .text(let bytes):
                for byte in bytes {
                    if byte == 0x20 || byte == 0x09 {
                        finishWord(&words, &current, breakAfter: true)
                    } else {
                        current.bytes.append(byte)
                    }
                }
            case .softBreak:
                finishWord(&words, &current, breakAfter: true)
            case .hardBreak(let marker, let spacesOnly):
                current.hardBreakAfter = (marker, spacesOnly)
                finishWord(&words, &current, breakAfter: true)
            }
        }
        finishWord(&words, &current, breakAfter: false)

        var out: [UInt8] = []
        var lineWidth = firstLineIndent
        var lineEmpty = true
        for word in words {
            let wordWidth = DisplayWidth.of(String(decoding: word.bytes, as: UTF8.self))
            if !lineEmpty {
                if word.breakBefore && lineWidth + 1 + wordWidth > width && !startsBlock(word.bytes)
                    && out.last != UInt8(ascii: "\\") {
                    out.append(0x0A)
                    lineWidth = 0
                } else if word.breakBefore {
                    out.append(0x20)
                    lineWidth += 1
                }
            }
            out += word.bytes
            lineWidth += wordWidth
            lineEmpty = false
            if let hardBreak = word.hardBreakAfter {
                appendHardBreak(hardBreak.marker, spacesOnly: hardBreak.spacesOnly, to: &out)
                lineWidth = 0
                lineEmpty = true
            }
            if let newline = word.bytes.lastIndex(of: 0x0A) {
                lineWidth = DisplayWidth.of(String(decoding: word.bytes[(newline + 1)...], as: UTF8.self))
            }
        }
        return out
    }

    /// Whether a line starting with `word` could be read as the start of a block
    /// (heading, quote, list item, thematic break, setext underline, fence, HTML).
    static func startsBlock(_ word: [UInt8]) -> Bool {
        guard let first = word.first else { return false }
        switch first {
        case UInt8(ascii: "#"):
            // An ATX heading: one to six `#` then the end or a space (`#3.` is text).
            let hashes = word.prefix { $0 == UInt8(ascii: "#") }.count
            return hashes <= 6 && hashes == word.count
        case UInt8(ascii: ">"), UInt8(ascii: "<"), UInt8(ascii: "|"):
            return true
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*"), UInt8(ascii: "="), UInt8(ascii: "_"):
            return word.count == 1 || word.allSatisfy { $0 == first }
        case UInt8(ascii: "`"), UInt8(ascii: "~"):
            return word.count >= 3 && word[0] == word[1] && word[1] == word[2]
        default:
            guard ByteClass.isDigit(first) else { return false }
            var index = 0
            while index < word.count && ByteClass.isDigit(word[index]) { index += 1 }
            return index < word.count && (word[index] == UInt8(ascii: ".") || word[index] == UInt8(ascii: ")"))
        }
    }
}
