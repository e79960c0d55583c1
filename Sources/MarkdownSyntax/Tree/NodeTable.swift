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
        /// The document's storage, which keeps every node of the table alive: the table
        /// refers to them unretained (retaining each node to number it, and releasing it
        /// when the table went, was a tenth of the table's cost).
        let root: RawMarkup
        @usableFromInline let raws: [Unmanaged<RawMarkup>]
        let parents: [Int32]
        let indices: [Int32]
        let kinds: [UInt8]

        init(root: RawMarkup, _ columns: Columns) {
            self.root = root
            raws = columns.raws.fitted()
            parents = columns.parents.fitted()
            indices = columns.indices.fitted()
            kinds = columns.kinds.fitted()
        }
    }

    /// The columns while the walk fills them.
    struct Columns {
        var raws: [Unmanaged<RawMarkup>] = []
        var parents: [Int32] = []
        var indices: [Int32] = []
        var kinds: [UInt8] = []

        /// Columns with room for about `count` nodes (an estimate: they are fitted after).
        init(reserving count: Int) {
            raws.reserveCapacity(count)
            parents.reserveCapacity(count)
            indices.reserveCapacity(count)
            kinds.reserveCapacity(count)
        }

        mutating func append(_ node: RawMarkup, parent: Int32, index: Int, kind: UInt8) {
            raws.append(Unmanaged.passUnretained(node))
            parents.append(parent)
            indices.append(Int32(truncatingIfNeeded: index))
            kinds.append(kind)
        }
    }

    @usableFromInline let link: _ParentLink

    private init(link: _ParentLink) {
        self.link = link
    }

    /// The same table behind a link of its own. Every node handed out retains its table's
    /// link; code on several cores reading one table each through a copy of its own keeps
    /// that count from bouncing one cache line between them.
    package func withOwnLink() -> NodeTable {
        NodeTable(link: _ParentLink(table: storage, sourceFile: link.sourceFile))
    }

    /// The kind of a node that `classify` gives none.
    package static let unclassified = UInt8.max

    /// Numbers the nodes of `document` (documents are limited to 2 GiB, so numbers fit
    /// in 32 bits), each with the kind `classify` gives its tag (`unclassified` for nil). A
    /// leaf without a kind is left out: it is nobody's parent, and the table's user has
    /// no use for it.
    package init(_ document: Document, classify: (MarkupKind) -> UInt8?) {
        let root = document.raw
        // Prose has a node for every 30 to 40 bytes (the corpus: 38): room for one every 32
        // spares most of the columns' growing, and a document of fewer nodes is fitted.
        var columns = Columns(reserving: (document.source?.bytes.count ?? 0) / 32 + 16)
        columns.append(root, parent: -1, index: 0, kind: classify(root.tag) ?? Self.unclassified)
        // Depth first, with the children being walked held in a local (as
        // `Markup.forEachDescendant` does), not read out of the stack for each node.
        var children = root.children
        var parent: Int32 = 0
        var next = 0
        var around: [(children: RawChildren, parent: Int32, next: Int)] = []
        while true {
            guard next < children.count else {
                guard let outer = around.popLast() else { break }
                (children, parent, next) = outer
                continue
            }
            let node = children[next]
            let index = next
            next += 1
            let kind = classify(node.tag)
            let hasChildren = !node.children.isEmpty
            guard hasChildren || kind != nil else { continue }
            let number = Int32(truncatingIfNeeded: columns.raws.count)
            columns.append(node, parent: parent, index: index, kind: kind ?? Self.unclassified)
            if hasChildren {
                around.append((children, parent, next))
                children = node.children
                parent = number
                next = 0
            }
        }
        link = _ParentLink(table: Storage(root: root, columns), sourceFile: document.source)
    }

    /// Each node's kind, by number (`unclassified` for a node `classify` gave none).
    package var kinds: [UInt8] { storage.kinds }

    /// Node `number`, positioned in its document.
    @inlinable package func data(_ number: Int) -> _MarkupData {
        _MarkupData(raw: storage.raws[number].takeUnretainedValue(), link: link, slot: number)
    }

    @usableFromInline var storage: Storage {
        // The link of a table always has one.
        link.table.unsafelyUnwrapped
    }
}
