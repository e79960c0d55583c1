import MarkdownSyntax
import YAML

/// MD047: files should end with a single newline character.
struct MD047SingleTrailingNewline: Rule {
    static let descriptor = RuleDescriptor(
        id: "MD047", aliases: ["single-trailing-newline"], tags: ["blank_lines"],
        summary: "Files should end with a single newline character", isFixable: true)

    init(options: RuleOptions) throws(ConfigError) {}

    func check(_ context: LintContext) -> [Finding] {
        // The last line is empty when the file ends with a line ending.
        guard let last = context.lines.last, !last.range.isEmpty, !last.flags.contains(.frontMatter) else { return [] }
        let text = Array(context.lintedBytes[last.range])
        guard !Self.isBlank(text) else { return [] }
        let end = last.range.upperBound
        // markdownlint marks the last character.
        var start = end - 1
        while start > last.range.lowerBound && context.bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return [Finding(range: start..<end, fix: Fix(.insert(context.preferredLineEnding, at: end)))]
    }

    private static let open = Array("<!--".utf8)
    private static let close = Array("-->".utf8)

    /// markdownlint's notion of a blank line: nothing but whitespace and `>` once HTML
    /// comments are removed, including the start of a comment that goes on past the line
    /// and the end of one that began before it.
    static func isBlank(_ line: [UInt8]) -> Bool {
        var text = line
        // Complete comments, left to right.
        var kept: [UInt8] = []
        kept.reserveCapacity(text.count)
        var index = 0
        while index < text.count {
            if starts(text, index, Self.open), let close = find(text, Self.close, from: index + 4) {
                index = close + 3
                continue
            }
            kept.append(text[index])
            index += 1
        }
        text = kept
        // A comment that opens and does not close on the line.
        if let open = find(text, Self.open, from: 0) { text.removeSubrange(open...) }
        // A comment that closes on the line: everything up to its last `-->`.
        if let close = findLast(text, Self.close) { text.removeSubrange(..<(close + 3)) }
        text.removeAll { $0 == UInt8(ascii: ">") }
        return text.withUnsafeBufferPointer { ByteClass.isJavaScriptWhitespaceOnly($0, 0..<$0.count) }
    }

    private static func starts(_ text: [UInt8], _ index: Int, _ token: [UInt8]) -> Bool {
        guard index + token.count <= text.count else { return false }
        for offset in 0..<token.count where text[index + offset] != token[offset] { return false }
        return true
    }

    private static func find(_ text: [UInt8], _ token: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + token.count <= text.count {
            if starts(text, index, token) { return index }
            index += 1
        }
        return nil
    }

    private static func findLast(_ text: [UInt8], _ token: [UInt8]) -> Int? {
        var index = text.count - token.count
        while index >= 0 {
            if starts(text, index, token) { return index }
            index -= 1
        }
        return nil
    }
}
