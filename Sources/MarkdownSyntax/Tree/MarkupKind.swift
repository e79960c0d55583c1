/// The kind of a node without its attributes: one case per node type.
///
/// Use it to classify nodes (`markup.kind.isInline`) or to compare kinds
/// (`a.kind == b.kind`) without casting to each node type. Every classification is an
/// exhaustive switch in this file, so a new node kind is classified where it is declared,
/// and the compiler points at each place that must decide about it.
public enum MarkupKind: Hashable, Sendable, CaseIterable {
    case document
    case frontMatter
    case blockQuote
    case orderedList
    case unorderedList
    case listItem
    case paragraph
    case heading
    case thematicBreak
    case codeBlock
    case htmlBlock
    case linkReferenceDefinition
    case footnoteDefinition
    case blockDirective
    case table
    case tableHead
    case tableBody
    case tableRow
    case tableCell
    case text
    case softBreak
    case lineBreak
    case emphasis
    case strong
    case strikethrough
    case inlineCode
    case symbolLink
    case inlineHTML
    case link
    case image
    case footnoteReference

    /// Where nodes of this kind stand: the root, among blocks, in a table or inline.
    public var placement: Placement {
        switch self {
        case .document:
            .root
        case .frontMatter, .blockQuote, .orderedList, .unorderedList, .listItem, .paragraph, .heading, .thematicBreak,
             .codeBlock, .htmlBlock, .linkReferenceDefinition, .footnoteDefinition, .blockDirective, .table:
            .block
        case .tableHead, .tableBody, .tableRow, .tableCell:
            .tablePart
        case .text, .softBreak, .lineBreak, .emphasis, .strong, .strikethrough, .inlineCode, .symbolLink, .inlineHTML,
             .link, .image, .footnoteReference:
            .inline
        }
    }

    /// What the children of nodes of this kind are.
    public var content: Content {
        switch self {
        case .document, .blockQuote, .listItem, .footnoteDefinition, .blockDirective:
            .blocks
        case .orderedList, .unorderedList:
            .listItems
        case .paragraph, .heading, .tableCell, .emphasis, .strong, .strikethrough, .link, .image:
            .inlines
        case .table:
            .tableSections
        case .tableBody:
            .tableRows
        case .tableHead, .tableRow:
            .tableCells
        case .frontMatter, .thematicBreak, .codeBlock, .htmlBlock, .linkReferenceDefinition, .text, .softBreak,
             .lineBreak, .inlineCode, .symbolLink, .inlineHTML, .footnoteReference:
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
        }
    }
}
