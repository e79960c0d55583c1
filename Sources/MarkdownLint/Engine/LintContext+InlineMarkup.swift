import MarkdownSyntax

// Helpers the emphasis, HTML and spelling rules share (MD033, MD037, MD044, MD049, MD050):
// raw HTML scanning, markdownlint's way of reading HTML blocks, and byte classes
// (JavaScript's `\s` and `\w`, CommonMark's whitespace and punctuation) read straight
// from UTF-8.

/// A piece of an HTML block as markdownlint reads it.
struct HTMLBlockPiece: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        /// A tag, comment, processing instruction, declaration or CDATA section.
        case html
        /// The content of a code span or a line of fenced code.
        case code
        /// Anything else: text between the tags.
        case text
    }

    var kind: Kind
    var range: Range<Int>
}

extension LintContext {
    /// The pieces of an HTML block. markdownlint re-reads every HTML block that is not a
    /// lone comment as Markdown in which HTML blocks and indented code cannot start: the
    /// tags in it are then inline HTML, the text between them is ordinary text, code spans
    /// and fenced code are code. A lone comment is a single `.html` piece. Autolinks,
    /// backslash escapes' backslashes and fence lines belong to no piece.
    func htmlBlockPieces(_ block: HTMLBlock) -> [HTMLBlockPiece] {
        guard let range = block.byteRange, !range.isEmpty else { return [] }
        return bytes.withUnsafeBufferPointer { bytes in
            if InlineMarkupBytes.isLoneComment(bytes, range) { return [HTMLBlockPiece(kind: .html, range: range)] }
            var pieces: [HTMLBlockPiece] = []
            var chunkStart: Int?
            var fence: (marker: UInt8, length: Int)?
            var lineStart = range.lowerBound
            while lineStart < range.upperBound {
                var lineEnd = lineStart
                while lineEnd < range.upperBound && bytes[lineEnd] != 0x0A && bytes[lineEnd] != 0x0D { lineEnd += 1 }
                var next = lineEnd
                if next < range.upperBound && bytes[next] == 0x0D { next += 1 }
                if next < range.upperBound && bytes[next] == 0x0A { next += 1 }
                // Block quote markers and indentation come before the line's content.
                var content = lineStart
                while content < lineEnd, bytes[content] == 0x20 || bytes[content] == 0x09 || bytes[content] == 0x3E {
                    content += 1
                }
                let run = InlineMarkupBytes.fenceRun(bytes, content, lineEnd)
                if let open = fence {
                    if run.marker == open.marker && run.length >= open.length
                        && InlineMarkupBytes.isBlank(bytes, (content + run.length)..<lineEnd) {
                        fence = nil
                    } else if content < lineEnd {
                        pieces.append(HTMLBlockPiece(kind: .code, range: content..<lineEnd))
                    }
                } else if run.length >= 3
                            && (run.marker == UInt8(ascii: "~")
                                || !bytes[(content + run.length)..<lineEnd].contains(UInt8(ascii: "`"))) {
                    if let start = chunkStart { Self.scanHTMLChunk(bytes, start..<lineStart, into: &pieces) }
                    chunkStart = nil
                    fence = (run.marker, run.length)
                } else if content == lineEnd || InlineMarkupBytes.isBlank(bytes, content..<lineEnd) {
                    if let start = chunkStart { Self.scanHTMLChunk(bytes, start..<lineStart, into: &pieces) }
                    chunkStart = nil
                } else if chunkStart == nil {
                    chunkStart = lineStart
                }
                lineStart = next
            }
            if let start = chunkStart { Self.scanHTMLChunk(bytes, start..<range.upperBound, into: &pieces) }
            return pieces
        }
    }

