/// Every block of one parse, in one buffer: a block is a record there, reached through a
/// `BlockNode` handle, linked to its parent's other children by index. Adding a block
/// allocates nothing of its own (a class instance per block and an array per container
/// cost about a tenth of a parse to allocate and free), and the blocks go together when
/// the store does.
final class BlockStore {
    // Read for every access to a block, by one thread while blocks are added (then by
    // several, which only read): the runtime's exclusivity checks would cost a few percent.
    @exclusivity(unchecked) private var recordBuffer: StoreBuffer<BlockRecord>
    /// The leaf blocks' lines: each block's are a run of them (`BlockRecord.firstLine`).
    @exclusivity(unchecked) private var lineBuffer: StoreBuffer<LineSpan>
    /// List markers and closing sequences, for the blocks that have them
    /// (`BlockRecord.extra`): most blocks do not, and records stay 64 bytes.
    @exclusivity(unchecked) private var extraBuffer: StoreBuffer<BlockExtra>

    /// `expectedBlocks`: room reserved up front (a guess is fine: the buffers grow).
    init(expectedBlocks: Int) {
        recordBuffer = StoreBuffer(capacity: expectedBlocks)
        lineBuffer = StoreBuffer(capacity: 2 * expectedBlocks)
        extraBuffer = StoreBuffer(capacity: 16)
    }

    deinit {
        recordBuffer.free()
        lineBuffer.free()
        extraBuffer.free()
    }

    var records: UnsafeMutablePointer<BlockRecord> { recordBuffer.base }
    var lines: UnsafeMutablePointer<LineSpan> { lineBuffer.base }
    var lineCount: Int { lineBuffer.count }
    var extras: UnsafeMutablePointer<BlockExtra> { extraBuffer.base }

    /// A new record of extra fields; its index.
    func addExtra() -> Int32 {
        extraBuffer.append(BlockExtra())
        return Int32(truncatingIfNeeded: extraBuffer.count - 1)
    }

    func appendLine(_ line: LineSpan) {
        lineBuffer.append(line)
    }

    /// A new open block without a parent.
    func make(_ kind: BlockNode.Kind, start: Int, nesting: Int) -> BlockNode {
        recordBuffer.append(BlockRecord(kind: kind, start: start, nesting: nesting))
        return BlockNode(store: self, id: Int32(truncatingIfNeeded: recordBuffer.count - 1))
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
    // The tree, as indices of records (-1 for none).
    var parent: Int32 = -1
    var firstChild: Int32 = -1
    var lastChild: Int32 = -1
    var previous: Int32 = -1
    var next: Int32 = -1
    /// The block's lines: `lineCount` of the store's, from `firstLine`.
    var firstLine: Int32 = 0
    var lineCount: Int32 = 0
    /// The index of the block's `BlockExtra` in the store, -1 until one is written.
    var extra: Int32 = -1
    /// Allocated when first written: most blocks are paragraphs, lists, items and quotes.
    var details: BlockDetails?

    init(kind: BlockNode.Kind, start: Int, nesting: Int) {
        self.kind = kind
        self.start = Int32(truncatingIfNeeded: start)
        end = self.start
        self.nesting = Int32(truncatingIfNeeded: nesting)
    }
}

/// Fields only lists, list items, headings and fences use, kept beside the records.
struct BlockExtra {
    var listMarker = ListMarker()
    /// The closing sequence or underline of a heading, the closing fence of code.
    var closingStart: Int32 = -1
    var closingEnd: Int32 = -1
}
