/// Renders a tree as HTML the way swift-markdown does (every list item's paragraphs in `<p>`).
public struct HTMLFormatter: MarkupWalker {
    /// The HTML written so far.
    public var result = ""
    public let options: HTMLFormatterOptions

    public init(options: HTMLFormatterOptions = []) { self.options = options }

    /// The HTML for `markup`.
    public static func format(_ markup: Markup, options: HTMLFormatterOptions = []) -> String {
        var formatter = HTMLFormatter(options: options)
        formatter.visit(markup)
        return formatter.result
    }

    /// The HTML for the Markdown `inputString`.
    public static func format(_ inputString: String, options: HTMLFormatterOptions = []) -> String {
        format(Document(parsing: inputString), options: options)
    }

    private mutating func element(_ name: String, attributes: String = "", block: Bool, _ markup: Markup) {
        result += "<\(name)\(attributes)>"
        if block { result += "\n" }
        descendInto(markup)
        result += "</\(name)>" + (block ? "\n" : "")
    }

    public mutating func visitBlockQuote(_ blockQuote: BlockQuote) {
        if options.contains(.parseAsides), let aside = Aside(blockQuote, tagRequirement: .requireSingleWordTag) {
            result += "<aside data-kind=\"\(aside.kind.rawValue)\">\n"
            for child in aside.content { visit(child) }
            result += "</aside>\n"
        } else {
            element("blockquote", block: true, blockQuote)
        }
    }

    public mutating func visitCodeBlock(_ codeBlock: CodeBlock) {
        let language = codeBlock.language.map { " class=\"language-\(Self.escape($0))\"" } ?? ""
        result += "<pre><code\(language)>\(Self.escape(codeBlock.code))</code></pre>\n"
    }

    public mutating func visitHeading(_ heading: Heading) {
        result += "<h\(heading.level)>"
        descendInto(heading)
        result += "</h\(heading.level)>\n"
    }

    public mutating func visitThematicBreak(_ thematicBreak: ThematicBreak) { result += "<hr />\n" }

    public mutating func visitHTMLBlock(_ html: HTMLBlock) {
        result += html.rawHTML
        if !html.rawHTML.hasSuffix("\n") { result += "\n" }
    }

    public mutating func visitListItem(_ listItem: ListItem) {
        result += "<li>"
        switch listItem.checkbox {
        case .checked: result += "<input type=\"checkbox\" disabled=\"\" checked=\"\" /> "
        case .unchecked: result += "<input type=\"checkbox\" disabled=\"\" /> "
        case nil: break
        }
        descendInto(listItem)
        result += "</li>\n"
    }

    public mutating func visitOrderedList(_ orderedList: OrderedList) {
        let start = orderedList.startIndex == 1 ? "" : " start=\"\(orderedList.startIndex)\""
        element("ol", attributes: start, block: true, orderedList)
    }

    public mutating func visitUnorderedList(_ unorderedList: UnorderedList) {
        element("ul", block: true, unorderedList)
    }

    public mutating func visitParagraph(_ paragraph: Paragraph) {
        result += "<p>"
        descendInto(paragraph)
        result += "</p>\n"
    }

    public mutating func visitTable(_ table: Table) {
        result += "<table>\n"
        if !table.head.isEmpty {
            result += "<thead>\n<tr>\n"
            for (column, cell) in table.head.cells.enumerated() { writeCell(cell, tag: "th", alignment: alignment(table, column)) }
            result += "</tr>\n</thead>\n"
        }
        if !table.body.isEmpty {
            result += "<tbody>\n"
            for row in table.body.rows {
                result += "<tr>\n"
                for (column, cell) in row.cells.enumerated() { writeCell(cell, tag: "td", alignment: alignment(table, column)) }
                result += "</tr>\n"
            }
            result += "</tbody>\n"
        }
        result += "</table>\n"
    }

    private func alignment(_ table: Table, _ column: Int) -> Table.ColumnAlignment? {
        let alignments = table.columnAlignments
        return alignments.indices.contains(column) ? alignments[column] : nil
    }

    private mutating func writeCell(_ cell: Table.Cell, tag: String, alignment: Table.ColumnAlignment?) {
        guard cell.colspan > 0, cell.rowspan > 0 else { return }
        var attributes = ""
        switch alignment {
        case .left: attributes += " align=\"left\""
        case .center: attributes += " align=\"center\""
        case .right: attributes += " align=\"right\""
        case nil: break
        }
        if cell.rowspan > 1 { attributes += " rowspan=\"\(cell.rowspan)\"" }
        if cell.colspan > 1 { attributes += " colspan=\"\(cell.colspan)\"" }
        result += "<\(tag)\(attributes)>"
        descendInto(cell)
        result += "</\(tag)>\n"
    }

    public mutating func visitInlineCode(_ inlineCode: InlineCode) { result += "<code>\(Self.escape(inlineCode.code))</code>" }

    public mutating func visitEmphasis(_ emphasis: Emphasis) { element("em", block: false, emphasis) }

    public mutating func visitStrong(_ strong: Strong) { element("strong", block: false, strong) }

    public mutating func visitStrikethrough(_ strikethrough: Strikethrough) { element("del", block: false, strikethrough) }

    public mutating func visitImage(_ image: Image) {
        var attributes = " src=\"\(Self.escape(image.source ?? ""))\""
        if let title = image.title, !title.isEmpty { attributes += " title=\"\(Self.escape(title))\"" }
        result += "<img\(attributes) />"
    }

    public mutating func visitInlineHTML(_ inlineHTML: InlineHTML) { result += inlineHTML.rawHTML }

    public mutating func visitLineBreak(_ lineBreak: LineBreak) { result += "<br />\n" }

    public mutating func visitSoftBreak(_ softBreak: SoftBreak) { result += "\n" }

    public mutating func visitLink(_ link: Link) {
        var attributes = " href=\"\(Self.escape(link.destination ?? ""))\""
        if let title = link.title, !title.isEmpty { attributes += " title=\"\(Self.escape(title))\"" }
        element("a", attributes: attributes, block: false, link)
    }

    public mutating func visitText(_ text: Text) { result += Self.escape(text.string) }

    public mutating func visitSymbolLink(_ symbolLink: SymbolLink) {
        result += "<code>\(Self.escape(symbolLink.destination ?? ""))</code>"
    }

    public mutating func visitInlineAttributes(_ attributes: InlineAttributes) {
        // swift-markdown escapes the attributes' quotes with backslashes, not as entities.
        var html = " data-attributes=\"\(attributes.attributes.replacingOccurrences(of: "\"", with: "\\\""))\""
        if options.contains(.parseInlineAttributeClass), let name = Self.className(in: attributes.attributes) {
            html += " class=\"\(Self.escape(name))\""
        }
        element("span", attributes: html, block: false, attributes)
    }

    /// The value of a `class: "name"` pair in inline attributes.
    private static func className(in attributes: String) -> String? {
        guard let key = attributes.range(of: "class:") ?? attributes.range(of: "\"class\":") else { return nil }
        let rest = attributes[key.upperBound...].drop { $0 == " " }
        guard rest.first == "\"" else { return nil }
        return String(rest.dropFirst().prefix { $0 != "\"" })
    }

    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
