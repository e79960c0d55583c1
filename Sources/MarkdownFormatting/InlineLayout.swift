import MarkdownSyntax

/// Lays inline segments out into lines (joined by `\n`) for a wrap mode.
enum InlineLayout {
    /// `prefixWidth` is the width of the container prefixes on each line, which counts
    /// against a wrap width; `firstLineIndent` is what the first line has in front of it on
    /// top of that (a task item's checkbox). `pythonMarkdown`, which matters only when
    /// wrapping: the lines are read by Python-Markdown, where more words start blocks.
    static func layout(_ segments: [InlineSegment], wrap: FormatOptions.Wrap, prefixWidth: Int,
                       firstLineIndent: Int = 0, pythonMarkdown: Bool = false) -> [UInt8] {
        switch wrap {
        case .keep: return join(segments, softBreak: 0x0A)
        case .never: return join(segments, softBreak: 0x20)
        case .width(let width):
            return fill(segments, width: max(1, width - prefixWidth), firstLineIndent: firstLineIndent,
                        pythonMarkdown: pythonMarkdown)
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
           BlockStart.couldStartBlock(out[lineStart...], pythonMarkdown: true) {  // the safe side for every reader
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
    /// word before ends in a backslash (which would make a hard break). Whether a word fits
    /// counts the words after it that cannot start a line, which must stay on its line.
    private static func fill(_ segments: [InlineSegment], width: Int, firstLineIndent: Int,
                             pythonMarkdown: Bool) -> [UInt8] {
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
        let widths = words.map { DisplayWidth.of(utf8: $0.bytes) }
        let mayStartLine = words.indices.map { index in
            words[index].breakBefore && (index == 0 || words[index - 1].bytes.last != UInt8(ascii: "\\"))
                && !startsBlock(at: index, words, pythonMarkdown: pythonMarkdown,
                                endsLine: wouldEndLine(at: index, words, widths, width: width))
        }
        // The width of each word with the words glued to it, back to front.
        var gluedWidths = widths
        for index in words.indices.reversed().dropFirst()
        where !mayStartLine[index + 1] && words[index].hardBreakAfter == nil {
            gluedWidths[index] += (words[index + 1].breakBefore ? 1 : 0) + gluedWidths[index + 1]
        }
        for (index, word) in words.enumerated() {
            let wordWidth = widths[index]
            if !lineEmpty {
                if mayStartLine[index] && lineWidth + 1 + gluedWidths[index] > width {
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
                lineWidth = DisplayWidth.of(utf8: word.bytes[(newline + 1)...])
            }
        }
        return out
    }

    /// Whether a line that starts with word `index` would hold only that word: it is the
    /// last, ends in a hard break, or the next word would not fit after it (an estimate on
    /// the safe side: the next word might still stay on the line).
    private static func wouldEndLine(at index: Int, _ words: [Word], _ widths: [Int], width: Int) -> Bool {
        let next = index + 1
        guard next < words.count, words[index].hardBreakAfter == nil else { return true }
        return widths[index] + 1 + widths[next] > width
    }

    /// Whether a paragraph's continuation line starting with word `index` (alone when
    /// `endsLine`, else followed by the next word) could start a block: what `BlockStart`
    /// says, and for Python-Markdown any HTML, which the printer cannot always indent out
    /// of the way there.
    private static func startsBlock(at index: Int, _ words: [Word], pythonMarkdown: Bool, endsLine: Bool) -> Bool {
        let word = words[index].bytes
        guard word.first != UInt8(ascii: "<") || !pythonMarkdown else { return true }
        let line = endsLine ? word : word + [0x20] + words[index + 1].bytes
        return BlockStart.couldInterruptParagraph(line[...], pythonMarkdown: pythonMarkdown)
    }
}
