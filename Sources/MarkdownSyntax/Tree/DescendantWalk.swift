extension Markup {
    /// Visits every descendant in document order (a parent before its children) as its
    /// storage and position, for walks that switch on the stored kind: no `any Markup` is
    /// made and no dynamic cast done per node, which on a tree of a million nodes cost
    /// seconds. `body` returns whether to visit the node's children.
    ///
    /// Depth first with a stack of child lists (not of nodes); leaves never make one.
    package func forEachDescendant(_ body: (_MarkupData) -> Bool) {
        var stack: [(children: MarkupChildren, next: Int)] = []
        if childCount > 0 { stack.append((MarkupChildren(_data), 0)) }
        while let top = stack.indices.last {
            let (children, index) = stack[top]
            guard index < children.count else {
                stack.removeLast()
                continue
            }
            stack[top].next = index + 1
            let data = children.data(at: index)
            if body(data) && !data.raw.children.isEmpty { stack.append((MarkupChildren(data), 0)) }
        }
    }
}
