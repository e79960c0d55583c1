/// The "process emphasis" procedure of the CommonMark spec's appendix, extended with
/// GFM strikethrough (`~` and `~~`, opener and closer of the same length).
extension InlineParser {
    /// Resolves the delimiters above stack entry `bottom` (-1 for the whole stack) and
    /// removes them from the stack.
    mutating func processEmphasis(above bottom: Int) {
        // Lowest opener worth searching, per character / closer length mod 3 / closer can-open;
        // on the stack: most blocks have a call or two and little to match.
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 18) { openersBottom in
            openersBottom.initialize(repeating: bottom)
            matchDelimiters(above: bottom, openersBottom: openersBottom)
        }
        // Everything above the bottom is resolved now.
        while lastDelimiter >= 0 && lastDelimiter != bottom {
            unlink(lastDelimiter)
        }
    }

    /// Pairs each closer above `bottom` with the nearest opener it can close, lowest openers
    /// first; `openersBottom` remembers, per slot, below which no opener can match.
    private mutating func matchDelimiters(above bottom: Int, openersBottom: UnsafeMutableBufferPointer<Int>) {
        var current = bottom >= 0 ? delimiters[bottom].next : firstDelimiter(above: bottom)
        while current >= 0 {
            let closer = delimiters[current]
            guard closer.canClose else {
                current = closer.next
                continue
            }
            let slot = bottomSlot(closer)
            var candidate = closer.previous
            var opener = -1
            while candidate >= 0 && candidate != bottom && candidate != openersBottom[slot] {
                let entry = delimiters[candidate]
                if entry.character == closer.character && entry.canOpen {
                    if closer.character == UInt8(ascii: "~") {
                        // Only a run of the same length pairs up; one of the other length
                        // in between is passed over (and stays text if nothing matches it).
                        if entry.remaining == closer.remaining {
                            opener = candidate
                            break
                        }
                    } else {
                        let oddMatch = (entry.canClose || closer.canOpen)
                            && (entry.originalCount + closer.originalCount) % 3 == 0
                            && !(entry.originalCount % 3 == 0 && closer.originalCount % 3 == 0)
                        if !oddMatch {
                            opener = candidate
                            break
                        }
                    }
                }
                candidate = entry.previous
            }
            guard opener >= 0 else {
                openersBottom[slot] = closer.previous
                let next = closer.next
                if !closer.canOpen { unlink(current) }
                current = next
                continue
            }
            match(opener: opener, closer: current)
            // Delimiters between the two can no longer match anything.
            var between = delimiters[opener].next
            while between >= 0 && between != current {
                let next = delimiters[between].next
                unlink(between)
                between = next
            }
            if delimiters[opener].remaining == 0 { unlink(opener) }
            if delimiters[current].remaining == 0 {
                let next = delimiters[current].next
                unlink(current)
                current = next
            }
        }
    }

    private func firstDelimiter(above bottom: Int) -> Int {
        var first = -1
        var cursor = lastDelimiter
        while cursor >= 0 && cursor != bottom {
            first = cursor
            cursor = delimiters[cursor].previous
        }
        return first
    }

    private func bottomSlot(_ closer: Delimiter) -> Int {
        let character: Int
        switch closer.character {
        case UInt8(ascii: "*"): character = 0
        case UInt8(ascii: "_"): character = 1
        default: character = 2
        }
        return character * 6 + (closer.originalCount % 3) * 2 + (closer.canOpen ? 1 : 0)
    }

    private mutating func match(opener: Int, closer: Int) {
        let character = delimiters[closer].character
        let width: Int
        let kind: EmphasisMatch.Kind
        if character == UInt8(ascii: "~") {
            width = delimiters[closer].remaining
            kind = .strikethrough
        } else if delimiters[opener].remaining >= 2 && delimiters[closer].remaining >= 2 {
            width = 2
            kind = .strong
        } else {
            width = 1
            kind = .emphasis
        }
        delimiters[opener].remaining -= width
        delimiters[closer].remaining -= width
        delimiters[opener].usedRight += width
        delimiters[closer].usedLeft += width
        let start = tokens[delimiters[opener].token].end - delimiters[opener].usedRight
        let end = tokens[delimiters[closer].token].start + delimiters[closer].usedLeft
        let index = matches.count
        matches.append(EmphasisMatch(kind: kind, character: character, width: width, start: start, end: end,
                                     nextClose: -1, nextOpen: delimiters[opener].firstOpen))
        delimiters[opener].firstOpen = index
        if delimiters[closer].lastClose >= 0 {
            matches[delimiters[closer].lastClose].nextClose = index
        } else {
            delimiters[closer].firstClose = index
        }
        delimiters[closer].lastClose = index
    }

    /// Removes a delimiter from the stack; its matches stay recorded.
    private mutating func unlink(_ index: Int) {
        let previous = delimiters[index].previous
        let next = delimiters[index].next
        if previous >= 0 { delimiters[previous].next = next }
        if next >= 0 {
            delimiters[next].previous = previous
        } else {
            lastDelimiter = previous
        }
        delimiters[index].previous = -1
        delimiters[index].next = -1
    }
}
