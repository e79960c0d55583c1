/// The kind of a node without its attributes: one case per node type.
///
/// Use it to classify nodes (`markup.kind.isInline`) or to compare kinds
/// (`a.kind == b.kind`) without casting to each node type. Every classification is an
/// exhaustive switch in this file, so a new node kind is classified where it is declared,
/// and the compiler points at each place that must decide about it.
public enum MarkupKind: Hashable, Sendable, CaseIterable {
    /// A `Document`.
    case document
    /// A `FrontMatter`.
    case frontMatter
    /// A `BlockQuote`.
    case blockQuote
    /// A `OrderedList`.
    case orderedList
    /// A `UnorderedList`.
    case unorderedList
    /// A `ListItem`.
    case listItem
    /// A `Paragraph`.
    case paragraph
    /// A `Heading`.
    case heading
    /// A `ThematicBreak`.
    case thematicBreak
    /// A `CodeBlock`.
    case codeBlock
    /// A `HTMLBlock`.
    case htmlBlock
    /// A `LinkReferenceDefinition`.
    case linkReferenceDefinition
    /// A `FootnoteDefinition`.
    case footnoteDefinition
    case blockDirective
    /// A `Table`.
    case table
    /// A `Table.Head`.
    case tableHead
    /// A `Table.Body`.
    case tableBody
    /// A `Table.Row`.
    case tableRow
    /// A `Table.Cell`.
    case tableCell
    /// A `Text`.
    case text
    /// A `SoftBreak`.
    case softBreak
    /// A `LineBreak`.
    case lineBreak
    /// A `Emphasis`.
    case emphasis
    /// A `Strong`.
    case strong
    /// A `Strikethrough`.
    case strikethrough
    /// A `InlineCode`.
    case inlineCode
    case symbolLink
    /// A `InlineHTML`.
    case inlineHTML
    /// A `Link`.
    case link
    /// A `Image`.
    case image
    /// A `FootnoteReference`.
    case footnoteReference
    case inlineMath
    case mathBlock
    case alert
    case admonition
    case contentTab
    case definitionList
    case definitionTerm
    case definitionDescription
    case attributeList
    case snippet

    /// Where nodes of this kind stand: the root, among blocks, in a table or inline.
    public var placement: Placement {
        switch self {
        case .document:
            .root
        case .frontMatter, .blockQuote, .orderedList, .unorderedList, .listItem, .paragraph, .heading, .thematicBreak,
             .codeBlock, .htmlBlock, .linkReferenceDefinition, .footnoteDefinition, .blockDirective, .table, .mathBlock,
             .alert, .admonition, .contentTab, .definitionList, .definitionTerm, .definitionDescription, .snippet:
            .block
        case .tableHead, .tableBody, .tableRow, .tableCell:
            .tablePart
        case .text, .softBreak, .lineBreak, .emphasis, .strong, .strikethrough, .inlineCode, .symbolLink, .inlineHTML,
             .link, .image, .footnoteReference, .inlineMath, .attributeList:
            .inline
        }
    }

    /// What the children of nodes of this kind are.
    public var content: Content {
        switch self {
        case .document, .blockQuote, .listItem, .footnoteDefinition, .blockDirective, .alert, .admonition, .contentTab,
             .definitionList, .definitionDescription:
            .blocks
        case .orderedList, .unorderedList:
            .listItems
        case .paragraph, .heading, .tableCell, .emphasis, .strong, .strikethrough, .link, .image, .definitionTerm:
            .inlines
        case .table:
            .tableSections
        case .tableBody:
            .tableRows
        case .tableHead, .tableRow:
            .tableCells
        case .frontMatter, .thematicBreak, .codeBlock, .htmlBlock, .linkReferenceDefinition, .text, .softBreak,
             .lineBreak, .inlineCode, .symbolLink, .inlineHTML, .footnoteReference, .inlineMath, .mathBlock,
             .attributeList, .snippet:
            .nothing
        }
    }

    /// Whether the node stands among blocks (`BlockMarkup`).
    public var isBlock: Bool { placement == .block }

    /// Whether the node is inline content (`InlineMarkup`).
    public var isInline: Bool { placement == .inline }

    /// Whether the node's children are blocks of any kind (`BlockContainer`).
    public var isBlockContainer: Bool { content == .blocks }

    /// Whether the node's children are inline content (`InlineContainer`).
    public var isInlineContainer: Bool { content == .inlines }

    /// Whether the node is a list, whose children are list items.
    public var isList: Bool { content == .listItems }

    /// Whether the node's children are blocks: a block container's or a list's.
    public var hasBlockChildren: Bool { isBlockContainer || isList }
}

extension RawKind {
    /// The kind without its payload.
    package var tag: MarkupKind {
        switch self {
        case .document: .document
        case .frontMatter: .frontMatter
        case .blockQuote: .blockQuote
        case .orderedList: .orderedList
        case .unorderedList: .unorderedList
        case .listItem: .listItem
        case .paragraph: .paragraph
        case .heading: .heading
        case .thematicBreak: .thematicBreak
        case .codeBlock: .codeBlock
        case .htmlBlock: .htmlBlock
        case .linkReferenceDefinition: .linkReferenceDefinition
        case .footnoteDefinition: .footnoteDefinition
        case .blockDirective: .blockDirective
        case .table: .table
        case .tableHead: .tableHead
        case .tableBody: .tableBody
        case .tableRow: .tableRow
        case .tableCell: .tableCell
        case .text: .text
        case .softBreak: .softBreak
        case .lineBreak: .lineBreak
        case .emphasis: .emphasis
        case .strong: .strong
        case .strikethrough: .strikethrough
        case .inlineCode: .inlineCode
        case .symbolLink: .symbolLink
        case .inlineHTML: .inlineHTML
        case .link: .link
        case .image: .image
        case .footnoteReference: .footnoteReference
        case .inlineMath: .inlineMath
        case .mathBlock: .mathBlock
        case .alert: .alert
        case .admonition: .admonition
        case .contentTab: .contentTab
        case .definitionList: .definitionList
        case .definitionTerm: .definitionTerm
        case .definitionDescription: .definitionDescription
        case .attributeList: .attributeList
        case .snippet: .snippet
        }
    }
}
