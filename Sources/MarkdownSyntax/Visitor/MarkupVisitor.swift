/// Visits a tree with one method per node type. Every method defaults to
/// `defaultVisit(_:)`, so a visitor implements only the node types it cares about.
///
/// ```swift
/// struct HeadingCounter: MarkupWalker {
///     var count = 0
///     mutating func visitHeading(_ heading: Heading) { count += 1 }
/// }
/// ```
public protocol MarkupVisitor<Result> {
    associatedtype Result

    /// Called for node types whose `visit…` method is not implemented.
    mutating func defaultVisit(_ markup: any Markup) -> Result
    /// Dispatches to the `visit…` method for `markup`'s type.
    mutating func visit(_ markup: any Markup) -> Result
    mutating func visitDocument(_ document: Document) -> Result
    mutating func visitFrontMatter(_ frontMatter: FrontMatter) -> Result
    mutating func visitBlockQuote(_ blockQuote: BlockQuote) -> Result
    mutating func visitOrderedList(_ orderedList: OrderedList) -> Result
    mutating func visitUnorderedList(_ unorderedList: UnorderedList) -> Result
    mutating func visitListItem(_ listItem: ListItem) -> Result
    mutating func visitParagraph(_ paragraph: Paragraph) -> Result
    mutating func visitHeading(_ heading: Heading) -> Result
    mutating func visitThematicBreak(_ thematicBreak: ThematicBreak) -> Result
    mutating func visitCodeBlock(_ codeBlock: CodeBlock) -> Result
    mutating func visitHTMLBlock(_ htmlBlock: HTMLBlock) -> Result
    mutating func visitLinkReferenceDefinition(_ linkReferenceDefinition: LinkReferenceDefinition) -> Result
    mutating func visitFootnoteDefinition(_ footnoteDefinition: FootnoteDefinition) -> Result
    mutating func visitBlockDirective(_ blockDirective: BlockDirective) -> Result
    mutating func visitTable(_ table: Table) -> Result
    mutating func visitTableHead(_ tableHead: Table.Head) -> Result
    mutating func visitTableBody(_ tableBody: Table.Body) -> Result
    mutating func visitTableRow(_ tableRow: Table.Row) -> Result
    mutating func visitTableCell(_ tableCell: Table.Cell) -> Result
    mutating func visitText(_ text: Text) -> Result
    mutating func visitSoftBreak(_ softBreak: SoftBreak) -> Result
    mutating func visitLineBreak(_ lineBreak: LineBreak) -> Result
    mutating func visitEmphasis(_ emphasis: Emphasis) -> Result
    mutating func visitStrong(_ strong: Strong) -> Result
    mutating func visitStrikethrough(_ strikethrough: Strikethrough) -> Result
    mutating func visitInlineCode(_ inlineCode: InlineCode) -> Result
    mutating func visitSymbolLink(_ symbolLink: SymbolLink) -> Result
    mutating func visitInlineHTML(_ inlineHTML: InlineHTML) -> Result
    mutating func visitLink(_ link: Link) -> Result
    mutating func visitImage(_ image: Image) -> Result
    mutating func visitFootnoteReference(_ footnoteReference: FootnoteReference) -> Result
}

extension MarkupVisitor {
    public mutating func visit(_ markup: any Markup) -> Result { markup.accept(&self) }
    public mutating func visitDocument(_ document: Document) -> Result { defaultVisit(document) }
    public mutating func visitFrontMatter(_ frontMatter: FrontMatter) -> Result { defaultVisit(frontMatter) }
    public mutating func visitBlockQuote(_ blockQuote: BlockQuote) -> Result { defaultVisit(blockQuote) }
    public mutating func visitOrderedList(_ orderedList: OrderedList) -> Result { defaultVisit(orderedList) }
    public mutating func visitUnorderedList(_ unorderedList: UnorderedList) -> Result { defaultVisit(unorderedList) }
    public mutating func visitListItem(_ listItem: ListItem) -> Result { defaultVisit(listItem) }
    public mutating func visitParagraph(_ paragraph: Paragraph) -> Result { defaultVisit(paragraph) }
    public mutating func visitHeading(_ heading: Heading) -> Result { defaultVisit(heading) }
    public mutating func visitThematicBreak(_ thematicBreak: ThematicBreak) -> Result { defaultVisit(thematicBreak) }
    public mutating func visitCodeBlock(_ codeBlock: CodeBlock) -> Result { defaultVisit(codeBlock) }
    public mutating func visitHTMLBlock(_ htmlBlock: HTMLBlock) -> Result { defaultVisit(htmlBlock) }
    public mutating func visitLinkReferenceDefinition(_ linkReferenceDefinition: LinkReferenceDefinition) -> Result { defaultVisit(linkReferenceDefinition) }
    public mutating func visitFootnoteDefinition(_ footnoteDefinition: FootnoteDefinition) -> Result { defaultVisit(footnoteDefinition) }
    public mutating func visitBlockDirective(_ blockDirective: BlockDirective) -> Result { defaultVisit(blockDirective) }
    public mutating func visitTable(_ table: Table) -> Result { defaultVisit(table) }
    public mutating func visitTableHead(_ tableHead: Table.Head) -> Result { defaultVisit(tableHead) }
    public mutating func visitTableBody(_ tableBody: Table.Body) -> Result { defaultVisit(tableBody) }
    public mutating func visitTableRow(_ tableRow: Table.Row) -> Result { defaultVisit(tableRow) }
    public mutating func visitTableCell(_ tableCell: Table.Cell) -> Result { defaultVisit(tableCell) }
    public mutating func visitText(_ text: Text) -> Result { defaultVisit(text) }
    public mutating func visitSoftBreak(_ softBreak: SoftBreak) -> Result { defaultVisit(softBreak) }
    public mutating func visitLineBreak(_ lineBreak: LineBreak) -> Result { defaultVisit(lineBreak) }
    public mutating func visitEmphasis(_ emphasis: Emphasis) -> Result { defaultVisit(emphasis) }
    public mutating func visitStrong(_ strong: Strong) -> Result { defaultVisit(strong) }
    public mutating func visitStrikethrough(_ strikethrough: Strikethrough) -> Result { defaultVisit(strikethrough) }
    public mutating func visitInlineCode(_ inlineCode: InlineCode) -> Result { defaultVisit(inlineCode) }
    public mutating func visitSymbolLink(_ symbolLink: SymbolLink) -> Result { defaultVisit(symbolLink) }
    public mutating func visitInlineHTML(_ inlineHTML: InlineHTML) -> Result { defaultVisit(inlineHTML) }
    public mutating func visitLink(_ link: Link) -> Result { defaultVisit(link) }
    public mutating func visitImage(_ image: Image) -> Result { defaultVisit(image) }
    public mutating func visitFootnoteReference(_ footnoteReference: FootnoteReference) -> Result { defaultVisit(footnoteReference) }
}
