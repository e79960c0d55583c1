import MarkdownSyntax

/// MD035: thematic breaks (horizontal rules) should all be written the same way.
///
/// A break's text is what markdownlint compares: from its first marker to the end of its
/// line, trailing blanks included. With `consistent` the document's first break sets the
/// style; any other value is the literal text to use.
///
/// The fix (mdtool's own; markdownlint has none) replaces the break's text with the
/// expected one. It is not offered when the expected text is not a thematic break, when
/// dashes would land right under a paragraph line (they would turn the paragraph into a
/// setext heading), or on the first line of the file (`---` there would open front matter).
struct MD035HRStyle: Rule {
    static let styleOption = RuleOption(
        "style", default: "consistent",
        "`consistent` to follow the document's first horizontal rule, or the exact text every rule should have, "
            + "such as `---` or `* * *`")

    static let descriptor = RuleDescriptor(
        id: "MD035", aliases: ["hr-style"], tags: ["hr"],
        summary: "Horizontal rule style",
        options: [styleOption],
        isFixable: true)

    /// The configured text, or nil for `consistent`.
    let style: String?

    init(options: RuleOptions) throws(ConfigError) {
        let value = MarkdownlintText.trimmed(options[Self.styleOption])
        style = value.isEmpty || value == "consistent" ? nil : value
    }

    func check(_ context: LintContext) -> [Finding] {
        let breaks = context.nodes.thematicBreaks
        guard !breaks.isEmpty else { return [] }
        var expected = style
        var expectedIsBreak: Bool?
        var findings: [Finding] = []
        for node in breaks {
            guard let range = node.byteRange else { continue }
            let textRange = range.lowerBound..<max(range.upperBound, context.line(at: range.lowerBound).range.upperBound)
            let text = context.text(textRange)
            guard let style = expected else {
                expected = text
                continue
            }
            guard text != style else { continue }
            if expectedIsBreak == nil { expectedIsBreak = Self.isThematicBreak(style) }
            var fix: Fix?
            if expectedIsBreak == true && !Self.wouldBecomeSpecial(node, at: range.lowerBound, with: style, context) {
                fix = Fix(TextEdit(range: textRange, replacement: style), applicability: .safe)
            }
            findings.append(Finding(range: textRange, detail: "Expected: \(style); Actual: \(text)", fix: fix))
        }
        return findings
    }

    /// Whether `text` on a line of its own is a thematic break: three or more of one of
    /// `-`, `*`, `_`, with only spaces and tabs besides, starting with the marker.
    static func isThematicBreak(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard let marker = bytes.first, marker == UInt8(ascii: "-") || marker == UInt8(ascii: "*")
                || marker == UInt8(ascii: "_") else { return false }
        var count = 0
        for byte in bytes {
            if byte == marker {
                count += 1
            } else if byte != 0x20 && byte != 0x09 {
                return false
            }
        }
        return count >= 3
    }

    /// Whether writing `style` at `start` would make something else than a thematic break
    /// (or change what else the document is).
    private static func wouldBecomeSpecial(_ node: ThematicBreak, at start: Int, with style: String,
                                           _ context: LintContext) -> Bool {
        let text = Array(style.utf8)
        let marker = text.first ?? 0
        let line = context.lineNumber(at: start)
        // On a list item's first line, markers like the item's join it: `- ---` and
        // `* * * *` are thematic breaks, not items.
        if context.bytes[context.lines[line - 1].range.lowerBound..<start].contains(marker) { return true }
        var dashes = 0
        while dashes < text.count && text[dashes] == UInt8(ascii: "-") { dashes += 1 }
        guard dashes > 0, text[dashes...].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { return false }
        // `---` on the first line would open front matter; anywhere else it would close
        // front matter opened by a first line of `---` that has no closing line yet.
        if line == 1 { return true }
        if dashes == 3, start == context.lines[line - 1].range.lowerBound, context.document.frontMatter == nil,
           let first = context.lines.first,
           isFrontMatterDelimiter(context.bytes[first.range]) {
            return true
        }
        // Dashes right under a paragraph line would underline it as a setext heading.
        guard let previous = node.previousSibling, previous is Paragraph, let range = previous.byteRange,
              !range.isEmpty else { return false }
        return context.lineNumber(at: range.upperBound - 1) == line - 1
    }
}

/// Whether a line is `---` with optional trailing blanks (a BOM first allowed).
private func isFrontMatterDelimiter(_ line: ArraySlice<UInt8>) -> Bool {
    var bytes = line
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
    guard bytes.starts(with: Array("---".utf8)) else { return false }
    return bytes.dropFirst(3).allSatisfy { $0 == 0x20 || $0 == 0x09 }
}