    /// Splits one paragraph of an HTML block into raw HTML, code spans and text.
    private static func scanHTMLChunk(_ bytes: UnsafeBufferPointer<UInt8>, _ chunk: Range<Int>,
                                      into pieces: inout [HTMLBlockPiece]) {
        var end = chunk.upperBound
        while end > chunk.lowerBound && (bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D) { end -= 1 }
        var memo = InlineMarkupBytes.SearchMemo()
        var noClosingRun: [Int: Int] = [:]
        var textStart = chunk.lowerBound
        var index = chunk.lowerBound
        func flush(_ upTo: Int) {
            if textStart < upTo { pieces.append(HTMLBlockPiece(kind: .text, range: textStart..<upTo)) }
        }
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") && index + 1 < end && ByteClass.isASCIIPunctuation(bytes[index + 1]) {
                index += 2
            } else if byte == UInt8(ascii: "`") {
                var runEnd = index
                while runEnd < end && bytes[runEnd] == UInt8(ascii: "`") { runEnd += 1 }
                let length = runEnd - index
                if let limit = noClosingRun[length], runEnd >= limit {
                    index = runEnd
                    continue
                }
                if let close = InlineMarkupBytes.backtickRun(bytes, length: length, from: runEnd, end) {
                    flush(index)
                    pieces.append(HTMLBlockPiece(kind: .code, range: runEnd..<close))
                    index = close + length
                    textStart = index
                } else {
                    noClosingRun[length] = runEnd
                    index = runEnd
                }
            } else if byte == UInt8(ascii: "<") {
                if let close = InlineMarkupBytes.autolinkEnd(bytes, index, end) {
                    flush(index)
                    index = close
                    textStart = close
                } else if let close = InlineMarkupBytes.rawHTMLEnd(bytes, index, end, memo: &memo) {
                    flush(index)
                    pieces.append(HTMLBlockPiece(kind: .html, range: index..<close))
                    index = close
                    textStart = close
                } else {
                    index += 1
                }
            } else {
                index += 1
            }
        }
        flush(end)
    }

    /// Whether the node is inside a node of type `T`.
    func hasAncestor<T: Markup>(_ node: any Markup, _ type: T.Type) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent is T { return true }
            current = parent.parent
        }
        return false
    }
}

/// Byte-level scanners and character classes for inline markup.
enum InlineMarkupBytes {
    typealias Bytes = UnsafeBufferPointer<UInt8>

    // MARK: Character classes

    /// JavaScript's `\w`: ASCII letters, digits and `_`.
    @inline(__always)
    static func isWordByte(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
    }

    static func isBlank(_ bytes: Bytes, _ range: Range<Int>) -> Bool {
        for index in range where !ByteClass.isSpaceOrTab(bytes[index]) { return false }
        return true
    }

    /// How CommonMark's flanking rules see a neighbour of a delimiter run.
    enum Neighbour { case whitespace, punctuation, other }

    /// The class of the character at `index` (nil: the start or end of the line, which
    /// counts as whitespace).
    static func neighbour(_ bytes: Bytes, at index: Int?) -> Neighbour {
        guard let index, index >= 0, index < bytes.count else { return .whitespace }
        let byte = bytes[index]
        if byte < 0x80 {
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D { return .whitespace }
            return ByteClass.isASCIIPunctuation(byte) ? .punctuation : .other
        }
        let scalar = UTF8Scalar.decode(bytes, at: index).0
        switch scalar.properties.generalCategory {
        case .spaceSeparator: return .whitespace
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
             .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return .punctuation
        default: return .other
        }
    }

    /// Whether a run of `*` or `_` can neither open nor close emphasis (CommonMark's
    /// flanking rules), so it stays text whatever markers surround it.
    static func isInertDelimiterRun(_ bytes: Bytes, _ run: Range<Int>) -> Bool {
        let (canOpen, canClose) = delimiterRun(bytes, run, as: bytes[run.lowerBound])
        return !canOpen && !canClose
    }

    /// Whether a run of `marker` characters written at `run` could open and close
    /// emphasis, given the characters around it (CommonMark's flanking rules).
    static func delimiterRun(_ bytes: Bytes, _ run: Range<Int>, as marker: UInt8) -> (canOpen: Bool, canClose: Bool) {
        let before = neighbour(bytes, at: run.lowerBound > 0 ? UTF8Scalar.start(before: run.lowerBound, in: bytes) : nil)
        let after = neighbour(bytes, at: run.upperBound)
        let leftFlanking = after != .whitespace
            && (after != .punctuation || before == .whitespace || before == .punctuation)
        let rightFlanking = before != .whitespace
            && (before != .punctuation || after == .whitespace || after == .punctuation)
        if marker == UInt8(ascii: "*") { return (leftFlanking, rightFlanking) }
        return (leftFlanking && (!rightFlanking || before == .punctuation),
                rightFlanking && (!leftFlanking || after == .punctuation))
    }

