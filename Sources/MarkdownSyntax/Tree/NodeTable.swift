/// A document's nodes numbered in document order (the document is 0), each with the
/// number of its parent and its index among the parent's children.
///
/// A node handed out by the table shares the table's one link: nodes gathered for later
/// (a linter's nodes by kind) need no link object per parent, and each is three words
/// in the table instead of a node in an array. Their parents, children and siblings are
/// the ones a walk from the document gives.
@usableFromInline package struct NodeTable: Sendable {
    /// The table's columns; immutable once made, so shared between threads.
    @usableFromInline final class Storage: Sendable {
        @usableFromInline let raws: [RawMarkup]
        let parents: [Int32]
        let indices: [Int32]

        init(raws: [RawMarkup], parents: [Int32], indices: [Int32]) {
            self.raws = raws
            self.parents = parents
            self.indices = indices
        }
    }

    @usableFromInline let link: _ParentLink

    /// Numbers the nodes of `document` (documents are limited to 2 GiB, so numbers fit
    /// in 32 bits). A leaf for which `keepsLeaf` is false is left out: it is nobody's
    /// parent, and the table's user has no use for it.
    package init(_ document: Document, keepsLeaf: (RawMarkup) -> Bool) {
        let root = document.raw
        var count = 1
        Self.forEachKept(below: root, keepsLeaf) { _, _, _ in count += 1 }
        var raws: [RawMarkup] = []
        var parents: [Int32] = []
        var indices: [Int32] = []
        raws.reserveCapacity(count)
        parents.reserveCapacity(count)
        indices.reserveCapacity(count)
        raws.append(root)
        parents.append(-1)
        indices.append(0)
        Self.forEachKept(below: root, keepsLeaf) { node, parent, index in
            raws.append(node)
            parents.append(parent)
            indices.append(Int32(truncatingIfNeeded: index))
        }
        link = _ParentLink(table: Storage(raws: raws, parents: parents, indices: indices), sourceFile: document.source)
    }

    /// Calls `body` with each node below `root` that the table keeps, in document order,
    /// with its parent's number and its index among the parent's children; the root is
    /// number 0, and each node kept the next number. Depth first, with the children being
    /// walked held in a local (as `Markup.forEachDescendant` does), not read out of the
    /// stack for each node.
    private static func forEachKept(below root: RawMarkup, _ keepsLeaf: (RawMarkup) -> Bool,
                                    _ body: (RawMarkup, _ parent: Int32, _ index: Int) -> Void) {
        var children = root.children
        var parent: Int32 = 0
        var next = 0
        var lastNumber: Int32 = 0
        var around: [(children: [RawMarkup], parent: Int32, next: Int)] = []
        while true {
            guard next < children.count else {
                guard let outer = around.popLast() else { return }
                (children, parent, next) = outer
                continue
            }
            let node = children[next]
            let index = next
            next += 1
            let hasChildren = !node.children.isEmpty
            guard hasChildren || keepsLeaf(node) else { continue }
            lastNumber += 1
            body(node, parent, index)
            if hasChildren {
                around.append((children, parent, next))
                children = node.children
                parent = lastNumber
                next = 0
            }
        }
    }

    /// The storage of each node, by number.
    package var raws: [RawMarkup] { storage.raws }

    /// Node `number`, positioned in its document.
    @inlinable package func data(_ number: Int) -> _MarkupData {
        _MarkupData(raw: storage.raws[number], link: link, slot: number)
    }

    @usableFromInline var storage: Storage {
        // The link of a table always has one.
        link.table.unsafelyUnwrapped
    }
}
