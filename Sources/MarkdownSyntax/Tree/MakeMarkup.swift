/// Wraps storage in the public node type for its kind.
func makeMarkup(_ data: _MarkupData) -> any Markup {
    switch data.raw.kind {
    case .document: return Document(data)
    case .frontMatter: return FrontMatter(data)
    case .blockQuote: return BlockQuote(data)
    case .orderedList: return OrderedList(data)
    case .unorderedList: return UnorderedList(data)
    case .listItem: return ListItem(data)
    case .paragraph: return Paragraph(data)
    case .heading: return Heading(data)
    case .thematicBreak: return ThematicBreak(data)
    case .codeBlock: return CodeBlock(data)
    case .htmlBlock: return HTMLBlock(data)
    case .linkReferenceDefinition: return LinkReferenceDefinition(data)
    case .footnoteDefinition: return FootnoteDefinition(data)
    case .blockDirective: return BlockDirective(data)
    case .table: return Table(data)
    case .tableHead: return Table.Head(data)
    case .tableBody: return Table.Body(data)
    case .tableRow: return Table.Row(data)
    case .tableCell: return Table.Cell(data)
    case .text: return Text(data)
    case .softBreak: return SoftBreak(data)
    case .lineBreak: return LineBreak(data)
    case .emphasis: return Emphasis(data)
    case .strong: return Strong(data)
    case .strikethrough: return Strikethrough(data)
    case .inlineCode: return InlineCode(data)
    case .symbolLink: return SymbolLink(data)
    case .inlineHTML: return InlineHTML(data)
    case .link: return Link(data)
    case .image: return Image(data)
    case .footnoteReference: return FootnoteReference(data)
    case .inlineMath: return InlineMath(data)
    case .mathBlock: return MathBlock(data)
    case .alert: return Alert(data)
    case .admonition: return Admonition(data)
    case .contentTab: return ContentTab(data)
    case .definitionList: return DefinitionList(data)
    case .definitionTerm: return DefinitionTerm(data)
    case .definitionDescription: return DefinitionDescription(data)
    case .attributeList: return AttributeList(data)
    case .snippet: return Snippet(data)
    }
}

extension Array where Element == any BlockMarkup {
    var raws: [RawMarkup] { map { $0.raw } }
}

extension Array where Element == any InlineMarkup {
    var raws: [RawMarkup] { map { $0.raw } }
}
