extension Markup {
    /// Visits every descendant in document order (a parent before its children) as its
    /// storage and position, for walks that switch on the stored kind: no `any Markup` is
    /// made and no dynamic cast done per node, which on a tree of a million nodes cost
    /// seconds. `body` returns whether to visit the node's children.
    ///
    /// Depth first. The children being walked are held in a local, not read out of the
    /// stack for each node (a copy of them retains and releases the parent and its link);
    /// the stack keeps only the lists walked around, and leaves never make one.
    package func forEachDescendant(_ body: (_MarkupData) -> Bool) {
        guard childCount > 0 else { return }
        var children = MarkupChildren(_data)
        var next = 0
        var around: [(children: MarkupChildren, next: Int)] = []
        while true {
            guard next < children.endIndex else {
                guard let outer = around.popLast() else { return }
                (children, next) = outer
                continue
            }
            let data = children.data(at: next)
            next += 1
            if body(data) && !data.raw.children.isEmpty {
                around.append((children, next))
                children = MarkupChildren(data)
                next = 0
            }
        }
    }
}
