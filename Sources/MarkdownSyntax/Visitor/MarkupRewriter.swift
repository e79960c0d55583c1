/// A visitor that returns a rewritten node for each node it visits: return a node to put
/// in its place, or nil to delete it. By default a node is rebuilt from its rewritten
/// children, and a node whose children are all unchanged is returned as it is, so
/// untouched subtrees are shared with the original tree, not copied.
///
/// ```swift
/// struct HTTPSUpgrader: MarkupRewriter {
///     mutating func visitLink(_ link: Link) -> (any Markup)? {
///         var link = link
///         if link.destination.hasPrefix("http://") {
///             link.destination = "https://" + link.destination.dropFirst(7)
///         }
///         return link
///     }
/// }
/// var upgrader = HTTPSUpgrader()
/// let upgraded = upgrader.rewrite(document)
/// ```
public protocol MarkupRewriter: MarkupVisitor where Result == (any Markup)? {}

extension MarkupRewriter {
    /// Rewrites each child and rebuilds the node from the results, dropping children whose rewrite is nil; returns the node unchanged (shared storage) when no child changed.
    public mutating func defaultVisit(_ markup: any Markup) -> (any Markup)? {
        // Most nodes are leaves: no child list (and no parent link for it) to make.
        guard markup.childCount > 0 else { return markup }
        var rewritten: [RawMarkup] = []
        var changed = false
        for (index, child) in markup.children.enumerated() {
            guard let result = visit(child) else {
                if !changed {
                    rewritten = markup.raw.children[..<index].map { $0 }
                    changed = true
                }
                continue
            }
            if !changed && result.raw !== child.raw {
                rewritten = markup.raw.children[..<index].map { $0 }
                changed = true
            }
            if changed { rewritten.append(result.raw) }
        }
        return changed ? markup.withRawChildren(rewritten) : markup
    }
}

extension MarkupRewriter {
    /// Rewrites a whole document; a document stays a document even if the rewriter
    /// returns nil or another node for the root.
    public mutating func rewrite(_ document: Document) -> Document {
        guard let result = visit(document) else { return Document(raw: document.raw.withChildren([])) }
        if let rewritten = result as? Document { return rewritten.detachedFromParent }
        return Document(raw: RawMarkup(document.raw.kind, children: [result.raw]))
    }
}
