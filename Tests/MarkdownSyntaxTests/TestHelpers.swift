import MarkdownSyntax

/// Parses and renders GFM (the default), as `mdtool render` does.
func renderGFM(_ markdown: String) -> String {
    HTMLRenderer(flavor: .gfm).render(Document(parsing: markdown, options: .gfm))
}

/// Parses and renders plain CommonMark.
func renderCommonMark(_ markdown: String) -> String {
    HTMLRenderer(flavor: .commonMark).render(Document(parsing: markdown, options: .commonMark))
}

extension Markup {
    /// Every node of the subtree, in document order (preorder), this node first.
    var allNodes: [any Markup] {
        var result: [any Markup] = []
        var pending: [any Markup] = [self]
        while let node = pending.popLast() {
            result.append(node)
            pending.append(contentsOf: node.children.reversed())
        }
        return result
    }

    /// The subtree's nodes of one type, in document order.
    func nodes<T: Markup>(of type: T.Type) -> [T] { allNodes.compactMap { $0 as? T } }
}
