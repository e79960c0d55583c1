import MarkdownSyntax

/// MD003: headings should use one style (ATX, closed ATX or setext) throughout.
///
/// mdtool fixes what markdownlint only reports, where the target style can express the
/// heading without changing how it renders: ATX ⇄ closed ATX, setext → (closed) ATX for
/// one-line setext headings, and (closed) ATX → setext for levels 1 and 2 when the text
/// cannot be read as anything else once it stands on its own line. The heading text
/// itself is never changed.
struct MD003HeadingStyle: Rule {
    enum Style: String, RuleOptionChoice {
        case consistent, atx, atxClosed = "atx_closed", setext
        case setextWithATX = "setext_with_atx", setextWithATXClosed = "setext_with_atx_closed"

        var help: String? {
            switch self {
            case .consistent: "the first heading's style"
            case .setextWithATX: "setext for levels 1 and 2, ATX below"
            case .setextWithATXClosed: "setext for levels 1 and 2, closed ATX below"
            default: nil
            }
        }
    }

    static let styleOption = RuleOption("style", default: Style.consistent, "Heading style the document must use")

    static let descriptor = RuleDescriptor(
        id: "MD003", aliases: ["heading-style"], tags: ["headings"],
        summary: "Heading style",
        options: [styleOption],
        isFixable: true)

    let style: Style

    init(options: RuleOptions) throws(ConfigError) {
        style = options[Self.styleOption]
    }

    func check(_ context: LintContext) -> [Finding] {
        var style = self.style
        var findings: [Finding] = []
        for heading in context.nodes.headings {
            guard let range = heading.byteRange else { continue }
            let actual = Self.style(of: heading)
            if style == .consistent { style = actual }
            guard actual != style else { continue }
            let isLow = heading.level <= 2
            let expected: Style
            switch style {
            case .setextWithATX:
                if (isLow && actual == .setext) || (!isLow && actual == .atx) { continue }
                expected = isLow ? .setext : .atx
            case .setextWithATXClosed:
                if (isLow && actual == .setext) || (!isLow && actual == .atxClosed) { continue }
                expected = isLow ? .setext : .atxClosed
            default:
                expected = style
            }
            findings.append(Finding(range: context.firstLine(of: range),
                                    detail: "Expected: \(expected.rawValue); Actual: \(actual.rawValue)",
                                    fix: fix(heading, to: expected, context)))
        }
        return findings
    }

    static func style(of heading: Heading) -> Style {
        switch heading.style {
        case .atx: .atx
        case .atxClosed: .atxClosed
        case .setext: .setext
        }
    }

    private func fix(_ heading: Heading, to target: Style, _ context: LintContext) -> Fix? {
        switch target {
        case .atx, .atxClosed:
            if heading.style == .setext { return setextToATX(heading, closed: target == .atxClosed, context) }
            guard let parts = ATXHeadingParts(of: heading, in: context) else { return nil }
            if target == .atx {
                guard let closing = parts.closing, !Self.endsWithClosingLikeHashes(parts.content, context.bytes)
                else { return nil }
                let start = parts.content.isEmpty ? parts.opening.upperBound : parts.content.upperBound
                return Fix(.delete(start..<closing.upperBound))
            }
            let end = parts.content.isEmpty ? parts.opening.upperBound : parts.content.upperBound
            return Fix(.insert(" " + String(repeating: "#", count: heading.level), at: end))
        case .setext:
            return atxToSetext(heading, context)
        default:
            return nil
        }
    }

    /// Whether text ending in `#`s would lose them to a closing sequence as ATX text:
    /// `a #` (but not `C#` or `\#`).
    static func endsWithClosingLikeHashes(_ range: Range<Int>, _ bytes: [UInt8]) -> Bool {
        var start = range.upperBound
        while start > range.lowerBound && bytes[start - 1] == UInt8(ascii: "#") { start -= 1 }
        guard start < range.upperBound else { return false }
        return start == range.lowerBound || bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09
    }

    private func setextToATX(_ heading: Heading, closed: Bool, _ context: LintContext) -> Fix? {
        guard let range = heading.byteRange, let content = HeadingText.contentRange(of: heading, in: context),
              !content.isEmpty,
              context.lineNumber(at: content.upperBound - 1) == context.lineNumber(at: content.lowerBound),
              !Self.endsWithClosingLikeHashes(content, context.bytes) else { return nil }
        let marker = String(repeating: "#", count: heading.level)
        let underline = context.lineNumbers(of: range).upperBound
        let underlineEnd = max(range.upperBound, context.lines[underline - 1].range.upperBound)
        return Fix([.insert(marker + " ", at: content.lowerBound),
                    TextEdit(range: content.upperBound..<underlineEnd, replacement: closed ? " " + marker : "")])
    }

    private func atxToSetext(_ heading: Heading, _ context: LintContext) -> Fix? {
        guard heading.level <= 2, let parts = ATXHeadingParts(of: heading, in: context), !parts.content.isEmpty,
              let range = heading.byteRange else { return nil }
        let bytes = context.bytes
        // The text must read as a paragraph line on its own.
        if Self.couldStartOtherBlock(parts.content, bytes) { return nil }
        if bytes[parts.content.upperBound - 1] == UInt8(ascii: "\\") { return nil }
        // A setext heading must not continue a paragraph (or table, or HTML block) above it.
        let line = context.lineNumber(at: range.lowerBound)
        let previousSibling = heading.indexInParent > 0 ? heading.parent?.child(at: heading.indexInParent - 1) : nil
        let startsContainer = previousSibling == nil || previousSibling is FrontMatter
        guard startsContainer || (line > 1 && MarkdownlintLines.isBlank(line - 1, in: context)) else { return nil }
        // The underline goes on a new line with the same container prefix (list markers as spaces).
        let lineStart = context.lines[line - 1].range.lowerBound
        var prefix: [UInt8] = []
        for byte in bytes[lineStart..<range.lowerBound] {
            prefix.append(byte == UInt8(ascii: ">") || byte == 0x09 ? byte : 0x20)
        }
        let width = max(3, DisplayWidth.of(context.text(parts.content)))
        let underline = String(repeating: heading.level == 1 ? "=" : "-", count: width)
        let replacement = context.preferredLineEnding + String(decoding: prefix, as: UTF8.self) + underline
        return Fix([.delete(parts.opening.lowerBound..<parts.content.lowerBound),
                    TextEdit(range: parts.content.upperBound..<parts.lineEnd, replacement: replacement)])
    }

    /// Whether a line starting with this text could be read as something other than
    /// paragraph text (a list item, block quote, fence, table, definition, HTML …).
    static func couldStartOtherBlock(_ range: Range<Int>, _ bytes: [UInt8]) -> Bool {
        let first = bytes[range.lowerBound]
        if "-+*>#`~<[|=_".utf8.contains(first) { return true }
        if bytes[range].contains(UInt8(ascii: "|")) { return true }
        var index = range.lowerBound
        while index < range.upperBound && bytes[index] >= 0x30 && bytes[index] <= 0x39 { index += 1 }
        if index > range.lowerBound && index < range.upperBound
            && (bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: ")")) { return true }
        return false
    }
}
