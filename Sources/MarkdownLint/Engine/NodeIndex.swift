import MarkdownSyntax

/// Every node of a document in document order, gathered in one walk and grouped by kind,
/// so rules do not each walk the tree.
public struct NodeIndex: Sendable {
    private let document: Document
    /// The document's ATX and setext headings, in document order.
    public private(set) var headings: [Heading] = []
    /// The document's paragraphs, in document order.
    public private(set) var paragraphs: [Paragraph] = []
    /// The document's block quotes, in document order.
    public private(set) var blockQuotes: [BlockQuote] = []
    /// The document's bullet lists, in document order.
    public private(set) var unorderedLists: [UnorderedList] = []
    /// The document's ordered lists, in document order.
    public private(set) var orderedLists: [OrderedList] = []
    /// The document's list items of both kinds of list, in document order.
    public private(set) var listItems: [ListItem] = []
    /// The document's fenced and indented code blocks, in document order.
    public private(set) var codeBlocks: [CodeBlock] = []
    /// The document's HTML blocks, in document order.
    public private(set) var htmlBlocks: [HTMLBlock] = []
    /// The document's thematic breaks, in document order.
    public private(set) var thematicBreaks: [ThematicBreak] = []
    /// The document's GFM tables, in document order.
    public private(set) var tables: [Table] = []
    /// The document's link reference definitions, in document order.
    public private(set) var linkDefinitions: [LinkReferenceDefinition] = []
    /// The document's footnote definitions, in document order.
    public private(set) var footnoteDefinitions: [FootnoteDefinition] = []
    /// The document's text nodes (prose; code spans, HTML and URLs are other nodes), in document order.
    public private(set) var texts: [Text] = []
    /// The document's code spans, in document order.
    public private(set) var inlineCodes: [InlineCode] = []
    /// The document's inline HTML tags and comments, in document order.
    public private(set) var inlineHTML: [InlineHTML] = []
    /// The document's links of every form (autolinks and bare URLs included), in document order.
    public private(set) var links: [Link] = []
    /// The document's images, in document order.
    public private(set) var images: [Image] = []
    /// The document's emphasis nodes, in document order.
    public private(set) var emphases: [Emphasis] = []
    /// The document's strong emphasis nodes, in document order.
    public private(set) var strongs: [Strong] = []
    /// The document's hard line breaks, in document order.
    public private(set) var lineBreaks: [LineBreak] = []
    /// The document's footnote references, in document order.
    public private(set) var footnoteReferences: [FootnoteReference] = []
    /// DocC block directives (only parsed in the DocC dialect), outer ones first.
    public private(set) var blockDirectives: [BlockDirective] = []
    /// MkDocs attribute lists (`{ #id .class }`, only parsed in the MkDocs dialect), in document order.
    public private(set) var attributeLists: [AttributeList] = []

    init(_ document: Document) {
        self.document = document
        // Depth first with a stack of child lists (not of nodes): each node's storage is
        // read in place (no `any Markup` made), and leaves never make a child list.
        var stack: [(children: MarkupChildren, next: Int)] = []
        if document.childCount > 0 { stack.append((MarkupChildren(document._data), 0)) }
        while let top = stack.indices.last {
            let (children, index) = stack[top]
            guard index < children.count else {
                stack.removeLast()
                continue
            }
            stack[top].next = index + 1
            let data = children.data(at: index)
            // Switching on the stored kind avoids a dynamic cast per node.
            switch data.raw.kind {
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
            case .blockDirective: blockDirectives.append(BlockDirective(data))
            case .attributeList: attributeLists.append(AttributeList(data))
            default: break
            }
            if !data.raw.children.isEmpty { stack.append((MarkupChildren(data), 0)) }
        }
    }

    /// Every node of the document in document order, the document first. Made on each
    /// call (rules mostly need the arrays by kind, which are kept).
    public var all: [any Markup] {
        var nodes: [any Markup] = []
        var pending: [any Markup] = [document]
        while let node = pending.popLast() {
            nodes.append(node)
            let children = node.children
            var index = children.count
            while index > 0 {
                index -= 1
                pending.append(children[index])
            }
        }
        return nodes
    }
}
