#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MarkdownSyntax

/// Walks a document in order and hands its text to a `RunBuffer` with the attributes of
/// where the text stands: enclosing blocks, inline markup, link, image, footnote.
@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
struct RunCollector: MarkupVisitor {
    private(set) var buffer = RunBuffer()
    private let readsBlocks: Bool
    private let preservesWhitespace: Bool
    private let source: SourceFile?
    /// The enclosing blocks, outermost first, and the intent of each depth.
    private var components: [MarkdownBlockIntent.Component] = []
    private var intents: [MarkdownBlockIntent] = []
    private var nextIdentity = 1
    /// Footnote numbers by normalized label, in order of first reference (as the HTML
    /// renderer numbers them), and each definition's label as written (the first wins).
    private var footnoteNumbers: [String: Int] = [:]
    private(set) var footnoteLabels: [String: String] = [:]
    private var columnAlignments: [TableAlignment?] = []
    private var rowIndex = 0

    init(options: MarkdownAttributedStringOptions, source: SourceFile?) {
        readsBlocks = options.readsBlocks
        preservesWhitespace = options.interpretedSyntax == .inlineOnlyPreservingWhitespace
        self.source = source
    }

    mutating func defaultVisit(_ markup: any Markup) { descend(into: markup) }

    private mutating func descend(into markup: any Markup) {
        for child in markup.children { visit(child) }
    }

    // MARK: Blocks

    mutating func visitDocument(_ document: Document) {
        guard preservesWhitespace, let first = document.children.first?.byteRange?.lowerBound,
              let last = document.children.last?.byteRange?.upperBound, let source else {
            descend(into: document)
            return
        }
        appendWhitespace(source.contentStart..<first)
        descend(into: document)
        appendWhitespace(last..<source.bytes.count)
    }

    mutating func visitFrontMatter(_ frontMatter: FrontMatter) {}

    mutating func visitLinkReferenceDefinition(_ linkReferenceDefinition: LinkReferenceDefinition) {}

    mutating func visitBlockQuote(_ blockQuote: BlockQuote) {
        block(.blockQuote, blockQuote) { $0.descend(into: blockQuote) }
    }

    mutating func visitAlert(_ alert: Alert) {
        block(.alert(alert.alertKind), alert) { $0.descend(into: alert) }
    }

    mutating func visitOrderedList(_ orderedList: OrderedList) {
        block(.orderedList, orderedList) { $0.visitItems(of: orderedList, from: orderedList.startIndex) }
    }

    mutating func visitUnorderedList(_ unorderedList: UnorderedList) {
        block(.unorderedList, unorderedList) { $0.visitItems(of: unorderedList, from: 1) }
    }

    private mutating func visitItems(of list: any Markup, from start: Int) {
        for (index, child) in list.children.enumerated() {
            if let item = child as? ListItem { visitItem(item, ordinal: start + index) } else { visit(child) }
        }
    }

    /// An item outside a list (only in trees built in code).
    mutating func visitListItem(_ listItem: ListItem) { visitItem(listItem, ordinal: 1) }

    private mutating func visitItem(_ item: ListItem, ordinal: Int) {
        let kind: MarkdownBlockKind = item.checkbox.map { .taskItem(ordinal: ordinal, isChecked: $0 == .checked) }
            ?? .listItem(ordinal: ordinal)
        block(kind, item) { $0.descend(into: item) }
    }

    mutating func visitParagraph(_ paragraph: Paragraph) {
        block(.paragraph, paragraph) { $0.descend(into: paragraph) }
    }

    mutating func visitHeading(_ heading: Heading) {
        block(.heading(level: heading.level), heading) { $0.descend(into: heading) }
    }

    mutating func visitThematicBreak(_ thematicBreak: ThematicBreak) {
        block(.thematicBreak, thematicBreak) { _ in }
    }

