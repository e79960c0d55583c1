/// A visitor that walks the whole tree: by default each node's children are visited in order.
public protocol MarkupWalker: MarkupVisitor where Result == Void {}

extension MarkupWalker {
    /// Visits the children of `markup`.
    public mutating func descendInto(_ markup: Markup) {
        for child in markup.children { visit(child) }
    }

    public mutating func defaultVisit(_ markup: Markup) { descendInto(markup) }
}
