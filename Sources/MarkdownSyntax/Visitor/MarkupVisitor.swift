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
    /// What each `visit…` method returns: `Void` for walkers, the rewritten node for rewriters.
    associatedtype Result

    /// Called for node types whose `visit…` method is not implemented.
    mutating func defaultVisit(_ markup: any Markup) -> Result
    /// Dispatches to the `visit…` method for `markup`'s type.
    mutating func visit(_ markup: any Markup) -> Result
    /// Called for each `Document`.
    mutating func visitDocument(_ document: Document) -> Result
    /// Called for each `FrontMatter`.
    mutating func visitFrontMatter(_ frontMatter: FrontMatter) -> Result
    /// Called for each `BlockQuote`.
    mutating func visitBlockQuote(_ blockQuote: BlockQuote) -> Result
    /// Called for each `OrderedList`.
    mutating func visitOrderedList(_ orderedList: OrderedList) -> Result
    /// Called for each `UnorderedList`.
    mutating func visitUnorderedList(_ unorderedList: UnorderedList) -> Result
    /// Called for each `ListItem`.
    mutating func visitListItem(_ listItem: ListItem) -> Result
    /// Called for each `Paragraph`.
    mutating func visitParagraph(_ paragraph: Paragraph) -> Result
    /// Called for each `Heading`.
    mutating func visitHeading(_ heading: Heading) -> Result
    /// Called for each `ThematicBreak`.
    mutating func visitThematicBreak(_ thematicBreak: ThematicBreak) -> Result
    /// Called for each `CodeBlock`.
    mutating func visitCodeBlock(_ codeBlock: CodeBlock) -> Result
    /// Called for each `HTMLBlock`.
    mutating func visitHTMLBlock(_ htmlBlock: HTMLBlock) -> Result
    /// Called for each `LinkReferenceDefinition`.
    mutating func visitLinkReferenceDefinition(_ linkReferenceDefinition: LinkReferenceDefinition) -> Result
    /// Called for each `FootnoteDefinition`.
    mutating func visitFootnoteDefinition(_ footnoteDefinition: FootnoteDefinition) -> Result
    mutating func visitBlockDirective(_ blockDirective: BlockDirective) -> Result
    /// Called for each `Table`.
    mutating func visitTable(_ table: Table) -> Result
    /// Called for each `Table.Head`.
    mutating func visitTableHead(_ tableHead: Table.Head) -> Result
    /// Called for each `Table.Body`.
    mutating func visitTableBody(_ tableBody: Table.Body) -> Result
    /// Called for each `Table.Row`.
    mutating func visitTableRow(_ tableRow: Table.Row) -> Result
    /// Called for each `Table.Cell`.
    mutating func visitTableCell(_ tableCell: Table.Cell) -> Result
    /// Called for each `Text`.
    mutating func visitText(_ text: Text) -> Result
    /// Called for each `SoftBreak`.
    mutating func visitSoftBreak(_ softBreak: SoftBreak) -> Result
    /// Called for each `LineBreak`.
    mutating func visitLineBreak(_ lineBreak: LineBreak) -> Result
    /// Called for each `Emphasis`.
    mutating func visitEmphasis(_ emphasis: Emphasis) -> Result
    /// Called for each `Strong`.
    mutating func visitStrong(_ strong: Strong) -> Result
    /// Called for each `Strikethrough`.
    mutating func visitStrikethrough(_ strikethrough: Strikethrough) -> Result
    /// Called for each `InlineCode`.
    mutating func visitInlineCode(_ inlineCode: InlineCode) -> Result
    mutating func visitSymbolLink(_ symbolLink: SymbolLink) -> Result
    /// Called for each `InlineHTML`.
    mutating func visitInlineHTML(_ inlineHTML: InlineHTML) -> Result
    /// Called for each `Link`.
    mutating func visitLink(_ link: Link) -> Result
    /// Called for each `Image`.
    mutating func visitImage(_ image: Image) -> Result
    /// Called for each `FootnoteReference`.
    mutating func visitFootnoteReference(_ footnoteReference: FootnoteReference) -> Result
    mutating func visitInlineMath(_ inlineMath: InlineMath) -> Result
    mutating func visitMathBlock(_ mathBlock: MathBlock) -> Result
    mutating func visitAlert(_ alert: Alert) -> Result
    mutating func visitAdmonition(_ admonition: Admonition) -> Result
    mutating func visitContentTab(_ contentTab: ContentTab) -> Result
    mutating func visitDefinitionList(_ definitionList: DefinitionList) -> Result
    mutating func visitDefinitionTerm(_ definitionTerm: DefinitionTerm) -> Result
    mutating func visitDefinitionDescription(_ definitionDescription: DefinitionDescription) -> Result
    mutating func visitAttributeList(_ attributeList: AttributeList) -> Result
    mutating func visitSnippet(_ snippet: Snippet) -> Result
}

