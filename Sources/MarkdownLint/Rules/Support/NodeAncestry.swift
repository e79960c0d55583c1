import MarkdownSyntax

/// What holds a node: questions rules ask about its ancestors.
enum NodeAncestry {
    /// Whether the node is inside a node of type `T`.
    static func has<T: Markup>(_ node: any Markup, _ type: T.Type) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent is T { return true }
            current = parent.parent
        }
        return false
    }

    /// Whether the node is inside a list (bulleted or ordered).
    static func hasList(_ node: any Markup) -> Bool {
        node.ancestorKinds.contains { $0 == .unorderedList || $0 == .orderedList }
    }

    /// The number of block quotes around the node.
    static func blockQuoteDepth(_ node: any Markup) -> Int {
        node.ancestorKinds.reduce(0) { $1 == .blockQuote ? $0 + 1 : $0 }
    }
}
