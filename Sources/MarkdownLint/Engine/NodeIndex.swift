import MarkdownSyntax

/// Every node of a document in document order, gathered in one walk and grouped by kind,
/// so rules do not each walk the tree. A class: every rule reads it from the context, and a
/// struct of two dozen arrays would be copied (each array retained and released) each time.
public final class NodeIndex: Sendable {
    private let document: Document
    /// The document's ATX and setext headings, in document order.
    public let headings: NodeList<Heading>
    /// The document's paragraphs, in document order.
    public let paragraphs: NodeList<Paragraph>
    /// The document's block quotes, in document order.
    public let blockQuotes: NodeList<BlockQuote>
    /// The document's bullet lists, in document order.
    public let unorderedLists: NodeList<UnorderedList>
    /// The document's ordered lists, in document order.
    public let orderedLists: NodeList<OrderedList>
    /// The document's list items of both kinds of list, in document order.
    public let listItems: NodeList<ListItem>
    /// The document's fenced and indented code blocks, in document order.
    public let codeBlocks: NodeList<CodeBlock>
    /// The fenced ones of `codeBlocks`: rules about fences would otherwise copy every code
    /// block's details out of its node to ask.
    package let fencedCodeBlocks: NodeList<CodeBlock>
    /// The document's HTML blocks, in document order.
    public let htmlBlocks: NodeList<HTMLBlock>
    /// The document's thematic breaks, in document order.
    public let thematicBreaks: NodeList<ThematicBreak>
    /// The document's GFM tables, in document order.
    public let tables: NodeList<Table>
    /// The document's link reference definitions, in document order.
    public let linkDefinitions: NodeList<LinkReferenceDefinition>
    /// The document's footnote definitions, in document order.
    public let footnoteDefinitions: NodeList<FootnoteDefinition>
    /// The document's text nodes (prose; code spans, HTML and URLs are other nodes), in document order.
    public let texts: NodeList<Text>
    /// The document's code spans, in document order.
    public let inlineCodes: NodeList<InlineCode>
    /// The document's inline HTML tags and comments, in document order.
    public let inlineHTML: NodeList<InlineHTML>
    /// The document's links of every form (autolinks and bare URLs included), in document order.
    public let links: NodeList<Link>
    /// The document's images, in document order.
    public let images: NodeList<Image>
    /// The document's emphasis nodes, in document order.
    public let emphases: NodeList<Emphasis>
    /// The document's strong emphasis nodes, in document order.
    public let strongs: NodeList<Strong>
    /// The document's hard line breaks, in document order.
    public let lineBreaks: NodeList<LineBreak>
    /// The document's footnote references, in document order.
    public let footnoteReferences: NodeList<FootnoteReference>
    /// DocC block directives (only parsed in the DocC dialect), outer ones first.
    public let blockDirectives: NodeList<BlockDirective>
    /// MkDocs attribute lists (`{ #id .class }`, only parsed in the MkDocs dialect), in document order.
    public let attributeLists: NodeList<AttributeList>
    /// The children of each of `unorderedLists` and of each of `orderedLists`, made once:
    /// `listItemChildren` makes a new link on each call, and list rules read every list's
    /// items.
    private let unorderedListChildren: [MarkupChildren]
    private let orderedListChildren: [MarkupChildren]

    init(_ document: Document) {
        self.document = document
        let table = NodeTable(document, keepsLeaf: Self.isIndexed)
        var numbers = Numbers()
        var unorderedListChildren: [MarkupChildren] = []
        var orderedListChildren: [MarkupChildren] = []
        // Switching on the stored kind avoids a dynamic cast per node.
        for (number, raw) in table.raws.enumerated() {
            let index = Int32(truncatingIfNeeded: number)
            switch raw.kind {
            case .heading: numbers.headings.append(index)
            case .paragraph: numbers.paragraphs.append(index)
            case .blockQuote: numbers.blockQuotes.append(index)
            case .unorderedList:
                numbers.unorderedLists.append(index)
                unorderedListChildren.append(MarkupChildren(table.data(number)))
            case .orderedList:
                numbers.orderedLists.append(index)
                orderedListChildren.append(MarkupChildren(table.data(number)))
            case .listItem: numbers.listItems.append(index)
            case .codeBlock(let info):
                numbers.codeBlocks.append(index)
                if info.fence != nil { numbers.fencedCodeBlocks.append(index) }
            case .htmlBlock: numbers.htmlBlocks.append(index)
            case .thematicBreak: numbers.thematicBreaks.append(index)
            case .table: numbers.tables.append(index)
            case .linkReferenceDefinition: numbers.linkDefinitions.append(index)
            case .footnoteDefinition: numbers.footnoteDefinitions.append(index)
            case .text: numbers.texts.append(index)
            case .inlineCode: numbers.inlineCodes.append(index)
            case .inlineHTML: numbers.inlineHTML.append(index)
            case .link: numbers.links.append(index)
            case .image: numbers.images.append(index)
            case .emphasis: numbers.emphases.append(index)
            case .strong: numbers.strongs.append(index)
            case .lineBreak: numbers.lineBreaks.append(index)
            case .footnoteReference: numbers.footnoteReferences.append(index)
            case .blockDirective: numbers.blockDirectives.append(index)
            case .attributeList: numbers.attributeLists.append(index)
            default: break
            }
        }
        headings = NodeList(table, numbers.headings)
        paragraphs = NodeList(table, numbers.paragraphs)
        blockQuotes = NodeList(table, numbers.blockQuotes)
        unorderedLists = NodeList(table, numbers.unorderedLists)
        orderedLists = NodeList(table, numbers.orderedLists)
        listItems = NodeList(table, numbers.listItems)
        codeBlocks = NodeList(table, numbers.codeBlocks)
        fencedCodeBlocks = NodeList(table, numbers.fencedCodeBlocks)
        htmlBlocks = NodeList(table, numbers.htmlBlocks)
        thematicBreaks = NodeList(table, numbers.thematicBreaks)
        tables = NodeList(table, numbers.tables)
        linkDefinitions = NodeList(table, numbers.linkDefinitions)
        footnoteDefinitions = NodeList(table, numbers.footnoteDefinitions)
        texts = NodeList(table, numbers.texts)
        inlineCodes = NodeList(table, numbers.inlineCodes)
        inlineHTML = NodeList(table, numbers.inlineHTML)
        links = NodeList(table, numbers.links)
        images = NodeList(table, numbers.images)
        emphases = NodeList(table, numbers.emphases)
        strongs = NodeList(table, numbers.strongs)
        lineBreaks = NodeList(table, numbers.lineBreaks)
        footnoteReferences = NodeList(table, numbers.footnoteReferences)
        blockDirectives = NodeList(table, numbers.blockDirectives)
        attributeLists = NodeList(table, numbers.attributeLists)
        self.unorderedListChildren = unorderedListChildren
        self.orderedListChildren = orderedListChildren
    }

