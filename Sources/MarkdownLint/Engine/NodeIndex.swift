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
            switch node {
            case let node as Heading: headings.append(node)
            case let node as Paragraph: paragraphs.append(node)
            case let node as BlockQuote: blockQuotes.append(node)
            case let node as UnorderedList: unorderedLists.append(node)
            case let node as OrderedList: orderedLists.append(node)
            case let node as ListItem: listItems.append(node)
            case let node as CodeBlock: codeBlocks.append(node)
            case let node as HTMLBlock: htmlBlocks.append(node)
            case let node as ThematicBreak: thematicBreaks.append(node)
            case let node as Table: tables.append(node)
            case let node as LinkReferenceDefinition: linkDefinitions.append(node)
            case let node as FootnoteDefinition: footnoteDefinitions.append(node)
            case let node as Text: texts.append(node)
            case let node as InlineCode: inlineCodes.append(node)
            case let node as InlineHTML: inlineHTML.append(node)
            case let node as Link: links.append(node)
            case let node as Image: images.append(node)
            case let node as Emphasis: emphases.append(node)
            case let node as Strong: strongs.append(node)
            case let node as LineBreak: lineBreaks.append(node)
            case let node as FootnoteReference: footnoteReferences.append(node)
            default: break
            }
            pending.append(contentsOf: node.children.reversed())
        }
    }
}
