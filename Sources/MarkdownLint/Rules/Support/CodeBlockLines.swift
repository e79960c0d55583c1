import MarkdownSyntax

/// Where a code block's fences, info string and code lines are in the source (MD014,
/// MD031, MD040, MD046, MD048).
enum CodeBlockLines {
    /// The bytes of a fenced code block's opening fence line from the fence to the line end
    /// (markdownlint's fence text), and the fence run itself.
    static func openingFence(of code: CodeBlock, in context: LintContext) -> (run: Range<Int>, text: Range<Int>)? {
        guard let fence = code.fence, let range = code.byteRange else { return nil }
        let lineEnd = context.line(at: range.lowerBound).range.upperBound
        let runEnd = min(range.lowerBound + fence.length, lineEnd)
        return (range.lowerBound..<runEnd, range.lowerBound..<lineEnd)
    }

    /// The raw info word and whether more text (markdownlint's "meta") follows it, read
    /// from the source (escapes and entities as written).
    static func info(of code: CodeBlock, in context: LintContext) -> (word: Range<Int>, hasMeta: Bool)? {
        guard let fence = openingFence(of: code, in: context) else { return nil }
        return context.bytes.withUnsafeBufferPointer { buffer in
            let end = fence.text.upperBound
            var index = fence.run.upperBound
            while index < end, buffer[index] == 0x20 || buffer[index] == 0x09 { index += 1 }
            let start = index
            while index < end, buffer[index] != 0x20 && buffer[index] != 0x09 { index += 1 }
            let word = start..<index
            while index < end, buffer[index] == 0x20 || buffer[index] == 0x09 { index += 1 }
            return (word, index < end)
        }
    }

    /// The fence run on a closed block's closing line.
    static func closingFenceRun(of code: CodeBlock, in context: LintContext) -> Range<Int>? {
        guard let fence = code.fence, fence.isClosed, let range = code.byteRange else { return nil }
        let span = context.lineNumbers(of: range)
        guard span.count > 1 else { return nil }
        let line = context.lines[span.upperBound - 1].range
        let character = fence.character == "~" ? UInt8(ascii: "~") : UInt8(ascii: "`")
        return context.bytes.withUnsafeBufferPointer { buffer in
            guard let start = (line.lowerBound..<line.upperBound).first(where: { buffer[$0] == character }) else {
                return nil
            }
            var end = start
            while end < line.upperBound && buffer[end] == character { end += 1 }
            return start..<end
        }
    }

    /// The 1-based lines holding a code block's code (between the fences of a fenced block).
    static func codeLines(of code: CodeBlock, in context: LintContext) -> ClosedRange<Int>? {
        guard let range = code.byteRange else { return nil }
        let span = context.lineNumbers(of: range)
        guard let fence = code.fence else { return span }
        let first = span.lowerBound + 1
        let last = fence.isClosed ? span.upperBound - 1 : span.upperBound
        return first <= last ? first...last : nil
    }
}
