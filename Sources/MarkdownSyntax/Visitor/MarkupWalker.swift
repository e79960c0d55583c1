/// A visitor that walks the whole tree. Override a `visit…` method to act on a node type;
/// call `descendInto(_:)` from it to continue into the node's children, or leave it out
/// to skip them.
public protocol MarkupWalker: MarkupVisitor where Result == Void {}

extension MarkupWalker {
    /// Visits each child of `markup` in order; call it from a `visit…` method to continue below that node.
    public mutating func descendInto(_ markup: any Markup) {
        for child in markup.children { visit(child) }
    }

    /// By default, walks into the children.
    public mutating func defaultVisit(_ markup: any Markup) { descendInto(markup) }
}
