/// Every block of one parse, in one buffer: a block is a record there, reached through a
/// `BlockNode` handle, linked to its parent's other children by index. Adding a block
/// allocates nothing of its own (a class instance per block and an array per container
/// cost about a tenth of a parse to allocate and free), and the blocks go together when
/// the store does.
final class BlockStore {
    private(set) var records: UnsafeMutablePointer<BlockRecord>
    private var count = 0
    private var capacity: Int

    /// `expectedBlocks`: room reserved up front (a guess is fine: the buffer grows).
    init(expectedBlocks: Int) {
        capacity = max(16, expectedBlocks)
        records = .allocate(capacity: capacity)
    }

    deinit {
        records.deinitialize(count: count)
        records.deallocate()
    }

    /// A new open block without a parent.
    func make(_ kind: BlockNode.Kind, start: Int, nesting: Int) -> BlockNode {
        if count == capacity { grow() }
        (records + count).initialize(to: BlockRecord(kind: kind, start: start, nesting: nesting))
        count += 1
        return BlockNode(store: self, id: Int32(truncatingIfNeeded: count - 1))
    }

    private func grow() {
        let larger = UnsafeMutablePointer<BlockRecord>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: records, count: count)
        records.deallocate()
        records = larger
        capacity *= 2
    }
}

/// One block's fields. Offsets and counts are kept in 32 bits (documents are limited to
/// 2 GiB, as nodes' ranges are), one-byte fields first: little padding.
struct BlockRecord {
    var kind: BlockNode.Kind
    var isOpen = true
    var lastLineBlank = false
    var isTight = true
    var headingStyle = HeadingStyle.atx
    var headingLevel: UInt8 = 0
    var start: Int32
    var end: Int32
    let nesting: Int32
    var closingStart: Int32 = -1
    var closingEnd: Int32 = -1
    // The tree, as indices of records (-1 for none).
    var parent: Int32 = -1
    var firstChild: Int32 = -1
    var lastChild: Int32 = -1
    var previous: Int32 = -1
    var next: Int32 = -1
    var childCount: Int32 = 0
    var listMarker = ListMarker()
    var lines: [LineSpan] = []
    /// Allocated when first written: most blocks are paragraphs, lists, items and quotes.
    var details: BlockDetails?

    init(kind: BlockNode.Kind, start: Int, nesting: Int) {
        self.kind = kind
        self.start = Int32(truncatingIfNeeded: start)
        end = self.start
        self.nesting = Int32(truncatingIfNeeded: nesting)
    }
}
