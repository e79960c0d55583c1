import MarkdownSyntax

/// MD014: in a code block where every non-empty line starts with a `$ ` prompt (nothing
/// shows the commands' output), the prompts are noise. Each prompt is reported; the fix
/// deletes the dollar sign and the whitespace after it. That changes the code as rendered,
/// so the fix is unsafe.
struct MD014CommandsShowOutput: Rule {
    static let descriptor = RuleDescriptor(
        id: "MD014", aliases: ["commands-show-output"], tags: ["code"],
        summary: "Dollar signs used before commands without showing output", isFixable: true)

    init(options: RuleOptions) throws(ConfigError) {}

    func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for code in context.nodes.codeBlocks {
            guard let span = CodeBlockLines.codeLines(of: code, in: context) else { continue }
            var text = code.code
            guard let prompts = text.withUTF8({ Self.prompts(in: $0, lineCount: span.count) }) else { continue }
            for prompt in prompts {
                // The code line ends the source line byte for byte from the `$` on (only the
                // indentation before it can differ, where tabs were expanded).
                let line = context.lines[span.lowerBound + prompt.line - 1]
                let start = line.range.upperBound - (prompt.lineLength - prompt.dollar)
                guard start >= line.range.lowerBound, context.bytes[start] == UInt8(ascii: "$") else { continue }
                let range = start..<(start + prompt.length)
                let lineText = String(decoding: text.utf8.dropFirst(prompt.lineStart).prefix(prompt.lineLength),
                                      as: UTF8.self)
                findings.append(Finding(range: range, context: MarkdownlintText.ellipsized(lineText),
                                        fix: Fix(.delete(range), applicability: .unsafe)))
            }
        }
        return findings
    }

    struct Prompt {
        /// 0-based line within the code.
        var line: Int
        var lineStart: Int
        var lineLength: Int
        /// Offset of the `$` within the line.
        var dollar: Int
        /// Bytes of the `$` and the whitespace after it.
        var length: Int
    }

    /// The prompts of a code block's lines, or nil unless every non-empty line has one
    /// (optional whitespace, `$`, at least one whitespace character). Nil as well when the
    /// code does not have `lineCount` lines.
    static func prompts(in bytes: UnsafeBufferPointer<UInt8>, lineCount: Int) -> [Prompt]? {
        var prompts: [Prompt] = []
        var lineNumber = 0
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count && bytes[end] != 0x0A { end += 1 }
            defer {
                start = end + 1
                lineNumber += 1
            }
            guard end > start else { continue }
            var index = start
            while index < end {
                let length = ByteClass.javaScriptWhitespaceLength(bytes, at: index, end: end)
                if length == 0 { break }
                index += length
            }
            guard index < end, bytes[index] == UInt8(ascii: "$") else { return nil }
            var after = index + 1
            while after < end {
                let length = ByteClass.javaScriptWhitespaceLength(bytes, at: after, end: end)
                if length == 0 { break }
                after += length
            }
            guard after > index + 1 else { return nil }
            prompts.append(Prompt(line: lineNumber, lineStart: start, lineLength: end - start,
                                  dollar: index - start, length: after - index))
        }
        guard lineNumber == lineCount else { return nil }
        return prompts
    }
}
