/// Inline math. By GitHub's rules (README, "GitHub math"): `$…$` opens where no letter or
/// digit stands before it, with no whitespace inside either delimiter, and closes at
/// the next unescaped `$` unless a letter, digit or `$` follows it; `$$…$$` is display math;
/// `` $`…`$ `` is a code span between dollars, not after a letter. By pymdownx.arithmatex's
/// (MkDocs), `$…$` needs only no whitespace inside its delimiters, and `$$` is not inline
/// math. Either way a backslash escapes the next byte, the TeX cannot hold an unescaped `$`,
/// and code spans win: math cannot start inside one or contain one.
extension InlineParser {
    mutating func scanDollar() {
        let start = position
        var cursor = start
        while cursor < end && bytes[cursor] == UInt8(ascii: "$") { cursor += 1 }
        let run = cursor - start
        var span: (delimiter: MathDelimiter, content: Range<Int>, end: Int)?
        if run == 1 && !arithmatexMath && cursor < end && bytes[cursor] == UInt8(ascii: "`") {
            span = dollarBacktickSpan(start)
        }
        if span == nil && run == 1 { span = dollarSpan(start) }
        if span == nil && run == 2 && !arithmatexMath { span = doubleDollarSpan(start) }
        guard let span else {
            // arithmatex reads `$$x$$` as `$`, math, `$`: the first dollar is text.
            position = arithmatexMath && run == 2 ? start + 1 : cursor
            return
        }
        let tex = String(decoding: UnsafeBufferPointer(rebasing: bytes[span.content]), as: UTF8.self)
        mathSpans.append(InlineMathInfo(tex: tex, delimiter: span.delimiter))
        emit(.math, start, span.end, payload: mathSpans.count - 1)
    }

    private func isSpace(_ byte: UInt8) -> Bool {
        byte == ByteClass.space || byte == ByteClass.tab || byte == ByteClass.newline
    }

    /// `$…$` from the `$` at `start`.
    private mutating func dollarSpan(_ start: Int) -> (MathDelimiter, Range<Int>, Int)? {
        if !arithmatexMath && start > 0 && ByteClass.isAlphanumeric(bytes[start - 1]) { return nil }
        guard start + 1 < end, !isSpace(bytes[start + 1]) else { return nil }
        guard let close = closingDollars(from: start + 1, count: 1), !isSpace(bytes[close - 1]) else { return nil }
        if !arithmatexMath, close + 1 < end {
            let after = bytes[close + 1]
            if after == UInt8(ascii: "$") || ByteClass.isAlphanumeric(after) { return nil }
        }
        return (.dollar, start + 1..<close, close + 1)
    }

    /// `$$…$$` (inline display math) from the `$$` at `start`.
    private mutating func doubleDollarSpan(_ start: Int) -> (MathDelimiter, Range<Int>, Int)? {
        guard let close = closingDollars(from: start + 2, count: 2), close > start + 2 else { return nil }
        return (.doubleDollar, start + 2..<close, close + 2)
    }

    /// `` $`…`$ `` from the `$` at `start`: a code span between dollars.
    private mutating func dollarBacktickSpan(_ start: Int) -> (MathDelimiter, Range<Int>, Int)? {
        if start > 0 && ByteClass.isLetter(bytes[start - 1]) { return nil }
        var cursor = start + 1
        while cursor < end && bytes[cursor] == UInt8(ascii: "`") { cursor += 1 }
        let backticks = cursor - start - 1
        guard let close = closingBacktickRun(length: backticks, from: cursor), close + backticks < end,
              bytes[close + backticks] == UInt8(ascii: "$") else { return nil }
        return (.dollarBacktick(backticks), cursor..<close, close + backticks + 1)
    }

    /// The start of the first unescaped run of `$` from `start`, when it is `count` long and
    /// no code span starts before it.
    private mutating func closingDollars(from start: Int, count: Int) -> Int? {
        var cursor = start
        while cursor < end {
            switch bytes[cursor] {
            case UInt8(ascii: "\\"):
                cursor += 2
            case UInt8(ascii: "`"):
                let runStart = cursor
                while cursor < end && bytes[cursor] == UInt8(ascii: "`") { cursor += 1 }
                if closingBacktickRun(length: cursor - runStart, from: cursor) != nil { return nil }
            case UInt8(ascii: "$"):
                // arithmatex closes at the first `$`, whatever follows it.
                if arithmatexMath && count == 1 { return cursor }
                var runEnd = cursor
                while runEnd < end && bytes[runEnd] == UInt8(ascii: "$") { runEnd += 1 }
                return runEnd - cursor == count ? cursor : nil
            default:
                cursor += 1
            }
        }
        return nil
    }
}