    // MARK: Scanners

    /// Calls `body` with each run of `*` or `_` in `range`, in order, skipping
    /// backslash-escaped characters.
    static func forEachEmphasisRun(_ bytes: Bytes, in range: Range<Int>, _ body: (Range<Int>) -> Void) {
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            guard byte == UInt8(ascii: "*") || byte == UInt8(ascii: "_") else {
                index += 1
                continue
            }
            var end = index
            while end < range.upperBound && bytes[end] == byte { end += 1 }
            body(index..<end)
            index = end
        }
    }

    /// The marker and length of a run of backticks or tildes at `index`.
    static func fenceRun(_ bytes: Bytes, _ index: Int, _ end: Int) -> (marker: UInt8, length: Int) {
        guard index < end, bytes[index] == UInt8(ascii: "`") || bytes[index] == UInt8(ascii: "~") else { return (0, 0) }
        var cursor = index
        while cursor < end && bytes[cursor] == bytes[index] { cursor += 1 }
        return (bytes[index], cursor - index)
    }

    /// The start of the next run of exactly `length` backticks at or after `start`.
    static func backtickRun(_ bytes: Bytes, length: Int, from start: Int, _ end: Int) -> Int? {
        var index = start
        while index < end {
            guard bytes[index] == UInt8(ascii: "`") else {
                index += 1
                continue
            }
            var runEnd = index
            while runEnd < end && bytes[runEnd] == UInt8(ascii: "`") { runEnd += 1 }
            if runEnd - index == length { return index }
            index = runEnd
        }
        return nil
    }

    /// Whether an HTML block is a single comment, which markdownlint does not re-read.
    static func isLoneComment(_ bytes: Bytes, _ range: Range<Int>) -> Bool {
        guard range.count >= 7, hasPrefix(bytes, range.lowerBound, range.upperBound, "<!--") else { return false }
        let end = range.upperBound
        guard bytes[end - 3] == UInt8(ascii: "-"), bytes[end - 2] == UInt8(ascii: "-"),
              bytes[end - 1] == UInt8(ascii: ">") else { return false }
        let inner = (range.lowerBound + 4)..<(end - 3)
        if inner.count >= 1 && bytes[inner.lowerBound] == UInt8(ascii: ">") { return false }
        if inner.count >= 2 && bytes[inner.lowerBound] == UInt8(ascii: "-")
            && bytes[inner.lowerBound + 1] == UInt8(ascii: ">") { return false }
        if !inner.isEmpty && bytes[inner.upperBound - 1] == UInt8(ascii: "-") { return false }
        return true
    }

    static func hasPrefix(_ bytes: Bytes, _ index: Int, _ end: Int, _ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard index + count <= end else { return false }
        return prefix.withUTF8Buffer { needle in
            for offset in 0..<count where bytes[index + offset] != needle[offset] { return false }
            return true
        }
    }

    /// Remembers from where on a terminator is known to be missing, so repeated failed
    /// searches stay linear.
    struct SearchMemo {
        enum Key: Int { case comment, cdata, declaration, instruction, double, single }
        var missing: (Int, Int, Int, Int, Int, Int) = (.max, .max, .max, .max, .max, .max)

        subscript(key: Key) -> Int {
            get {
                switch key {
                case .comment: missing.0
                case .cdata: missing.1
                case .declaration: missing.2
                case .instruction: missing.3
                case .double: missing.4
                case .single: missing.5
                }
            }
            set {
                switch key {
                case .comment: missing.0 = newValue
                case .cdata: missing.1 = newValue
                case .declaration: missing.2 = newValue
                case .instruction: missing.3 = newValue
                case .double: missing.4 = newValue
                case .single: missing.5 = newValue
                }
            }
        }
    }

    private static func search(_ bytes: Bytes, from start: Int, _ end: Int, _ needle: StaticString,
                               memo: inout SearchMemo, key: SearchMemo.Key) -> Int? {
        if start >= memo[key] { return nil }
        let count = needle.utf8CodeUnitCount
        var index = start
        let found: Int? = needle.withUTF8Buffer { needle in
            while index + count <= end {
                if bytes[index] == needle[0] {
                    var matches = true
                    for offset in 1..<count where bytes[index + offset] != needle[offset] {
                        matches = false
                        break
                    }
                    if matches { return index + count }
                }
                index += 1
            }
            return nil
        }
        if found == nil { memo[key] = start }
        return found
    }

    /// Just past the raw HTML (CommonMark's open tag, closing tag, comment, processing
    /// instruction, declaration or CDATA section) starting at the `<` at `start`, or nil.
    static func rawHTMLEnd(_ bytes: Bytes, _ start: Int, _ end: Int, memo: inout SearchMemo) -> Int? {
        guard start + 1 < end else { return nil }
        switch bytes[start + 1] {
        case UInt8(ascii: "!"):
            if hasPrefix(bytes, start, end, "<!--") {
                if start + 4 < end && bytes[start + 4] == UInt8(ascii: ">") { return start + 5 }
                if hasPrefix(bytes, start + 4, end, "->") { return start + 6 }
                return search(bytes, from: start + 4, end, "-->", memo: &memo, key: .comment)
            }
            if hasPrefix(bytes, start, end, "<![CDATA[") {
                return search(bytes, from: start + 9, end, "]]>", memo: &memo, key: .cdata)
            }
            guard start + 2 < end, ByteClass.isLetter(bytes[start + 2]) else { return nil }
            return search(bytes, from: start + 3, end, ">", memo: &memo, key: .declaration)
        case UInt8(ascii: "?"):
            return search(bytes, from: start + 2, end, "?>", memo: &memo, key: .instruction)
        case UInt8(ascii: "/"):
            var index = start + 2
            guard index < end, ByteClass.isLetter(bytes[index]) else { return nil }
            while index < end && (ByteClass.isLetter(bytes[index]) || ByteClass.isDigit(bytes[index]) || bytes[index] == UInt8(ascii: "-")) {
                index += 1
            }
            index = skipTagWhitespace(bytes, index, end)
            return index < end && bytes[index] == UInt8(ascii: ">") ? index + 1 : nil
        default:
            return openTagEnd(bytes, start, end, memo: &memo)
        }
    }

    private static func skipTagWhitespace(_ bytes: Bytes, _ start: Int, _ end: Int) -> Int {
        var index = start
        while index < end {
            let byte = bytes[index]
            guard byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C else { break }
            index += 1
        }
        return index
    }

    private static func openTagEnd(_ bytes: Bytes, _ start: Int, _ end: Int, memo: inout SearchMemo) -> Int? {
        var index = start + 1
        guard index < end, ByteClass.isLetter(bytes[index]) else { return nil }
        while index < end && (ByteClass.isLetter(bytes[index]) || ByteClass.isDigit(bytes[index]) || bytes[index] == UInt8(ascii: "-")) {
            index += 1
        }
        while true {
            let afterSpace = skipTagWhitespace(bytes, index, end)
            guard afterSpace < end else { return nil }
            let byte = bytes[afterSpace]
            if byte == UInt8(ascii: ">") { return afterSpace + 1 }
            if byte == UInt8(ascii: "/") {
                return afterSpace + 1 < end && bytes[afterSpace + 1] == UInt8(ascii: ">") ? afterSpace + 2 : nil
            }
            // An attribute needs whitespace before it.
            guard afterSpace > index, ByteClass.isLetter(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") else {
                return nil
            }
            index = afterSpace + 1
            while index < end {
                let next = bytes[index]
                guard ByteClass.isLetter(next) || ByteClass.isDigit(next) || next == UInt8(ascii: "_") || next == UInt8(ascii: ".")
                        || next == UInt8(ascii: ":") || next == UInt8(ascii: "-") else { break }
                index += 1
            }
            let equals = skipTagWhitespace(bytes, index, end)
            guard equals < end, bytes[equals] == UInt8(ascii: "=") else { continue }
            let value = skipTagWhitespace(bytes, equals + 1, end)
            guard value < end else { return nil }
            switch bytes[value] {
            case UInt8(ascii: "\""):
                guard let close = search(bytes, from: value + 1, end, "\"", memo: &memo, key: .double) else { return nil }
                index = close
            case UInt8(ascii: "'"):
                guard let close = search(bytes, from: value + 1, end, "'", memo: &memo, key: .single) else { return nil }
                index = close
            default:
                var cursor = value
                while cursor < end {
                    let next = bytes[cursor]
                    if next <= 0x20 || next == UInt8(ascii: "\"") || next == UInt8(ascii: "'") || next == UInt8(ascii: "=")
                        || next == UInt8(ascii: "<") || next == UInt8(ascii: ">") || next == UInt8(ascii: "`") { break }
                    cursor += 1
                }
                guard cursor > value else { return nil }
                index = cursor
            }
        }
    }

    /// Just past an autolink (`<https://…>`, `<me@example.com>`) starting at `start`, or nil.
    static func autolinkEnd(_ bytes: Bytes, _ start: Int, _ end: Int) -> Int? {
        var index = start + 1
        guard index < end else { return nil }
        // URI: a scheme of 2–32 characters, `:`, then no blanks, controls or angle brackets.
        if ByteClass.isLetter(bytes[index]) {
            var cursor = index + 1
            while cursor < end && cursor - index < 32, ByteClass.isLetter(bytes[cursor]) || ByteClass.isDigit(bytes[cursor])
                    || bytes[cursor] == UInt8(ascii: "+") || bytes[cursor] == UInt8(ascii: ".")
                    || bytes[cursor] == UInt8(ascii: "-") {
                cursor += 1
            }
            if cursor - index >= 2, cursor < end, bytes[cursor] == UInt8(ascii: ":") {
                cursor += 1
                while cursor < end, bytes[cursor] > 0x20, bytes[cursor] != UInt8(ascii: "<"),
                      bytes[cursor] != UInt8(ascii: ">"), bytes[cursor] != 0x7F {
                    cursor += 1
                }
                if cursor < end && bytes[cursor] == UInt8(ascii: ">") { return cursor + 1 }
            }
        }
        // Email: local part, `@`, labels of letters, digits and inner hyphens.
        let localStart = index
        while index < end {
            let byte = bytes[index]
            guard ByteClass.isLetter(byte) || ByteClass.isDigit(byte) || (byte < 0x80 && "!#$%&'*+/=?^_`{|}~.-".utf8.contains(byte)) else {
                break
            }
            index += 1
        }
        guard index > localStart, index < end, bytes[index] == UInt8(ascii: "@") else { return nil }
        index += 1
        var labelLength = 0
        while index < end {
            let byte = bytes[index]
            if ByteClass.isLetter(byte) || ByteClass.isDigit(byte) || byte == UInt8(ascii: "-") {
                labelLength += 1
                guard labelLength <= 63 else { return nil }
            } else if byte == UInt8(ascii: ".") {
                guard labelLength > 0, bytes[index - 1] != UInt8(ascii: "-") else { return nil }
                labelLength = 0
            } else if byte == UInt8(ascii: ">") {
                guard labelLength > 0, bytes[index - 1] != UInt8(ascii: "-") else { return nil }
                return index + 1
            } else {
                return nil
            }
            if labelLength == 1 && byte == UInt8(ascii: "-") { return nil }
            index += 1
        }
        return nil
    }

    /// The element name of raw HTML as markdownlint reads it (`<div …>` → `div`,
    /// `</div>` → `div` closing, `<?php …?>` → `?php`); nil for comments, declarations and
    /// CDATA sections.
    static func elementName(_ bytes: Bytes, _ range: Range<Int>) -> (name: Range<Int>, isClosing: Bool)? {
        guard range.count >= 2, bytes[range.lowerBound] == UInt8(ascii: "<") else { return nil }
        let first = bytes[range.lowerBound + 1]
        guard first != UInt8(ascii: "!"), first != UInt8(ascii: ">") else { return nil }
        var index = range.lowerBound + 2
        while index < range.upperBound {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">") || ByteClass.javaScriptWhitespaceLength(bytes, at: index, end: range.upperBound) > 0 {
                break
            }
            index += 1
        }
        let isClosing = first == UInt8(ascii: "/")
        return ((range.lowerBound + (isClosing ? 2 : 1))..<index, isClosing)
    }
}

