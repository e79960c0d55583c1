import MarkdownSyntax

/// MD011: reversed link syntax, `(text)[destination]` where `[text](destination)` was meant.
struct MD011NoReversedLinks: Rule {
    static let descriptor = RuleDescriptor(
        id: "MD011", aliases: ["no-reversed-links"], tags: ["links"],
        summary: "Reversed link syntax", isFixable: true)

    init(options: RuleOptions) throws(ConfigError) {}

    func check(_ context: LintContext) -> [Finding] {
        // Cheap exit: the pattern needs `)[` (blanking comments cannot make one).
        guard Self.containsReversal(context.bytes) else { return [] }
        let codeSpans = context.nodes.inlineCodes.compactMap { $0.byteRange }
        var codeIndex = 0
        var findings: [Finding] = []
        context.withLintedBytes { linted in
            for line in context.lines where !line.isCode {
                let bytes = linted.buffer(for: line.range)
                var searchFrom = line.range.lowerBound
                var open = line.range.lowerBound
                while open < line.range.upperBound {
                    guard bytes[open] == UInt8(ascii: "("),
                          open == line.range.lowerBound
                            || (open - 1 >= searchFrom && bytes[open - 1] != UInt8(ascii: "\\")),
                          let match = Self.match(bytes, open: open, end: line.range.upperBound) else {
                        open += 1
                        continue
                    }
                    let range = open..<match.end
                    searchFrom = match.end
                    open = match.end
                    guard match.isReported else { continue }
                    while codeIndex < codeSpans.count && codeSpans[codeIndex].upperBound < range.lowerBound {
                        codeIndex += 1
                    }
                    // A match touching a code span is code, not a link.
                    let inCode = codeSpans[codeIndex...].prefix { $0.lowerBound <= range.upperBound - 1 }
                        .contains { $0.upperBound >= range.lowerBound }
                    if !inCode {
                        let text = context.text(match.text)
                        let destination = context.text(match.destination)
                        findings.append(Finding(
                            range: range, detail: context.text(range),
                            fix: Fix(TextEdit(range: range, replacement: "[\(text)](\(destination))"),
                                     applicability: .unsafe)))
                    }
                }
            }
        }
        return findings
    }

    /// `(text)[destination]` starting at `open`: text without parentheses, destination not
    /// starting with `^` (a footnote) and without `]`, and no `(` right after (which would make `[destination](…)` a link of its own).
    private static func match(_ bytes: UnsafeBufferPointer<UInt8>, open: Int, end: Int)
        -> (text: Range<Int>, destination: Range<Int>, end: Int, isReported: Bool)? {
        var index = open + 1
        while index < end && bytes[index] != UInt8(ascii: ")") {
            if bytes[index] == UInt8(ascii: "(") { return nil }
            index += 1
        }
        let text = (open + 1)..<index
        guard index < end, !text.isEmpty, index + 1 < end, bytes[index + 1] == UInt8(ascii: "[") else { return nil }
        let destinationStart = index + 2
        guard destinationStart < end, bytes[destinationStart] != UInt8(ascii: "]"),
              bytes[destinationStart] != UInt8(ascii: "^") else { return nil }
        index = destinationStart + 1
        while index < end && bytes[index] != UInt8(ascii: "]") { index += 1 }
        guard index < end else { return nil }
        let destination = destinationStart..<index
        let matchEnd = index + 1
        if matchEnd < end && bytes[matchEnd] == UInt8(ascii: "(") { return nil }
        // Text or destination ending in a backslash: consumed, but not reported.
        let isReported = bytes[text.upperBound - 1] != UInt8(ascii: "\\")
            && bytes[destination.upperBound - 1] != UInt8(ascii: "\\")
        return (text, destination, matchEnd, isReported)
    }

    private static func containsReversal(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            var from = 0
            while let index = ByteSearch.firstIndex(of: UInt8(ascii: ")"), in: buffer, from: from) {
                if index + 1 < buffer.count && buffer[index + 1] == UInt8(ascii: "[") { return true }
                from = index + 1
            }
            return false
        }
    }
}