    mutating func visitCodeBlock(_ codeBlock: CodeBlock) {
        block(.codeBlock(language: codeBlock.language), codeBlock) {
            $0.buffer.append(codeBlock.code, range: codeBlock.byteRange)
        }
    }

    mutating func visitHTMLBlock(_ htmlBlock: HTMLBlock) {
        block(.htmlBlock, htmlBlock) { $0.buffer.append(htmlBlock.rawHTML, range: htmlBlock.byteRange) }
    }

    mutating func visitFootnoteDefinition(_ footnoteDefinition: FootnoteDefinition) {
        let label = footnoteDefinition.label
        let key = LinkLabel.normalize(label)
        if footnoteLabels[key] == nil { footnoteLabels[key] = label }
        block(.footnoteDefinition(label: label), footnoteDefinition) { $0.descend(into: footnoteDefinition) }
    }

    mutating func visitTable(_ table: Table) {
        let outer = (columnAlignments, rowIndex)
        columnAlignments = table.columnAlignments
        rowIndex = 0
        block(.table(columnAlignments: columnAlignments), table) { $0.descend(into: table) }
        (columnAlignments, rowIndex) = outer
    }

    mutating func visitTableHead(_ tableHead: Table.Head) {
        block(.tableHeaderRow, tableHead) { $0.descend(into: tableHead) }
    }

    mutating func visitTableRow(_ tableRow: Table.Row) {
        rowIndex += 1
        block(.tableRow(index: rowIndex), tableRow) { $0.descend(into: tableRow) }
    }

    mutating func visitTableCell(_ tableCell: Table.Cell) {
        let column = tableCell.indexInParent
        let alignment = column < columnAlignments.count ? columnAlignments[column] : nil
        block(.tableCell(column: column, alignment: alignment), tableCell) { $0.descend(into: tableCell) }
    }

    /// Runs `body` inside block `node` of kind `kind`; a block that gets no text holds the
    /// placeholder, so that every block has a run.
    private mutating func block(_ kind: MarkdownBlockKind, _ node: any Markup, _ body: (inout Self) -> Void) {
        guard readsBlocks else {
            body(&self)
            return
        }
        components.append(MarkdownBlockIntent.Component(kind: kind, identity: nextIdentity))
        nextIdentity += 1
        intents.append(MarkdownBlockIntent(components: components))
        buffer.update { $0.block = intents.last }
        let textCount = buffer.textCount
        body(&self)
        if buffer.textCount == textCount {
            buffer.append(AttributeScopes.MarkdownAttributes.placeholder, range: node.byteRange)
        }
        components.removeLast()
        intents.removeLast()
        buffer.update { $0.block = intents.last }
    }

    // MARK: Inlines

    mutating func visitText(_ text: Text) { buffer.append(text.string, range: text.byteRange) }

    mutating func visitSoftBreak(_ softBreak: SoftBreak) {
        inline(.softBreak) {
            $0.buffer.append($0.preservesWhitespace ? $0.writtenWhitespace(around: softBreak) : " ",
                             range: softBreak.byteRange)
        }
    }

    mutating func visitLineBreak(_ lineBreak: LineBreak) {
        inline(.lineBreak) {
            $0.buffer.append($0.preservesWhitespace ? $0.writtenWhitespace(around: lineBreak) : "\n",
                             range: lineBreak.byteRange)
        }
    }

    mutating func visitEmphasis(_ emphasis: Emphasis) { inline(.emphasized) { $0.descend(into: emphasis) } }

    mutating func visitStrong(_ strong: Strong) { inline(.stronglyEmphasized) { $0.descend(into: strong) } }

    mutating func visitStrikethrough(_ strikethrough: Strikethrough) {
        inline(.strikethrough) { $0.descend(into: strikethrough) }
    }

    mutating func visitInlineCode(_ inlineCode: InlineCode) {
        inline(.code) { $0.buffer.append(inlineCode.code, range: inlineCode.byteRange) }
    }

