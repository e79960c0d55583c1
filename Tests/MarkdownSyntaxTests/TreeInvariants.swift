import MarkdownSyntax
import Testing

/// Structural facts every parsed tree must satisfy, checked node by node.
enum TreeInvariants {
    /// Problems found in `document`, each naming the node; empty when all is well.
    static func violations(in document: Document) -> [String] {
        var problems: [String] = []
        let size = document.source?.bytes.count ?? 0
        if document.byteRange != 0..<size {
            problems.append("document range \(String(describing: document.byteRange)) is not 0..<\(size)")
        }
        func name(_ node: any Markup) -> String { "\(type(of: node))" }
        var pending: [any Markup] = [document]
        while let node = pending.popLast() {
            guard let range = node.byteRange else {
                problems.append("\(name(node)) at child index \(node.indexInParent) has no range")
                continue
            }
            if range.upperBound > size { problems.append("\(name(node)) \(range) ends past the source (\(size))") }
            problems += kindViolations(of: node)
            var previousEnd = range.lowerBound
            var previous: (any Markup)?
            for child in node.children {
                guard let childRange = child.byteRange else {
                    pending.append(child)
                    continue
                }
                if childRange.lowerBound < range.lowerBound || childRange.upperBound > range.upperBound {
                    problems.append("\(name(child)) \(childRange) is outside its parent \(name(node)) \(range)")
                }
                if let previous, childRange.lowerBound < previousEnd {
                    problems.append("\(name(child)) \(childRange) overlaps or precedes its previous sibling "
                                    + "\(name(previous)) ending at \(previousEnd) (parent \(name(node)))")
                }
                previousEnd = childRange.upperBound
                previous = child
                pending.append(child)
            }
        }
        return problems
    }

    /// Where the node's kind disagrees with its type's protocols, or a child is not what the
    /// kind's content says.
    static func kindViolations(of node: any Markup) -> [String] {
        let kind = node.kind
        let name = "\(type(of: node))"
        var problems: [String] = []
        if kind.isBlock != (node is any BlockMarkup) { problems.append("\(name): isBlock is \(kind.isBlock)") }
        if kind.isInline != (node is any InlineMarkup) { problems.append("\(name): isInline is \(kind.isInline)") }
        if kind.isBlockContainer != (node is any BlockContainer) {
            problems.append("\(name): isBlockContainer is \(kind.isBlockContainer)")
        }
        if kind.isInlineContainer != (node is any InlineContainer) {
            problems.append("\(name): isInlineContainer is \(kind.isInlineContainer)")
        }
        if (kind.placement == .root) != (node is Document) { problems.append("\(name): placement is \(kind.placement)") }
        for child in node.children {
            let fits: Bool
            switch kind.content {
            case .nothing: fits = false
            case .blocks: fits = child.kind.isBlock
            case .listItems: fits = child.kind == .listItem
            case .inlines: fits = child.kind.isInline
            case .tableSections: fits = child.kind == .tableHead || child.kind == .tableBody
            case .tableRows: fits = child.kind == .tableRow
            case .tableCells: fits = child.kind == .tableCell
            }
            if !fits { problems.append("\(name) holds \(type(of: child))") }
        }
        return problems
    }

    /// Checks the invariants, reparsing and rendering `text`; records an issue per problem.
    static func check(_ text: String, options: ParseOptions = .gfm, label: String,
                      sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let document = Document(parsing: text, options: options)
        for problem in violations(in: document).prefix(5) {
            Issue.record("\(label): \(problem)", sourceLocation: sourceLocation)
        }
        let dump = TreeDumper.dump(document)
        let source = document.sourceText ?? ""
        let sameSource = source == text
        #expect(sameSource, "\(label): the document's source text is not the input", sourceLocation: sourceLocation)
        let reparsed = Document(parsing: source, options: options)
        let sameTree = TreeDumper.dump(reparsed) == dump
        #expect(sameTree, "\(label): reparsing gives another tree", sourceLocation: sourceLocation)
        let html = HTMLRenderer(flavor: options.flavor).render(document)
        if document.children.contains(where: { !rendersNothing($0) }) {
            let rendered = !html.isEmpty
            #expect(rendered, "\(label): a document with visible blocks rendered to nothing",
                    sourceLocation: sourceLocation)
        }
    }

    /// Blocks that produce no HTML of their own.
    private static func rendersNothing(_ node: any Markup) -> Bool {
        node is LinkReferenceDefinition || node is FrontMatter || node is FootnoteDefinition
    }
}
