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
    package init(_ document: Document, keepsLeaf: (RawKind) -> Bool) {
        let root = document.raw
        let count = Self.count(root, keepsLeaf)
        var raws: [RawMarkup] = []
        var parents: [Int32] = []
        var indices: [Int32] = []
        raws.reserveCapacity(count)
        parents.reserveCapacity(count)
        indices.reserveCapacity(count)
        raws.append(root)
        parents.append(-1)
        indices.append(0)
        // Depth first: the node whose children are being numbered, its number and the
        // next child's index, for each open level.
        var open: [(raw: RawMarkup, number: Int32, next: Int)] = []
        if !root.children.isEmpty { open.append((root, 0, 0)) }
        while let level = open.last {
            guard level.next < level.raw.children.count else {
                open.removeLast()
                continue
            }
            open[open.count - 1].next += 1
            let child = level.raw.children[level.next]
            let isLeaf = child.children.isEmpty
            guard !isLeaf || keepsLeaf(child.kind) else { continue }
            let number = Int32(truncatingIfNeeded: raws.count)
            raws.append(child)
            parents.append(level.number)
            indices.append(Int32(truncatingIfNeeded: level.next))
            if !isLeaf { open.append((child, number, 0)) }
        }
        link = _ParentLink(table: Storage(raws: raws, parents: parents, indices: indices), sourceFile: document.source)
    }

    /// How many nodes the table holds.
    package var count: Int { storage.raws.count }

    /// The storage of node `number`.
    @inlinable package func raw(_ number: Int) -> RawMarkup { storage.raws[number] }

    /// Node `number`, positioned in its document.
    @inlinable package func data(_ number: Int) -> _MarkupData {
        _MarkupData(raw: storage.raws[number], link: link, slot: number)
    }

    @usableFromInline var storage: Storage {
        // The link of a table always has one.
        link.table.unsafelyUnwrapped
    }

    /// The number of nodes the table will hold.
    private static func count(_ root: RawMarkup, _ keepsLeaf: (RawKind) -> Bool) -> Int {
        var count = 1
        var pending = [root]
        while let node = pending.popLast() {
            for child in node.children {
                if child.children.isEmpty {
                    if keepsLeaf(child.kind) { count += 1 }
                } else {
                    count += 1
                    pending.append(child)
                }
            }
        }
        return count
    }
}
