import MarkdownSyntax

/// Every node of a document in document order, gathered in one walk and grouped by kind,
/// so rules do not each walk the tree. A class: every rule reads it from the context, and a
/// struct of two dozen arrays would be copied (each array retained and released) each time.
public final class NodeIndex: Sendable {
    private let document: Document
    /// The document's ATX and setext headings, in document order.
    public let headings: [Heading]
    /// The document's paragraphs, in document order.
    public let paragraphs: [Paragraph]
    /// The document's block quotes, in document order.
    public let blockQuotes: [BlockQuote]
    /// The document's bullet lists, in document order.
    public let unorderedLists: [UnorderedList]
    /// The document's ordered lists, in document order.
    public let orderedLists: [OrderedList]
    /// The document's list items of both kinds of list, in document order.
    public let listItems: [ListItem]
    /// The document's fenced and indented code blocks, in document order.
    public let codeBlocks: [CodeBlock]
    /// The fenced ones of `codeBlocks`: rules about fences would otherwise copy every code
    /// block's details out of its node to ask.
    package let fencedCodeBlocks: [CodeBlock]
    /// The document's HTML blocks, in document order.
    public let htmlBlocks: [HTMLBlock]
    /// The document's thematic breaks, in document order.
    public let thematicBreaks: [ThematicBreak]
    /// The document's GFM tables, in document order.
    public let tables: [Table]
    /// The document's link reference definitions, in document order.
    public let linkDefinitions: [LinkReferenceDefinition]
    /// The document's footnote definitions, in document order.
    public let footnoteDefinitions: [FootnoteDefinition]
    /// The document's text nodes (prose; code spans, HTML and URLs are other nodes), in document order.
    public let texts: [Text]
    /// The document's code spans, in document order.
    public let inlineCodes: [InlineCode]
    /// The document's inline HTML tags and comments, in document order.
    public let inlineHTML: [InlineHTML]
    /// The document's links of every form (autolinks and bare URLs included), in document order.
    public let links: [Link]
    /// The document's images, in document order.
    public let images: [Image]
    /// The document's emphasis nodes, in document order.
    public let emphases: [Emphasis]
    /// The document's strong emphasis nodes, in document order.
    public let strongs: [Strong]
    /// The document's hard line breaks, in document order.
    public let lineBreaks: [LineBreak]
    /// The document's footnote references, in document order.
    public let footnoteReferences: [FootnoteReference]
    /// DocC block directives (only parsed in the DocC dialect), outer ones first.
    public let blockDirectives: [BlockDirective]
    /// MkDocs attribute lists (`{ #id .class }`, only parsed in the MkDocs dialect), in document order.
    public let attributeLists: [AttributeList]
    /// The children of each of `unorderedLists` and of each of `orderedLists`, sharing the
    /// links the walk made: `listItemChildren` makes a new one on each call, and list rules
    /// read every list's items.
    private let unorderedListChildren: [MarkupChildren]
    private let orderedListChildren: [MarkupChildren]

    init(_ document: Document) {
        self.document = document
        var headings: [Heading] = []
        var paragraphs: [Paragraph] = []
        var blockQuotes: [BlockQuote] = []
        var unorderedLists: [UnorderedList] = []
        var orderedLists: [OrderedList] = []
        var listItems: [ListItem] = []
        var codeBlocks: [CodeBlock] = []
        var fencedCodeBlocks: [CodeBlock] = []
        var htmlBlocks: [HTMLBlock] = []
        var thematicBreaks: [ThematicBreak] = []
        var tables: [Table] = []
        var linkDefinitions: [LinkReferenceDefinition] = []
        var footnoteDefinitions: [FootnoteDefinition] = []
        var texts: [Text] = []
        var inlineCodes: [InlineCode] = []
        var inlineHTML: [InlineHTML] = []
        var links: [Link] = []
        var images: [Image] = []
        var emphases: [Emphasis] = []
        var strongs: [Strong] = []
        var lineBreaks: [LineBreak] = []
        var footnoteReferences: [FootnoteReference] = []
        var blockDirectives: [BlockDirective] = []
        var attributeLists: [AttributeList] = []
        var unorderedListChildren: [MarkupChildren] = []
        var orderedListChildren: [MarkupChildren] = []
        func record(_ children: MarkupChildren, ordered: Bool) {
            if ordered { orderedListChildren.append(children) } else { unorderedListChildren.append(children) }
        }
        // A list's first child comes right after it in document order: its link is the
        // one all of the list's children share. Whether the list before it is ordered:
        var listAwaitingChildren: Bool?
        // Switching on the stored kind avoids a dynamic cast per node.
        document.forEachDescendant { data in
            if let ordered = listAwaitingChildren, let siblings = MarkupChildren(siblingsOf: data) {
                record(siblings, ordered: ordered)
                listAwaitingChildren = nil
            }
            switch data.raw.kind {
            case .heading: headings.append(Heading(data))
            case .paragraph: paragraphs.append(Paragraph(data))
            case .blockQuote: blockQuotes.append(BlockQuote(data))
            case .unorderedList, .orderedList:
                let ordered: Bool
                if case .orderedList = data.raw.kind {
                    orderedLists.append(OrderedList(data))
                    ordered = true
                } else {
                    unorderedLists.append(UnorderedList(data))
                    ordered = false
                }
                if data.raw.children.isEmpty { record(MarkupChildren(data), ordered: ordered) } else { listAwaitingChildren = ordered }
            case .listItem: listItems.append(ListItem(data))
            case .codeBlock(let info):
                codeBlocks.append(CodeBlock(data))
                if info.fence != nil { fencedCodeBlocks.append(CodeBlock(data)) }
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
            return true
        }
        self.headings = headings
        self.paragraphs = paragraphs
        self.blockQuotes = blockQuotes
        self.unorderedLists = unorderedLists
        self.orderedLists = orderedLists
        self.listItems = listItems
        self.codeBlocks = codeBlocks
        self.fencedCodeBlocks = fencedCodeBlocks
        self.htmlBlocks = htmlBlocks
        self.thematicBreaks = thematicBreaks
        self.tables = tables
        self.linkDefinitions = linkDefinitions
        self.footnoteDefinitions = footnoteDefinitions
        self.texts = texts
        self.inlineCodes = inlineCodes
        self.inlineHTML = inlineHTML
        self.links = links
        self.images = images
        self.emphases = emphases
        self.strongs = strongs
        self.lineBreaks = lineBreaks
        self.footnoteReferences = footnoteReferences
        self.blockDirectives = blockDirectives
        self.attributeLists = attributeLists
        self.unorderedListChildren = unorderedListChildren
        self.orderedListChildren = orderedListChildren
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
        private let unordered: [UnorderedList]
        private let ordered: [OrderedList]
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
