import MarkdownSyntax

/// Smart punctuation as cmark applies it (swift-markdown's default), for the
/// `.smartPunctuation` option: straight quotes become curly ones, `--` and `---` en and em
/// dashes, `...` an ellipsis.
///
/// It runs on the text children of one inline container once the tree is built, so a quote
/// pairs only with one in the same container, as cmark's delimiter stack pairs them (its
/// emphasis and link processing drops the delimiters inside each span). Characters written
/// as backslash escapes or entities are literal and stay as they are.
struct SmartPunctuation {
    let file: SourceFile

    func apply(to inlines: [RawMarkup]) -> [RawMarkup] {
        var texts: [Int: [Scalar]] = [:]
        for (index, inline) in inlines.enumerated() {
            guard case .text(let string) = inline.data else { continue }
            texts[index] = replacingDashesAndEllipses(in: scalars(of: string, source: inline.origin?.node.range))
        }
        guard !texts.isEmpty else { return inlines }
        pairQuotes(in: &texts, of: inlines)
        return inlines.enumerated().map { index, inline in
            guard let text = texts[index] else { return inline }
            var string = ""
            string.unicodeScalars.append(contentsOf: text.map(\.value))
            return RawMarkup(.text(string), parsedRange: inline.parsedRange, [])
        }
    }

    /// A character of a text and whether the source wrote it literally (an escape or entity).
    private struct Scalar {
        var value: Unicode.Scalar
        let isLiteral: Bool
    }

    /// The text's characters, each marked literal where the source spells it as `\x` or an
    /// entity; without a source range every character counts as written plainly.
    private func scalars(of text: String, source: Range<Int>?) -> [Scalar] {
        let plain = text.unicodeScalars.map { Scalar(value: $0, isLiteral: false) }
        guard let source, source.upperBound <= file.bytes.count else { return plain }
        var result: [Scalar] = []
        result.reserveCapacity(plain.count)
        var offset = source.lowerBound
        file.bytes.withUnsafeBufferPointer { bytes in
            for scalar in text.unicodeScalars {
                guard offset < source.upperBound else { result.append(Scalar(value: scalar, isLiteral: false)); continue }
                let byte = bytes[offset]
                if byte == UInt8(ascii: "\\"), offset + 1 < source.upperBound, ByteClass.isASCIIPunctuation(bytes[offset + 1]),
                   scalar.value == UInt32(bytes[offset + 1]) {
                    result.append(Scalar(value: scalar, isLiteral: true))
                    offset += 2
                } else if byte == UInt8(ascii: "&"), scalar != "&",
                          let end = (offset..<min(source.upperBound, offset + 40)).first(where: { bytes[$0] == UInt8(ascii: ";") }) {
                    result.append(Scalar(value: scalar, isLiteral: true))
                    offset = end + 1
                } else {
                    result.append(Scalar(value: scalar, isLiteral: false))
                    offset += UTF8Scalar.decode(bytes, at: offset).1
                }
            }
        }
        return result
    }

    /// `--` and `---` runs as cmark splits them (all em dashes when the run's length is a
    /// multiple of 3, else all en dashes when it is even, else em dashes then one or two en
    /// dashes), and `...` as an ellipsis.
    private func replacingDashesAndEllipses(in text: [Scalar]) -> [Scalar] {
        var result: [Scalar] = []
        result.reserveCapacity(text.count)
        var index = 0
        while index < text.count {
            let scalar = text[index]
            if scalar.isLiteral { result.append(scalar); index += 1; continue }
            if scalar.value == "-" {
                var end = index
                while end < text.count, text[end].value == "-", !text[end].isLiteral { end += 1 }
                let count = end - index
                if count == 1 {
                    result.append(scalar)
                } else {
                    let (em, en) = count % 3 == 0 ? (count / 3, 0)
                        : count % 2 == 0 ? (0, count / 2)
                        : count % 3 == 2 ? ((count - 2) / 3, 1)
                        : ((count - 4) / 3, 2)
                    result += Array(repeating: Scalar(value: "\u{2014}", isLiteral: false), count: em)
                    result += Array(repeating: Scalar(value: "\u{2013}", isLiteral: false), count: en)
                }
                index = end
            } else if scalar.value == ".", index + 2 < text.count,
                      text[index + 1].value == ".", !text[index + 1].isLiteral,
                      text[index + 2].value == ".", !text[index + 2].isLiteral {
                result.append(Scalar(value: "\u{2026}", isLiteral: false))
                index += 3
            } else {
                result.append(scalar)
                index += 1
            }
        }
        return result
    }

    /// Pairs `'` and `"` by cmark's rules for quote delimiters: one that is right-flanking
    /// closes the nearest opener of its kind, one that is only left-flanking (and not after
    /// `]` or `)`) opens; unpaired, `'` is an apostrophe and `"` faces the way it can go.
    private func pairQuotes(in texts: inout [Int: [Scalar]], of inlines: [RawMarkup]) {
        var openers: [(child: Int, index: Int, quote: Unicode.Scalar)] = []
        for child in inlines.indices {
            guard let text = texts[child] else { continue }
            for index in text.indices where !text[index].isLiteral && (text[index].value == "'" || text[index].value == "\"") {
                let quote = text[index].value
                let before = neighbour(of: child, at: index - 1, in: texts, inlines)
                let after = neighbour(of: child, at: index + 1, in: texts, inlines)
                let leftFlanking = !UnicodeClass.isWhitespace(after)
                    && (!UnicodeClass.isPunctuation(after) || UnicodeClass.isWhitespace(before) || UnicodeClass.isPunctuation(before))
                let rightFlanking = !UnicodeClass.isWhitespace(before)
                    && (!UnicodeClass.isPunctuation(before) || UnicodeClass.isWhitespace(after) || UnicodeClass.isPunctuation(after))
                let canOpen = leftFlanking && !rightFlanking && before != "]" && before != ")"
                let canClose = rightFlanking
                let single = quote == "'"
                texts[child]![index].value = single || canClose ? (single ? "\u{2019}" : "\u{201D}") : "\u{201C}"
                if canClose, let match = openers.lastIndex(where: { $0.quote == quote }) {
                    let opener = openers.remove(at: match)
                    texts[opener.child]![opener.index].value = single ? "\u{2018}" : "\u{201C}"
                    continue
                }
                if canOpen { openers.append((child, index, quote)) }
            }
        }
    }

    /// The character next to a quote: in its own text, in a neighbouring text, or else the
    /// source byte beside the text (what cmark sees); a line's edge counts as a line feed.
    private func neighbour(of child: Int, at index: Int, in texts: [Int: [Scalar]], _ inlines: [RawMarkup]) -> Unicode.Scalar {
        if let text = texts[child], text.indices.contains(index) { return text[index].value }
        let range = inlines[child].origin?.node.range
        return file.bytes.withUnsafeBufferPointer { bytes in
            if index < 0 {
                guard let start = range?.lowerBound, start > 0 else { return "\n" }
                return UTF8Scalar.decode(bytes, endingBefore: start)
            }
            guard let end = range?.upperBound, end < bytes.count else { return "\n" }
            return UTF8Scalar.decode(bytes, at: end).0
        }
    }
}