extension MarkupVisitor {
    /// Lets the node call the `visit…` method for its own type.
    public mutating func visit(_ markup: any Markup) -> Result { markup.accept(&self) }
    /// By default, `defaultVisit(document)`.
    public mutating func visitDocument(_ document: Document) -> Result { defaultVisit(document) }
    /// By default, `defaultVisit(frontMatter)`.
    public mutating func visitFrontMatter(_ frontMatter: FrontMatter) -> Result { defaultVisit(frontMatter) }
    /// By default, `defaultVisit(blockQuote)`.
    public mutating func visitBlockQuote(_ blockQuote: BlockQuote) -> Result { defaultVisit(blockQuote) }
    /// By default, `defaultVisit(orderedList)`.
    public mutating func visitOrderedList(_ orderedList: OrderedList) -> Result { defaultVisit(orderedList) }
    /// By default, `defaultVisit(unorderedList)`.
    public mutating func visitUnorderedList(_ unorderedList: UnorderedList) -> Result { defaultVisit(unorderedList) }
    /// By default, `defaultVisit(listItem)`.
    public mutating func visitListItem(_ listItem: ListItem) -> Result { defaultVisit(listItem) }
    /// By default, `defaultVisit(paragraph)`.
    public mutating func visitParagraph(_ paragraph: Paragraph) -> Result { defaultVisit(paragraph) }
    /// By default, `defaultVisit(heading)`.
    public mutating func visitHeading(_ heading: Heading) -> Result { defaultVisit(heading) }
    /// By default, `defaultVisit(thematicBreak)`.
    public mutating func visitThematicBreak(_ thematicBreak: ThematicBreak) -> Result { defaultVisit(thematicBreak) }
    /// By default, `defaultVisit(codeBlock)`.
    public mutating func visitCodeBlock(_ codeBlock: CodeBlock) -> Result { defaultVisit(codeBlock) }
    /// By default, `defaultVisit(htmlBlock)`.
    public mutating func visitHTMLBlock(_ htmlBlock: HTMLBlock) -> Result { defaultVisit(htmlBlock) }
    /// By default, `defaultVisit(linkReferenceDefinition)`.
    public mutating func visitLinkReferenceDefinition(_ linkReferenceDefinition: LinkReferenceDefinition) -> Result { defaultVisit(linkReferenceDefinition) }
    /// By default, `defaultVisit(footnoteDefinition)`.
    public mutating func visitFootnoteDefinition(_ footnoteDefinition: FootnoteDefinition) -> Result { defaultVisit(footnoteDefinition) }
    public mutating func visitBlockDirective(_ blockDirective: BlockDirective) -> Result { defaultVisit(blockDirective) }
    /// By default, `defaultVisit(table)`.
    public mutating func visitTable(_ table: Table) -> Result { defaultVisit(table) }
    /// By default, `defaultVisit(tableHead)`.
    public mutating func visitTableHead(_ tableHead: Table.Head) -> Result { defaultVisit(tableHead) }
    /// By default, `defaultVisit(tableBody)`.
    public mutating func visitTableBody(_ tableBody: Table.Body) -> Result { defaultVisit(tableBody) }
    /// By default, `defaultVisit(tableRow)`.
    public mutating func visitTableRow(_ tableRow: Table.Row) -> Result { defaultVisit(tableRow) }
    /// By default, `defaultVisit(tableCell)`.
    public mutating func visitTableCell(_ tableCell: Table.Cell) -> Result { defaultVisit(tableCell) }
    /// By default, `defaultVisit(text)`.
    public mutating func visitText(_ text: Text) -> Result { defaultVisit(text) }
    /// By default, `defaultVisit(softBreak)`.
    public mutating func visitSoftBreak(_ softBreak: SoftBreak) -> Result { defaultVisit(softBreak) }
    /// By default, `defaultVisit(lineBreak)`.
    public mutating func visitLineBreak(_ lineBreak: LineBreak) -> Result { defaultVisit(lineBreak) }
    /// By default, `defaultVisit(emphasis)`.
    public mutating func visitEmphasis(_ emphasis: Emphasis) -> Result { defaultVisit(emphasis) }
    /// By default, `defaultVisit(strong)`.
    public mutating func visitStrong(_ strong: Strong) -> Result { defaultVisit(strong) }
    /// By default, `defaultVisit(strikethrough)`.
    public mutating func visitStrikethrough(_ strikethrough: Strikethrough) -> Result { defaultVisit(strikethrough) }
    /// By default, `defaultVisit(inlineCode)`.
    public mutating func visitInlineCode(_ inlineCode: InlineCode) -> Result { defaultVisit(inlineCode) }
    public mutating func visitSymbolLink(_ symbolLink: SymbolLink) -> Result { defaultVisit(symbolLink) }
    /// By default, `defaultVisit(inlineHTML)`.
    public mutating func visitInlineHTML(_ inlineHTML: InlineHTML) -> Result { defaultVisit(inlineHTML) }
    /// By default, `defaultVisit(link)`.
    public mutating func visitLink(_ link: Link) -> Result { defaultVisit(link) }
    /// By default, `defaultVisit(image)`.
    public mutating func visitImage(_ image: Image) -> Result { defaultVisit(image) }
    /// By default, `defaultVisit(footnoteReference)`.
    public mutating func visitFootnoteReference(_ footnoteReference: FootnoteReference) -> Result { defaultVisit(footnoteReference) }
    public mutating func visitInlineMath(_ inlineMath: InlineMath) -> Result { defaultVisit(inlineMath) }
    public mutating func visitMathBlock(_ mathBlock: MathBlock) -> Result { defaultVisit(mathBlock) }
    public mutating func visitAlert(_ alert: Alert) -> Result { defaultVisit(alert) }
    public mutating func visitAdmonition(_ admonition: Admonition) -> Result { defaultVisit(admonition) }
    public mutating func visitContentTab(_ contentTab: ContentTab) -> Result { defaultVisit(contentTab) }
    public mutating func visitDefinitionList(_ definitionList: DefinitionList) -> Result { defaultVisit(definitionList) }
    public mutating func visitDefinitionTerm(_ definitionTerm: DefinitionTerm) -> Result { defaultVisit(definitionTerm) }
    public mutating func visitDefinitionDescription(_ definitionDescription: DefinitionDescription) -> Result { defaultVisit(definitionDescription) }
    public mutating func visitAttributeList(_ attributeList: AttributeList) -> Result { defaultVisit(attributeList) }
    public mutating func visitSnippet(_ snippet: Snippet) -> Result { defaultVisit(snippet) }
}
