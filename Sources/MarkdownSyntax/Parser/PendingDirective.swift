/// A block directive while the block phase reads it: how far its opening, arguments and body
/// have got, as swift-markdown's line-by-line directive pass tracks them.
final class PendingDirective {
    /// What the directive expects next.
    enum State {
        /// More argument text, up to a `)`.
        case argumentsText
        /// A `{` (on this line or the next), or nothing: a directive without a body.
        case contentsStart
        /// Body lines, up to a `}`.
        case contents
        /// Nothing more: closed, or a body written on the opening line.
        case done
    }

    /// Progress through the syntax, a value so that a line can be tried on a copy: DocC keeps
    /// what a line it does not accept changed only for deciding what happens next.
    struct Progress {
        var state = State.contentsStart
        /// Where the last byte accepted ends (the directive's range, until its body closes).
        var end: Int
        /// Byte ranges of the argument text, one per line.
        var segments: [Range<Int>] = []
        /// The end of the opening as written (arguments, `{` and ignored text after them).
        var openingEnd: Int
        var hasBody = false
        var closing: Range<Int>?
        /// A body written on the opening line (`@Row { text }`): its text, a Markdown line of its own.
        var singleLineContent: Range<Int>?

        typealias Bytes = UnsafeBufferPointer<UInt8>

        init(end: Int) {
            self.end = end
            self.openingEnd = end
        }

        /// Reads the opening line after the name: `(`, arguments, `)`, `{`.
        mutating func begin(_ bytes: Bytes, from cursor: Int, lineEnd: Int) {
            let next = DirectiveScanner.skipWhitespace(bytes, cursor, lineEnd)
            if next < lineEnd && bytes[next] == UInt8(ascii: "(") {
                state = .argumentsText
                _ = argumentText(bytes, from: next + 1, lineEnd: lineEnd)
            } else {
                state = .contentsStart
                _ = contentsStart(bytes, from: cursor, lineEnd: lineEnd)
            }
            updateOpeningEnd(bytes, lineEnd: lineEnd)
        }

        /// Reads a line after the opening line; whether the directive takes it.
        mutating func accept(_ bytes: Bytes, lineStart: Int, lineEnd: Int) -> Bool {
            let accepted: Bool
            switch state {
            case .argumentsText: accepted = argumentText(bytes, from: lineStart, lineEnd: lineEnd)
            case .contentsStart: accepted = contentsStart(bytes, from: lineStart, lineEnd: lineEnd)
            case .contents: return contentsEnd(bytes, from: lineStart, lineEnd: lineEnd)
            case .done: return false
            }
            if accepted {
                // A body on this later line is not read (swift-markdown reads one only on the
                // opening line): the whole line is part of the opening.
                singleLineContent = nil
                updateOpeningEnd(bytes, lineEnd: lineEnd)
            }
            return accepted
        }

        /// The opening takes in the line it read, up to the `{` of a body that follows on it.
        private mutating func updateOpeningEnd(_ bytes: Bytes, lineEnd: Int) {
            if let content = singleLineContent {
                openingEnd = content.lowerBound
                while openingEnd > 0 && ByteClass.isSpaceOrTab(bytes[openingEnd - 1]) { openingEnd -= 1 }
            } else {
                openingEnd = Self.trimmedEnd(bytes, lineEnd, floor: openingEnd)
            }
        }

        private mutating func argumentText(_ bytes: Bytes, from start: Int, lineEnd: Int) -> Bool {
            let textEnd = DirectiveScanner.argumentTextEnd(bytes, start, lineEnd)
            var accepted = false
            if textEnd > start {
                segments.append(start..<textEnd)
                accepted = true
            }
            end = textEnd
            if textEnd < lineEnd {  // at the `)`
                state = .contentsStart
                end = textEnd + 1
                _ = contentsStart(bytes, from: textEnd + 1, lineEnd: lineEnd)
                accepted = true
            }
            return accepted
        }

        private mutating func contentsStart(_ bytes: Bytes, from start: Int, lineEnd: Int) -> Bool {
            let next = DirectiveScanner.skipWhitespace(bytes, start, lineEnd)
            guard next < lineEnd && bytes[next] == UInt8(ascii: "{") else { return false }
            state = .contents
            hasBody = true
            end = next + 1
            _ = contentsEnd(bytes, from: next + 1, lineEnd: lineEnd)
            return true
        }

        /// A `}` ends the body. Text that ends in `}` is a body on one line, swift-markdown's
        /// way: the text up to as many bytes before the line's end as there are spaces before
        /// that `}`, plus one (so spaces after the `}` shift it).
        private mutating func contentsEnd(_ bytes: Bytes, from start: Int, lineEnd: Int) -> Bool {
            let next = DirectiveScanner.skipWhitespace(bytes, start, lineEnd)
            guard next < lineEnd else { return false }
            let trimmed = Self.trimmedEnd(bytes, lineEnd, floor: next)
            if bytes[next] == UInt8(ascii: "}") {
                state = .done
                end = next + 1
                closing = next..<trimmed
                return true
            }
            guard bytes[trimmed - 1] == UInt8(ascii: "}") else { return false }
            var spacesBefore = 0
            while trimmed - 2 - spacesBefore >= next && ByteClass.isSpaceOrTab(bytes[trimmed - 2 - spacesBefore]) {
                spacesBefore += 1
            }
            let contentEnd = lineEnd - spacesBefore - 1
            singleLineContent = next..<max(next, contentEnd)
            state = .done
            end = trimmed
            closing = trimmed - 1..<trimmed
            return false
        }

        private static func trimmedEnd(_ bytes: Bytes, _ end: Int, floor: Int) -> Int {
            var cursor = end
            while cursor > floor && ByteClass.isSpaceOrTab(bytes[cursor - 1]) { cursor -= 1 }
            return cursor
        }
    }

    let name: Range<Int>
    /// Columns of indentation before the `@`.
    let atIndentation: Int
    /// Columns of indentation of the first non-blank line after the opening line: the body's
    /// baseline. Body lines lose up to this many spaces or tabs before they are read as
    /// Markdown, so a body indented four spaces is not code.
    var innerIndentation: Int?
    var progress: Progress

    init(name: Range<Int>, atIndentation: Int, progress: Progress) {
        self.name = name
        self.atIndentation = atIndentation
        self.progress = progress
    }

    /// How many spaces or tabs body lines lose.
    var indentation: Int { innerIndentation ?? atIndentation }
}
