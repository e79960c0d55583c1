import MarkdownSyntax

/// MD041: the document should start with a top-level heading (an HTML `<h1>` counts).
/// Front matter and HTML comments before it are skipped, and a front matter title stands
/// for the heading. With `allow_preamble`, other content may come first and the first
/// heading must be of `level`.
struct MD041FirstLineHeading: Rule {
    static let allowPreambleOption = RuleOption("allow_preamble", default: false,
                                                "Allow content before the first heading")

    static let descriptor = RuleDescriptor(
        id: "MD041", aliases: ["first-line-heading", "first-line-h1"], tags: ["headings"],
        summary: "First line in a file should be a top-level heading",
        options: [allowPreambleOption, TitlePattern.option, TitlePattern.levelOption])

    let allowPreamble: Bool
    let titlePattern: TitlePattern
    let level: Int

    init(options: RuleOptions) throws(ConfigError) {
        allowPreamble = options[Self.allowPreambleOption]
        titlePattern = try TitlePattern(options: options)
        level = try TitlePattern.level(options)
    }

    func check(_ context: LintContext) -> [Finding] {
        guard !titlePattern.matchesFrontMatter(of: context.document) else { return [] }
        for node in context.document.children {
            guard let range = node.byteRange else { continue }
            if node is FrontMatter { continue }
            if node is HTMLBlock {
                if Self.isComment(context.bytes[range]) { continue }
                if let tag = Self.headingTag(context.bytes[range]) {
                    return tag == level ? [] : [finding(at: range, context)]
                }
            } else if let heading = node as? Heading {
                return heading.level == level ? [] : [finding(at: range, context)]
            }
            if !allowPreamble { return [finding(at: range, context)] }
        }
        return []
    }

    private func finding(at range: Range<Int>, _ context: LintContext) -> Finding {
        let line = context.lineNumber(at: range.lowerBound)
        return Finding(range: context.firstLine(of: range),
                       context: MarkdownlintText.ellipsized(MarkdownlintLines.lintedText(ofLine: line, in: context)))
    }

    /// An HTML block that is one complete comment (`<!-- … -->`), as markdownlint sees it.
    static func isComment(_ html: ArraySlice<UInt8>) -> Bool {
        let text = Array(html)
        guard text.count >= 7, text.starts(with: Array("<!--".utf8)), text.suffix(3).elementsEqual("-->".utf8)
        else { return false }
        let body = text[4..<(text.count - 3)]
        if body.starts(with: [UInt8(ascii: ">")]) || body.starts(with: Array("->".utf8)) { return false }
        return body.last != UInt8(ascii: "-")
    }

    /// The level of an HTML block that starts with a heading tag (`<h1 …>` or `</h2>`).
    static func headingTag(_ html: ArraySlice<UInt8>) -> Int? {
        var index = html.startIndex
        guard index < html.endIndex, html[index] == UInt8(ascii: "<") else { return nil }
        index += 1
        if index < html.endIndex && html[index] == UInt8(ascii: "/") { index += 1 }
        guard index + 1 < html.endIndex, html[index] | 0x20 == UInt8(ascii: "h"),
              html[index + 1] >= UInt8(ascii: "1"), html[index + 1] <= UInt8(ascii: "6") else { return nil }
        let after = index + 2
        if after < html.endIndex {
            let byte = html[after]
            guard byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") || byte == 0x20 || byte == 0x09
                || byte == 0x0A || byte == 0x0D else { return nil }
        }
        return Int(html[index + 1] - UInt8(ascii: "0"))
    }
}
