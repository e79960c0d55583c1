import MarkdownSyntax

/// Every node of a document in document order, numbered in one table and grouped by
/// kind, so rules do not each walk the tree. A class: every rule reads it from the context, and a
/// struct of two dozen arrays would be copied (each array retained and released) each time.
public final class NodeIndex: Sendable {
    private let document: Document
    // What the lists below are made of, kept for `lane()`.
    private let table: NodeTable
    private let numbers: [Int32]
    private let starts: [Int]
    private let fencedNumbers: [Int32]
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

    convenience init(_ document: Document) {
        let table = NodeTable(document) { Kind($0)?.rawValue }
        // The numbers of every kind in one array, sorted by kind (counting sort): no array
        // per kind grown by doubling (over a quarter of it spare on the 10 MB corpus file).
        var starts = [Int](repeating: 0, count: Kind.allCases.count + 1)
        for stored in table.kinds where stored != NodeTable.unclassified { starts[Int(stored) + 1] += 1 }
        for kind in Kind.allCases.indices { starts[kind + 1] += starts[kind] }
        var next = starts
        var numbers = [Int32](repeating: 0, count: starts[Kind.allCases.count])
        var fencedNumbers: [Int32] = []
        var unorderedListChildren: [MarkupChildren] = []
        var orderedListChildren: [MarkupChildren] = []
        for (number, stored) in table.kinds.enumerated() where stored != NodeTable.unclassified {
            let index = Int32(truncatingIfNeeded: number)
            numbers[next[Int(stored)]] = index
            next[Int(stored)] += 1
            switch Kind(rawValue: stored) {
            case .unorderedList: unorderedListChildren.append(MarkupChildren(table.data(number)))
            case .orderedList: orderedListChildren.append(MarkupChildren(table.data(number)))
            case .codeBlock:
                if case .codeBlock(let info) = table.data(number).raw.kind, info.fence != nil { fencedNumbers.append(index) }
            default: break
            }
        }
        self.init(document, table, numbers: numbers, starts: starts, fencedNumbers: fencedNumbers,
                  unorderedListChildren: unorderedListChildren, orderedListChildren: orderedListChildren)
    }

    /// The index of `numbers`, sorted by kind: kind `k`'s are `numbers[starts[k]..<starts[k + 1]]`.
    private init(_ document: Document, _ table: NodeTable, numbers: [Int32], starts: [Int], fencedNumbers: [Int32],
                 unorderedListChildren: [MarkupChildren], orderedListChildren: [MarkupChildren]) {
        self.document = document
        self.table = table
        self.numbers = numbers
        self.starts = starts
        self.fencedNumbers = fencedNumbers
        func nodes<Node>(_ kind: Kind) -> NodeList<Node> {
            NodeList(table, numbers, starts[Int(kind.rawValue)]..<starts[Int(kind.rawValue) + 1])
        }
        headings = nodes(.heading)
        paragraphs = nodes(.paragraph)
        blockQuotes = nodes(.blockQuote)
        unorderedLists = nodes(.unorderedList)
        orderedLists = nodes(.orderedList)
        listItems = nodes(.listItem)
        codeBlocks = nodes(.codeBlock)
        self.fencedCodeBlocks = NodeList(table, fencedNumbers, fencedNumbers.indices)
        htmlBlocks = nodes(.htmlBlock)
        thematicBreaks = nodes(.thematicBreak)
        tables = nodes(.table)
        linkDefinitions = nodes(.linkDefinition)
        footnoteDefinitions = nodes(.footnoteDefinition)
        texts = nodes(.text)
        inlineCodes = nodes(.inlineCode)
        inlineHTML = nodes(.inlineHTML)
        links = nodes(.link)
        images = nodes(.image)
        emphases = nodes(.emphasis)
        strongs = nodes(.strong)
        lineBreaks = nodes(.lineBreak)
        footnoteReferences = nodes(.footnoteReference)
        blockDirectives = nodes(.blockDirective)
        attributeLists = nodes(.attributeList)
        self.unorderedListChildren = unorderedListChildren
        self.orderedListChildren = orderedListChildren
    }

    /// The same index, its nodes handed out with a link of their own (see
    /// `LintContext.init(laneOf:)`).
    func lane() -> NodeIndex {
        NodeIndex(document, table.withOwnLink(), numbers: numbers, starts: starts, fencedNumbers: fencedNumbers,
                  unorderedListChildren: unorderedListChildren, orderedListChildren: orderedListChildren)
    }

    /// The kinds of node the index gathers. Its table keeps every node with children, and
    /// leaves only of these kinds.
    private enum Kind: UInt8, CaseIterable {
        case heading, paragraph, blockQuote, unorderedList, orderedList, listItem, codeBlock, htmlBlock, thematicBreak
        case table, linkDefinition, footnoteDefinition, text, inlineCode, inlineHTML, link, image, emphasis, strong
        case lineBreak, footnoteReference, blockDirective, attributeList

        /// The kind of a node of kind `tag` (no dynamic cast, no copy of the node's payload);
        /// nil for a node the index does not gather.
        init?(_ tag: MarkupKind) {
            switch tag {
            case .heading: self = .heading
            case .paragraph: self = .paragraph
            case .blockQuote: self = .blockQuote
            case .unorderedList: self = .unorderedList
            case .orderedList: self = .orderedList
            case .listItem: self = .listItem
            case .codeBlock: self = .codeBlock
            case .htmlBlock: self = .htmlBlock
            case .thematicBreak: self = .thematicBreak
            case .table: self = .table
            case .linkReferenceDefinition: self = .linkDefinition
            case .footnoteDefinition: self = .footnoteDefinition
            case .text: self = .text
            case .inlineCode: self = .inlineCode
            case .inlineHTML: self = .inlineHTML
            case .link: self = .link
            case .image: self = .image
            case .emphasis: self = .emphasis
            case .strong: self = .strong
            case .lineBreak: self = .lineBreak
            case .footnoteReference: self = .footnoteReference
            case .blockDirective: self = .blockDirective
            case .attributeList: self = .attributeList
            default: return nil
            }
        }
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
