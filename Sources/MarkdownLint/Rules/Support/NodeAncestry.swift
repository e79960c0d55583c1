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
        // Loops over the iterator itself: `contains` and `reduce` on it were not specialized,
        // and each step went through the protocol's witness.
        var ancestors = node.ancestorKinds
        while let kind = ancestors.next() {
            if kind == .unorderedList || kind == .orderedList { return true }
        }
        return false
    }

    /// The number of block quotes around the node.
    static func blockQuoteDepth(_ node: any Markup) -> Int {
        var depth = 0
        var ancestors = node.ancestorKinds
        while let kind = ancestors.next() {
            if kind == .blockQuote { depth += 1 }
        }
        return depth
    }
}
