import MarkdownSyntax

/// Every node of a document in document order, gathered in one walk and grouped by kind,
/// so rules do not each walk the tree.
public struct NodeIndex: Sendable {
    public private(set) var all: [any Markup] = []
    public private(set) var headings: [Heading] = []
    public private(set) var paragraphs: [Paragraph] = []
    public private(set) var blockQuotes: [BlockQuote] = []
    public private(set) var unorderedLists: [UnorderedList] = []
    public private(set) var orderedLists: [OrderedList] = []
    public private(set) var listItems: [ListItem] = []
    public private(set) var codeBlocks: [CodeBlock] = []
    public private(set) var htmlBlocks: [HTMLBlock] = []
    public private(set) var thematicBreaks: [ThematicBreak] = []
    public private(set) var tables: [Table] = []
    public private(set) var linkDefinitions: [LinkReferenceDefinition] = []
    public private(set) var footnoteDefinitions: [FootnoteDefinition] = []
    public private(set) var texts: [Text] = []
    public private(set) var inlineCodes: [InlineCode] = []
    public private(set) var inlineHTML: [InlineHTML] = []
    public private(set) var links: [Link] = []
    public private(set) var images: [Image] = []
    public private(set) var emphases: [Emphasis] = []
    public private(set) var strongs: [Strong] = []
    public private(set) var lineBreaks: [LineBreak] = []
    public private(set) var footnoteReferences: [FootnoteReference] = []

    init(_ document: Document) {
        var pending: [any Markup] = [document]
        while let node = pending.popLast() {
            all.append(node)
            // Switching on the stored kind avoids a dynamic cast per node.
            let data = node._data
            switch node.raw.kind {
            case .heading: headings.append(Heading(data))
            case .paragraph: paragraphs.append(Paragraph(data))
            case .blockQuote: blockQuotes.append(BlockQuote(data))
            case .unorderedList: unorderedLists.append(UnorderedList(data))
            case .orderedList: orderedLists.append(OrderedList(data))
            case .listItem: listItems.append(ListItem(data))
            case .codeBlock: codeBlocks.append(CodeBlock(data))
            case .htmlBlock: htmlBlocks.append(HTMLBlock(data))
            case .thematicBreak: thematicBreaks.append(ThematicBreak(data))
            case .table: tables.append(Table(data))
            case .linkReferenceDefinition: linkDefinitions.append(LinkReferenceDefinition(data))
            case .footnoteDefinition: footnoteDefinitions.append(FootnoteDefinition(data))
            case .text: texts.append(Text(data))
            case .inlineCode: inlineCodes.append(InlineCode(data))
            case .inlineHTML: inlineHTML.append(InlineHTML(data))
            case .link: links.append(Link(data))
            case .image: images.append(Image(data))
            case .emphasis: emphases.append(Emphasis(data))
            case .strong: strongs.append(Strong(data))
            case .lineBreak: lineBreaks.append(LineBreak(data))
            case .footnoteReference: footnoteReferences.append(FootnoteReference(data))
            default: break
            }
            pending.append(contentsOf: node.children.reversed())
        }
    }
}
