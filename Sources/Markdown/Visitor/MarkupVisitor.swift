/// Visits nodes of a tree, one method per node type, each falling back to `defaultVisit(_:)`.
public protocol MarkupVisitor<Result> {
    associatedtype Result

    /// What a node type's method does unless the visitor says otherwise.
    mutating func defaultVisit(_ markup: Markup) -> Result

    /// Visits `markup` through its type's method.
    mutating func visit(_ markup: Markup) -> Result

    mutating func visitBlockQuote(_ blockQuote: BlockQuote) -> Result
    mutating func visitCodeBlock(_ codeBlock: CodeBlock) -> Result
    mutating func visitCustomBlock(_ customBlock: CustomBlock) -> Result
    mutating func visitDocument(_ document: Document) -> Result
    mutating func visitHeading(_ heading: Heading) -> Result
    mutating func visitThematicBreak(_ thematicBreak: ThematicBreak) -> Result
    mutating func visitHTMLBlock(_ html: HTMLBlock) -> Result
    mutating func visitListItem(_ listItem: ListItem) -> Result
    mutating func visitOrderedList(_ orderedList: OrderedList) -> Result
    mutating func visitUnorderedList(_ unorderedList: UnorderedList) -> Result
    mutating func visitParagraph(_ paragraph: Paragraph) -> Result
    mutating func visitBlockDirective(_ blockDirective: BlockDirective) -> Result
    mutating func visitInlineCode(_ inlineCode: InlineCode) -> Result
    mutating func visitCustomInline(_ customInline: CustomInline) -> Result
    mutating func visitEmphasis(_ emphasis: Emphasis) -> Result
    mutating func visitImage(_ image: Image) -> Result
    mutating func visitInlineHTML(_ inlineHTML: InlineHTML) -> Result
    mutating func visitLineBreak(_ lineBreak: LineBreak) -> Result
    mutating func visitLink(_ link: Link) -> Result
    mutating func visitSoftBreak(_ softBreak: SoftBreak) -> Result
    mutating func visitStrong(_ strong: Strong) -> Result
    mutating func visitText(_ text: Text) -> Result
    mutating func visitStrikethrough(_ strikethrough: Strikethrough) -> Result
    mutating func visitTable(_ table: Table) -> Result
    mutating func visitTableHead(_ tableHead: Table.Head) -> Result
    mutating func visitTableBody(_ tableBody: Table.Body) -> Result
    mutating func visitTableRow(_ tableRow: Table.Row) -> Result
    mutating func visitTableCell(_ tableCell: Table.Cell) -> Result
    mutating func visitSymbolLink(_ symbolLink: SymbolLink) -> Result
    mutating func visitInlineAttributes(_ attributes: InlineAttributes) -> Result
    mutating func visitDoxygenDiscussion(_ doxygenDiscussion: DoxygenDiscussion) -> Result
    mutating func visitDoxygenNote(_ doxygenNote: DoxygenNote) -> Result
    mutating func visitDoxygenAbstract(_ doxygenAbstract: DoxygenAbstract) -> Result
    mutating func visitDoxygenParameter(_ doxygenParam: DoxygenParameter) -> Result
    mutating func visitDoxygenReturns(_ doxygenReturns: DoxygenReturns) -> Result
}

extension MarkupVisitor {
    public mutating func visit(_ markup: Markup) -> Result { markup.accept(&self) }

    public mutating func visitBlockQuote(_ blockQuote: BlockQuote) -> Result { defaultVisit(blockQuote) }
    public mutating func visitCodeBlock(_ codeBlock: CodeBlock) -> Result { defaultVisit(codeBlock) }
    public mutating func visitCustomBlock(_ customBlock: CustomBlock) -> Result { defaultVisit(customBlock) }
    public mutating func visitDocument(_ document: Document) -> Result { defaultVisit(document) }
    public mutating func visitHeading(_ heading: Heading) -> Result { defaultVisit(heading) }
    public mutating func visitThematicBreak(_ thematicBreak: ThematicBreak) -> Result { defaultVisit(thematicBreak) }
    public mutating func visitHTMLBlock(_ html: HTMLBlock) -> Result { defaultVisit(html) }
    public mutating func visitListItem(_ listItem: ListItem) -> Result { defaultVisit(listItem) }
    public mutating func visitOrderedList(_ orderedList: OrderedList) -> Result { defaultVisit(orderedList) }
    public mutating func visitUnorderedList(_ unorderedList: UnorderedList) -> Result { defaultVisit(unorderedList) }
    public mutating func visitParagraph(_ paragraph: Paragraph) -> Result { defaultVisit(paragraph) }
    public mutating func visitBlockDirective(_ blockDirective: BlockDirective) -> Result { defaultVisit(blockDirective) }
    public mutating func visitInlineCode(_ inlineCode: InlineCode) -> Result { defaultVisit(inlineCode) }
    public mutating func visitCustomInline(_ customInline: CustomInline) -> Result { defaultVisit(customInline) }
    public mutating func visitEmphasis(_ emphasis: Emphasis) -> Result { defaultVisit(emphasis) }
    public mutating func visitImage(_ image: Image) -> Result { defaultVisit(image) }
    public mutating func visitInlineHTML(_ inlineHTML: InlineHTML) -> Result { defaultVisit(inlineHTML) }
    public mutating func visitLineBreak(_ lineBreak: LineBreak) -> Result { defaultVisit(lineBreak) }
    public mutating func visitLink(_ link: Link) -> Result { defaultVisit(link) }
    public mutating func visitSoftBreak(_ softBreak: SoftBreak) -> Result { defaultVisit(softBreak) }
    public mutating func visitStrong(_ strong: Strong) -> Result { defaultVisit(strong) }
    public mutating func visitText(_ text: Text) -> Result { defaultVisit(text) }
    public mutating func visitStrikethrough(_ strikethrough: Strikethrough) -> Result { defaultVisit(strikethrough) }
    public mutating func visitTable(_ table: Table) -> Result { defaultVisit(table) }
    public mutating func visitTableHead(_ tableHead: Table.Head) -> Result { defaultVisit(tableHead) }
    public mutating func visitTableBody(_ tableBody: Table.Body) -> Result { defaultVisit(tableBody) }
    public mutating func visitTableRow(_ tableRow: Table.Row) -> Result { defaultVisit(tableRow) }
    public mutating func visitTableCell(_ tableCell: Table.Cell) -> Result { defaultVisit(tableCell) }
    public mutating func visitSymbolLink(_ symbolLink: SymbolLink) -> Result { defaultVisit(symbolLink) }
    public mutating func visitInlineAttributes(_ attributes: InlineAttributes) -> Result { defaultVisit(attributes) }
    public mutating func visitDoxygenDiscussion(_ doxygenDiscussion: DoxygenDiscussion) -> Result { defaultVisit(doxygenDiscussion) }
    public mutating func visitDoxygenNote(_ doxygenNote: DoxygenNote) -> Result { defaultVisit(doxygenNote) }
    public mutating func visitDoxygenAbstract(_ doxygenAbstract: DoxygenAbstract) -> Result { defaultVisit(doxygenAbstract) }
    public mutating func visitDoxygenParameter(_ doxygenParam: DoxygenParameter) -> Result { defaultVisit(doxygenParam) }
    public mutating func visitDoxygenReturns(_ doxygenReturns: DoxygenReturns) -> Result { defaultVisit(doxygenReturns) }
}