/// The marker style MD049 (emphasis) and MD050 (strong) ask for.
enum EmphasisMarkerStyle: String, Sendable {
    case consistent, asterisk, underscore

    static let choices = ["consistent", "asterisk", "underscore"]

    static func name(of marker: UInt8) -> String { marker == UInt8(ascii: "*") ? "asterisk" : "underscore" }
}

extension LintContext {
    /// MD049 and MD050: emphasis (or strong) whose markers differ from the style. Both
    /// markers of such a node are reported, with one fix swapping both. As markdownlint
    /// does, `*` markers next to a letter, digit or `_` are not reported when the style is
    /// `underscore` (an underscore cannot emphasize part of a word).
    ///
    /// The fix is left out when the swap could change the rendering: when a new marker
    /// would touch a marker character of the new kind (runs would merge), when an
    /// underscore could not open or close there, or when the node's text holds a loose
    /// marker of the new kind that could pair with the new markers.
    func emphasisStyleFindings(_ nodes: [(node: any Markup, marker: Character)], markerLength: Int,
                               style: EmphasisMarkerStyle) -> [Finding] {
        var expected: UInt8? = switch style {
        case .consistent: nil
        case .asterisk: UInt8(ascii: "*")
        case .underscore: UInt8(ascii: "_")
        }
        var findings: [Finding] = []
        bytes.withUnsafeBufferPointer { bytes in
            for (node, character) in nodes {
                guard let range = node.byteRange, range.count >= 2 * markerLength + 1,
                      let marker = character.asciiValue else { continue }
                guard let target = expected else {
                    expected = marker
                    continue
                }
                guard marker != target else { continue }
                let opening = range.lowerBound..<(range.lowerBound + markerLength)
                let closing = (range.upperBound - markerLength)..<range.upperBound
                if target == UInt8(ascii: "_") {
                    let before = opening.lowerBound > 0 ? bytes[opening.lowerBound - 1] : 0x20
                    let after = closing.upperBound < bytes.count ? bytes[closing.upperBound] : 0x20
                    if InlineMarkupBytes.isWordByte(before) || InlineMarkupBytes.isWordByte(after) { continue }
                }
                let replacement = String(repeating: Character(Unicode.Scalar(target)), count: markerLength)
                var fix: Fix?
                if Self.markerSwapIsSafe(node, opening, closing, to: target, bytes) {
                    fix = Fix([TextEdit(range: opening, replacement: replacement),
                               TextEdit(range: closing, replacement: replacement)], applicability: .safe)
                }
                let detail = "Expected: \(EmphasisMarkerStyle.name(of: target)); Actual: \(EmphasisMarkerStyle.name(of: marker))"
                findings.append(Finding(range: opening, detail: detail, fix: fix))
                findings.append(Finding(range: closing, detail: detail, fix: fix))
            }
        }
        return findings
    }

