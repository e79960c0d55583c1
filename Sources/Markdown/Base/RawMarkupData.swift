/// A node's kind and its own attributes (everything but its children and range).
enum RawMarkupData: Equatable, Sendable {
    case document
    case blockQuote
    case codeBlock(code: String, language: String?)
    case customBlock
    case htmlBlock(String)
    case heading(level: Int)
    case thematicBreak
    case orderedList(startIndex: UInt)
    case unorderedList
    case listItem(checkbox: Checkbox?)
    case paragraph
    case blockDirective(name: String, nameRange: SourceRange?, argumentText: DirectiveArgumentText)
    case table(columnAlignments: [Table.ColumnAlignment?])
    case tableHead
    case tableBody
    case tableRow
    case tableCell(colspan: UInt, rowspan: UInt)
    case doxygenDiscussion
    case doxygenNote
    case doxygenAbstract
    case doxygenParameter(name: String)
    case doxygenReturns

    case text(String)
    case softBreak
    case lineBreak
    case customInline(String)
    case emphasis
    case strong
    case strikethrough
    case inlineCode(String)
    case inlineHTML(String)
    case link(destination: String?, title: String?)
    case image(source: String?, title: String?)
    case symbolLink(destination: String?)
    case inlineAttributes(attributes: String)
}
