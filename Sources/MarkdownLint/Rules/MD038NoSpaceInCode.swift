import MarkdownSyntax

/// MD038: no whitespace just inside a code span's backticks (`` ` code ` ``).
///
/// CommonMark strips one space from each end of a code span when both ends have one (and
/// the span is not all spaces), so `` `` `tick` `` `` is fine; a single space between the
/// backticks and a backtick inside the code is fine too, since it keeps them apart. What
/// is left is checked: its first line must not start with whitespace and its last line must
/// not end with whitespace. A span on one line is reported whole; a span over several lines
/// is reported at its opening (leading whitespace on the first line) or else at its end.
///
/// The fix removes the whitespace (keeping one space next to a backtick in the code). It
/// changes the code as rendered, so it is unsafe. A span of only whitespace is reported
/// without a fix: emptying it would turn its backticks into text.
struct MD038NoSpaceInCode: Rule {
    static let descriptor = RuleDescriptor(
        id: "MD038", aliases: ["no-space-in-code"], tags: ["whitespace", "code"],
        summary: "Spaces inside code span elements", isFixable: true)

    init(options: RuleOptions) throws(ConfigError) {}

    func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for code in context.nodes.inlineCodes {
            if let finding = check(code, context) { findings.append(finding) }
        }
        return findings
    }

    private static let backtick = UInt8(ascii: "`")

    private func check(_ code: InlineCode, _ context: LintContext) -> Finding? {
        guard let range = code.byteRange, code.backtickCount > 0,
              range.count >= 2 * code.backtickCount else { return nil }
        let open = range.lowerBound..<(range.lowerBound + code.backtickCount)
        let close = (range.upperBound - code.backtickCount)..<range.upperBound
        guard open.upperBound < close.lowerBound else { return nil }
        let bytes = context.bytes
        // Most spans start and end with an ASCII character that is not whitespace: then
        // neither end can have whitespace left after the padding, and nothing is split.
        if Self.isASCIIOtherThanWhitespace(bytes[open.upperBound])
            && Self.isASCIIOtherThanWhitespace(bytes[close.lowerBound - 1]) {
            return nil
        }
        let chunks = Self.chunks(open.upperBound..<close.lowerBound, of: code, context)
        return bytes.withUnsafeBufferPointer { buffer -> Finding? in
            var pieces = chunks.pieces
            // The padding CommonMark strips: a space or line ending at each end, when the
            // content is not all spaces and line endings.
            if chunks.startsWithBlank && chunks.endsWithBlank && chunks.hasData {
                if chunks.startsWithSpace { pieces[0] = (pieces[0].lowerBound + 1)..<pieces[0].upperBound }
                if chunks.endsWithSpace {
                    let last = pieces.count - 1
                    pieces[last] = pieces[last].lowerBound..<max(pieces[last].lowerBound, pieces[last].upperBound - 1)
                }
            }
            let data = pieces.filter { !$0.isEmpty }
            guard let first = data.first, let last = data.last else { return nil }
            let leadingLength = ByteClass.javaScriptWhitespaceLength(buffer, at: first.lowerBound, end: first.upperBound)
            let spaceLeft = leadingLength > 0
                && (first.lowerBound + leadingLength == first.upperBound
                    || buffer[first.lowerBound + leadingLength] != Self.backtick)
            let trailingLength = ByteClass.javaScriptWhitespaceLength(buffer, endingAt: last.upperBound, start: last.lowerBound)
            let spaceRight = trailingLength > 0 && last.upperBound - trailingLength > last.lowerBound
                && buffer[last.upperBound - trailingLength - 1] != Self.backtick
            guard spaceLeft || spaceRight else { return nil }

            let openLine = context.lineNumber(at: open.lowerBound)
            let closeLine = context.lineNumber(at: close.lowerBound)
            let reported: Range<Int>
            let fix: Fix?
            if openLine == closeLine {
                reported = open.lowerBound..<close.upperBound
                fix = Self.trimmingFix(open.upperBound..<close.lowerBound, leading: true, trailing: true, buffer)
            } else if spaceLeft && context.lineNumber(at: first.lowerBound) == openLine {
                reported = open.lowerBound..<first.upperBound
                fix = Self.trimmingFix(open.upperBound..<first.upperBound, leading: true, trailing: false, buffer)
            } else if spaceRight && !ByteClass.isJavaScriptWhitespaceOnly(buffer, last) {
                let lineStart = context.lines[closeLine - 1].range.lowerBound
                reported = max(last.lowerBound, lineStart)..<close.upperBound
                fix = Self.trimmingFix(last.lowerBound..<close.lowerBound, leading: false, trailing: true, buffer)
            } else {
                return nil
            }
            let text = context.text(reported)
            return Finding(range: reported,
                           context: MarkdownlintText.ellipsized(text, keepStart: spaceLeft, keepEnd: spaceRight),
                           fix: fix)
        }
    }

    /// Whether `byte` is a whole ASCII character that JavaScript's `trim()` keeps.
    private static func isASCIIOtherThanWhitespace(_ byte: UInt8) -> Bool {
        byte < 0x80 && !ByteClass.isASCIIWhitespace(byte)
    }

    /// The content split at line endings, each piece starting after the container prefix of
    /// its line, and the facts the padding rule needs.
    private struct Chunks {
        var pieces: [Range<Int>] = []
        var startsWithBlank = false
        var startsWithSpace = false
        var endsWithBlank = false
        var endsWithSpace = false
        /// Some byte other than a space or a line ending.
        var hasData = false
    }

    private static func chunks(_ content: Range<Int>, of code: InlineCode, _ context: LintContext) -> Chunks {
        var result = Chunks()
        let bytes = context.bytes
        var containers: [any Markup]?
        var containersLoaded = false
        var start = content.lowerBound
        var index = content.lowerBound
        while index < content.upperBound {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                result.pieces.append(start..<index)
                index += byte == 0x0D && index + 1 < content.upperBound && bytes[index + 1] == 0x0A ? 2 : 1
                // The next line's container prefix is not part of the code.
                if !containersLoaded {
                    containers = ContainerPrefix.containers(of: code)
                    containersLoaded = true
                }
                start = index
                if let found = containers, index < content.upperBound,
                   let cursor = ContainerPrefix.end(line: context.lineNumber(at: index), containers: found, in: context) {
                    start = min(max(index, ContainerPrefix.byteAfter(cursor)), content.upperBound)
                }
                index = start
                continue
            }
            if byte != 0x20 { result.hasData = true }
            index += 1
        }
        result.pieces.append(start..<content.upperBound)
        let firstByte = bytes[content.lowerBound]
        result.startsWithSpace = firstByte == 0x20
        result.startsWithBlank = firstByte == 0x20 || firstByte == 0x0A || firstByte == 0x0D
        let lastByte = bytes[content.upperBound - 1]
        result.endsWithSpace = lastByte == 0x20
        result.endsWithBlank = lastByte == 0x20 || lastByte == 0x0A || lastByte == 0x0D
        return result
    }

    /// Replaces `range` with itself minus its leading and/or trailing whitespace, keeping
    /// one space between a backtick in the code and the span's own backticks. Nil when
    /// nothing but whitespace would be left on a one-line span's content.
    private static func trimmingFix(_ range: Range<Int>, leading: Bool, trailing: Bool,
                                    _ buffer: UnsafeBufferPointer<UInt8>) -> Fix? {
        var start = range.lowerBound
        var end = range.upperBound
        if leading {
            while start < end {
                let length = ByteClass.javaScriptWhitespaceLength(buffer, at: start, end: end)
                if length == 0 { break }
                start += length
            }
        }
        if trailing {
            while end > start {
                let length = ByteClass.javaScriptWhitespaceLength(buffer, endingAt: end, start: start)
                if length == 0 { break }
                end -= length
            }
        }
        if start == end && leading && trailing { return nil }
        var edits: [TextEdit] = []
        if leading && start > range.lowerBound {
            let keep = start < end && buffer[start] == backtick ? " " : ""
            edits.append(TextEdit(range: range.lowerBound..<start, replacement: keep))
        }
        if trailing && end < range.upperBound {
            let keep = start < end && buffer[end - 1] == backtick ? " " : ""
            edits.append(TextEdit(range: end..<range.upperBound, replacement: keep))
        }
        guard !edits.isEmpty else { return nil }
        return Fix(edits, applicability: .unsafe)
    }
}