    private static func markerSwapIsSafe(_ node: any Markup, _ opening: Range<Int>, _ closing: Range<Int>,
                                         to target: UInt8, _ bytes: InlineMarkupBytes.Bytes) -> Bool {
        func isMarker(_ index: Int) -> Bool {
            index >= 0 && index < bytes.count && (bytes[index] == UInt8(ascii: "*") || bytes[index] == UInt8(ascii: "_"))
        }
        /// Whether a run at `range` of its own characters opens without closing (or
        /// closes without opening), so it cannot pair with anything but its partner.
        func isPure(_ range: Range<Int>, opening: Bool) -> Bool {
            let run = InlineMarkupBytes.delimiterRun(bytes, range, as: bytes[range.lowerBound])
            return opening ? run.canOpen && !run.canClose : run.canClose && !run.canOpen
        }
        /// The whole run of marker characters around `range`.
        func fullRun(_ range: Range<Int>) -> Range<Int> {
            var start = range.lowerBound
            var end = range.upperBound
            while start > 0 && bytes[start - 1] == bytes[range.lowerBound] { start -= 1 }
            while end < bytes.count && bytes[end] == bytes[range.lowerBound] { end += 1 }
            return start..<end
        }
        // Each marker must be a delimiter run of its own: a longer run is only partly used
        // and swapping part of it changes how the rest pairs up. The one exception is
        // strong emphasis exactly filling emphasis (`***a***`, `_**a**_`, `*__a__*`,
        // `___a___`), which stays emphasis around strong emphasis once both runs can only
        // open and close each other.
        var partner: [Int] = []
        var partnerRuns: [(Range<Int>, Bool)] = []
        if opening.count == 2, let parent = node.parent as? Emphasis,
           parent.byteRange == (opening.lowerBound - 1)..<(closing.upperBound + 1) {
            partner = [opening.lowerBound - 1, closing.upperBound]
            partnerRuns = [((opening.lowerBound - 1)..<opening.lowerBound, true),
                           (closing.upperBound..<(closing.upperBound + 1), false)]
            if isMarker(opening.lowerBound - 2) || isMarker(closing.upperBound + 1) { return false }
        } else if opening.count == 1, node.childCount == 1, let child = node.child(at: 0) as? Strong,
                  child.byteRange == opening.upperBound..<closing.lowerBound {
            partner = [opening.upperBound, closing.lowerBound - 1]
            partnerRuns = [(opening.upperBound..<(opening.upperBound + 2), true),
                           ((closing.lowerBound - 2)..<closing.lowerBound, false)]
            if isMarker(opening.upperBound + 2) || isMarker(closing.lowerBound - 3) { return false }
        }
        for index in [opening.lowerBound - 1, opening.upperBound, closing.lowerBound - 1, closing.upperBound]
        where isMarker(index) && !partner.contains(index) {
            return false
        }
        for (run, isOpening) in partnerRuns where !isPure(run, opening: isOpening) { return false }
        // The new markers must open and close here, and the opening one must not be able
        // to close a marker of its kind before it (nor the closing one to open with one
        // after it) in the same paragraph, heading or cell.
        let newOpening = InlineMarkupBytes.delimiterRun(bytes, opening, as: target)
        let newClosing = InlineMarkupBytes.delimiterRun(bytes, closing, as: target)
        if !newOpening.canOpen || !newClosing.canClose { return false }
        if newOpening.canClose || newClosing.canOpen {
            var block: (any Markup)? = node.parent
            while let current = block, current is Emphasis || current is Strong || current is Strikethrough
                    || current is Link || current is Image {
                block = current.parent
            }
            guard let range = block?.byteRange else { return false }
            if newOpening.canClose && bytes[range.lowerBound..<opening.lowerBound].contains(target) { return false }
            if newClosing.canOpen && bytes[closing.upperBound..<range.upperBound].contains(target) { return false }
        }
        // Markers inside could pair with the new markers, or with markers outside once the
        // old ones are gone: loose ones must be unable to open or close, nested emphasis
        // must open and close only itself.
        var pending: [any Markup] = Array(node.children)
        while let child = pending.popLast() {
            if let link = child as? Link, link.form == .autolink || link.form == .extendedAutolink { continue }
            if child is InlineCode || child is InlineHTML { continue }
            if child is Emphasis || child is Strong, let range = child.byteRange, !range.isEmpty {
                let length = child is Strong ? 2 : 1
                let isPartner = partnerRuns.first?.0.lowerBound == range.lowerBound
                if !isPartner {
                    guard range.count > 2 * length,
                          isPure(fullRun(range.lowerBound..<(range.lowerBound + length)), opening: true),
                          isPure(fullRun((range.upperBound - length)..<range.upperBound), opening: false) else {
                        return false
                    }
                }
            }
            guard child is Text else {
                pending.append(contentsOf: child.children)
                continue
            }
            guard let range = child.byteRange else { continue }
            var hasLiveRun = false
            InlineMarkupBytes.forEachEmphasisRun(bytes, in: range) { run in
                if !InlineMarkupBytes.isInertDelimiterRun(bytes, run) { hasLiveRun = true }
            }
            if hasLiveRun { return false }
        }
        return true
    }
}
