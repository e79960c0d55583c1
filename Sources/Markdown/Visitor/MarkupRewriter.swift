/// A visitor that rebuilds the tree: each method returns the node's replacement, or `nil` to
/// remove it. By default a node is kept with its children rewritten.
public protocol MarkupRewriter: MarkupVisitor where Result == Markup? {}

extension MarkupRewriter {
    public mutating func defaultVisit(_ markup: Markup) -> Markup? {
        var changed = false
        var newChildren: [Markup] = []
        for child in markup.children {
            guard let replacement = visit(child) else {
                changed = true
                continue
            }
            changed = changed || !replacement.isIdentical(to: child)
            newChildren.append(replacement)
        }
        return changed ? markup.withUncheckedChildren(newChildren) : markup
    }
}