    /// Whether a leaf of this kind is one of the index's kinds (the table keeps every node
    /// with children, and leaves only of these).
    private static func isIndexed(_ node: RawMarkup) -> Bool {
        switch node.kind {
        case .heading, .paragraph, .blockQuote, .unorderedList, .orderedList, .listItem, .codeBlock, .htmlBlock,
             .thematicBreak, .table, .linkReferenceDefinition, .footnoteDefinition, .text, .inlineCode, .inlineHTML,
             .link, .image, .emphasis, .strong, .lineBreak, .footnoteReference, .blockDirective, .attributeList:
            true
        default:
            false
        }
    }

    /// The table numbers of each kind's nodes, while they are gathered.
    private struct Numbers {
        var headings: [Int32] = []
        var paragraphs: [Int32] = []
        var blockQuotes: [Int32] = []
        var unorderedLists: [Int32] = []
        var orderedLists: [Int32] = []
        var listItems: [Int32] = []
        var codeBlocks: [Int32] = []
        var fencedCodeBlocks: [Int32] = []
        var htmlBlocks: [Int32] = []
        var thematicBreaks: [Int32] = []
        var tables: [Int32] = []
        var linkDefinitions: [Int32] = []
        var footnoteDefinitions: [Int32] = []
        var texts: [Int32] = []
        var inlineCodes: [Int32] = []
        var inlineHTML: [Int32] = []
        var links: [Int32] = []
        var images: [Int32] = []
        var emphases: [Int32] = []
        var strongs: [Int32] = []
        var lineBreaks: [Int32] = []
        var footnoteReferences: [Int32] = []
        var blockDirectives: [Int32] = []
        var attributeLists: [Int32] = []
    }

    /// The list items of `unorderedLists[index]`.
    package func items(ofUnorderedList index: Int) -> ListItemChildren {
        ListItemChildren(unorderedListChildren[index])
    }

    /// The list items of `orderedLists[index]`.
    package func items(ofOrderedList index: Int) -> ListItemChildren {
        ListItemChildren(orderedListChildren[index])
    }

    /// Every list, the bullet lists first, each with whether it is ordered and its items.
    package var allLists: AllLists { AllLists(nodes: self) }

    /// The lists of a document one by one: an array of them all was the largest allocation
    /// of a list rule (a fresh page for every fifty lists).
    package struct AllLists: Sequence, IteratorProtocol {
        // The index's arrays, held here: reading them through the index for each list
        // retains and releases them, and every list rule reads them at once.
        private let unordered: NodeList<UnorderedList>
        private let ordered: NodeList<OrderedList>
        private let unorderedChildren: [MarkupChildren]
        private let orderedChildren: [MarkupChildren]
        private var position = 0

        fileprivate init(nodes: NodeIndex) {
            unordered = nodes.unorderedLists
            ordered = nodes.orderedLists
            unorderedChildren = nodes.unorderedListChildren
            orderedChildren = nodes.orderedListChildren
        }

        package mutating func next() -> (node: any Markup, ordered: Bool, items: ListItemChildren)? {
            let position = position
            self.position += 1
            if position < unordered.count {
                return (unordered[position], false, ListItemChildren(unorderedChildren[position]))
            }
            let index = position - unordered.count
            guard index < ordered.count else { return nil }
            return (ordered[index], true, ListItemChildren(orderedChildren[index]))
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