    mutating func visitInlineHTML(_ inlineHTML: InlineHTML) {
        inline(.inlineHTML) { $0.buffer.append(inlineHTML.rawHTML, range: inlineHTML.byteRange) }
    }

    mutating func visitLink(_ link: Link) {
        let outer = buffer.current.link
        buffer.update { $0.link = URL(string: link.destination) }
        descend(into: link)
        buffer.update { $0.link = outer }
    }

    /// An image's run is its alternate text (as the HTML renderer's `alt` has it), or the
    /// placeholder when that is empty.
    mutating func visitImage(_ image: Image) {
        var text = ""
        appendAlternateText(of: image, to: &text)
        let outer = buffer.current.imageURL
        buffer.update { $0.imageURL = URL(string: image.source) }
        buffer.append(text.isEmpty ? AttributeScopes.MarkdownAttributes.placeholder : text, range: image.byteRange)
        buffer.update { $0.imageURL = outer }
    }

    private mutating func appendAlternateText(of markup: any Markup, to text: inout String) {
        for child in markup.children {
            switch child {
            case let child as Text: text += child.string
            case let child as InlineCode: text += child.code
            case let child as InlineHTML: text += child.rawHTML
            case is SoftBreak, is LineBreak: text += " "
            // Numbered even here, where the HTML renderer numbers it too.
            case let child as FootnoteReference: _ = footnoteNumber(child.label)
            default: appendAlternateText(of: child, to: &text)
            }
        }
    }

    /// A footnote reference's run is the footnote's number; its attribute names the
    /// definition by normalized label until `RunBuffer` learns the labels as written.
    mutating func visitFootnoteReference(_ footnoteReference: FootnoteReference) {
        let key = LinkLabel.normalize(footnoteReference.label)
        let number = footnoteNumber(footnoteReference.label)
        buffer.update { $0.footnote = key }
        buffer.append(String(number), range: footnoteReference.byteRange)
        buffer.update { $0.footnote = nil }
    }

    private mutating func footnoteNumber(_ label: String) -> Int {
        let key = LinkLabel.normalize(label)
        if let number = footnoteNumbers[key] { return number }
        let number = footnoteNumbers.count + 1
        footnoteNumbers[key] = number
        return number
    }

    private mutating func inline(_ intent: MarkdownInlineIntent, _ body: (inout Self) -> Void) {
        let outer = buffer.current.inline
        buffer.update { $0.inline.insert(intent) }
        body(&self)
        buffer.update { $0.inline = outer }
    }

    // MARK: Whitespace

    /// A line break with the spaces and tabs the parser dropped around it: from the end of
    /// the previous inline to the start of the next, as written, line endings as `\n`.
    private func writtenWhitespace(around lineBreak: any Markup) -> String {
        guard let range = lineBreak.byteRange else { return "\n" }
        let isBreak = { (node: any Markup) in node is SoftBreak || node is LineBreak }
        let lower = lineBreak.previousSibling.flatMap { isBreak($0) ? nil : $0.byteRange?.upperBound } ?? range.lowerBound
        let upper = lineBreak.nextSibling.flatMap { $0.byteRange?.lowerBound } ?? range.upperBound
        let text = whitespace(in: lower..<max(lower, upper))
        return text.isEmpty ? "\n" : text
    }

    /// Adds the whitespace in `range` of the source.
    private mutating func appendWhitespace(_ range: Range<Int>) {
        buffer.append(whitespace(in: range), range: range)
    }

    /// The spaces, tabs and line endings (as `\n`) in `range` of the source.
    private func whitespace(in range: Range<Int>) -> String {
        guard let source, !range.isEmpty else { return "" }
        var bytes: [UInt8] = []
        var index = range.lowerBound
        while index < range.upperBound {
            switch source.bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"): bytes.append(source.bytes[index])
            case UInt8(ascii: "\r"):
                bytes.append(UInt8(ascii: "\n"))
                if index + 1 < range.upperBound && source.bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
            default: break
            }
            index += 1
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
