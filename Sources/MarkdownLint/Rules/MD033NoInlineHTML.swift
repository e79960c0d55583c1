import MarkdownSyntax

/// MD033: raw HTML should not be used.
///
/// Each start tag is reported (closing tags, comments, declarations and CDATA sections
/// are not), in inline HTML and inside HTML blocks, which markdownlint reads as Markdown:
/// tags in code spans or fenced code inside a block are not reported either. Element
/// names are compared without regard to case; inside tables `table_allowed_elements`
/// applies, which defaults to `allowed_elements`.
struct MD033NoInlineHTML: Rule {
    static let allowedElementsOption = RuleOption("allowed_elements", default: [String](),
                                                  "Element names that may be used")
    static let tableAllowedElementsOption = RuleOption(
        "table_allowed_elements", default: [String](),
        "Element names that may be used inside tables; when not given, `allowed_elements` applies there too, "
            + "when given only this list does")

    static let descriptor = RuleDescriptor(
        id: "MD033", aliases: ["no-inline-html"], tags: ["html"],
        summary: "Inline HTML",
        options: [allowedElementsOption, tableAllowedElementsOption])

    let allowed: Set<String>
    let allowedInTables: Set<String>

    init(options: RuleOptions) throws(ConfigError) {
        let allowed = Set(options[Self.allowedElementsOption].map { $0.lowercased() })
        self.allowed = allowed
        allowedInTables = options.configured(Self.tableAllowedElementsOption).map { Set($0.map { $0.lowercased() }) }
            ?? allowed
    }

    func check(_ context: LintContext) -> [Finding] {
        let nodes = context.nodes
        guard !nodes.inlineHTML.isEmpty || !nodes.htmlBlocks.isEmpty else { return [] }
        var findings: [Finding] = []
        for html in nodes.inlineHTML {
            guard let range = html.byteRange else { continue }
            let inTable = NodeAncestry.has(html, Table.self)
            if let finding = finding(for: range, allowed: inTable ? allowedInTables : allowed, context) {
                findings.append(finding)
            }
        }
        let mkdocs = context.document.dialect == .mkdocs
        for block in nodes.htmlBlocks {
            if mkdocs && Self.isMarkdownInHTML(block.rawHTML) { continue }
            for piece in HTMLBlockPiece.pieces(of: block, in: context) where piece.kind == .html {
                if let finding = finding(for: piece.range, allowed: allowed, context) { findings.append(finding) }
            }
        }
        return findings
    }

    /// md_in_html (MkDocs): a block whose opening tag carries a `markdown` attribute is a
    /// container of Markdown, as an admonition is, not inline HTML.
    static func isMarkdownInHTML(_ html: String) -> Bool {
        let openingTag = html.utf8.prefix { $0 != UInt8(ascii: ">") }
        var previous: UInt8 = 0
        var index = openingTag.startIndex
        let name = Array("markdown".utf8)
        while index < openingTag.endIndex {
            if previous == ByteClass.space || previous == ByteClass.tab || previous == ByteClass.newline,
               openingTag[index...].starts(with: name) {
                let after = openingTag.index(index, offsetBy: name.count)
                if after == openingTag.endIndex { return true }
                let byte = openingTag[after]
                if byte == UInt8(ascii: "=") || byte == ByteClass.space || byte == UInt8(ascii: "/") { return true }
            }
            previous = openingTag[index]
            index = openingTag.index(after: index)
        }
        return false
    }

    private func finding(for range: Range<Int>, allowed: Set<String>, _ context: LintContext) -> Finding? {
        let tag = context.bytes.withUnsafeBufferPointer { RawHTMLScanner.elementName($0, range) }
        guard let tag, !tag.isClosing else { return nil }
        let name = context.text(tag.name)
        if !allowed.isEmpty && allowed.contains(name.lowercased()) { return nil }
        return Finding(range: context.firstLine(of: range), detail: "Element: \(name)")
    }
}
