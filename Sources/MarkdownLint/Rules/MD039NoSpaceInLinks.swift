import MarkdownSyntax

/// MD039: link text should not start or end with whitespace (`[ text ](url)`).
struct MD039NoSpaceInLinks: Rule {
    static let descriptor = RuleDescriptor(
        id: "MD039", aliases: ["no-space-in-links"], tags: ["whitespace", "links"],
        summary: "Spaces inside link text", isFixable: true)

    init(options: RuleOptions) throws(ConfigError) {}

    func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        let bytes = context.bytes
        for link in context.nodes.links {
            guard let text = LinkSource.textRange(of: link, in: context), !text.isEmpty,
                  Self.mayBeWhitespace(bytes[text.lowerBound]) || Self.mayBeWhitespace(bytes[text.upperBound - 1])
            else { continue }
            let leading = Self.whitespaceLength(bytes, from: text.lowerBound, to: text.upperBound, forward: true)
            let trailing = Self.whitespaceLength(bytes, from: text.lowerBound, to: text.upperBound, forward: false)
            guard leading.any > 0 || trailing.any > 0 else { continue }
            let label = Self.collapsingWhitespace("[" + context.text(text) + "]")
            if leading.any > 0 {
                let run = text.lowerBound..<(text.lowerBound + leading.sameLine)
                findings.append(Self.finding(for: run, in: context, at: text.lowerBound + leading.any,
                                             context: MarkdownlintText.ellipsized(label, keepStart: true)))
            }
            if trailing.any > 0 {
                let run = (text.upperBound - trailing.sameLine)..<text.upperBound
                findings.append(Self.finding(for: run, in: context, at: text.upperBound - trailing.any,
                                             context: MarkdownlintText.ellipsized(label, keepEnd: true)))
            }
        }
        return findings
    }

    /// A finding for the blank run `run` (deleted by the fix); when the blanks are a line
    /// break (`run` empty) it marks the line of `fallback` and has no fix.
    private static func finding(for run: Range<Int>, in context: LintContext, at fallback: Int,
                                context text: String) -> Finding {
        guard !run.isEmpty else { return Finding(range: fallback..<fallback, context: text) }
        // Removing the blanks changes the link's rendered text (and can join words), so
        // the fix is offered as unsafe.
        return Finding(range: run, context: text, fix: Fix(.delete(run), applicability: .unsafe))
    }

    /// Lengths in bytes of the whitespace at one end of `start..<end`: all of it (`any`)
    /// and the part next to the text without crossing a line ending (`sameLine`).
    private static func whitespaceLength(_ bytes: [UInt8], from start: Int, to end: Int, forward: Bool)
        -> (any: Int, sameLine: Int) {
        bytes.withUnsafeBufferPointer { bytes in
            var total = 0
            var sameLine = 0
            var crossedLine = false
            var index = forward ? start : end
            while forward ? index < end : index > start {
                let width = forward ? ByteClass.javaScriptWhitespaceLength(bytes, at: index, end: end)
                                    : ByteClass.javaScriptWhitespaceLength(bytes, endingAt: index, start: start)
                guard width > 0 else { break }
                let byte = bytes[forward ? index : index - 1]
                if ByteClass.isLineEnding(byte) { crossedLine = true }
                total += width
                if !crossedLine { sameLine += width }
                index += forward ? width : -width
            }
            return (total, sameLine)
        }
    }

    /// Whether a byte can be (part of) a whitespace character: ASCII whitespace, or a
    /// byte of a multi-byte UTF-8 sequence (checked properly afterwards).
    private static func mayBeWhitespace(_ byte: UInt8) -> Bool {
        byte >= 0x80 || ByteClass.isASCIIWhitespace(byte)
    }

    /// Every run of whitespace as one space, as markdownlint shows link labels.
    private static func collapsingWhitespace(_ text: String) -> String {
        var result = ""
        var inSpace = false
        for scalar in text.unicodeScalars {
            if scalar.properties.isWhitespace || scalar.value == 0xFEFF {
                if !inSpace { result.append(" ") }
                inSpace = true
            } else {
                result.unicodeScalars.append(scalar)
                inSpace = false
            }
        }
        return result
    }
}
