/// A block while the block phase builds the document: mutable, open or closed. A handle
/// on its record in the parse's `BlockStore`, which owns every block of the parse, so
/// adding a block allocates nothing of its own and the blocks are freed together.
/// Converted into immutable `RawMarkup` once all blocks are known.
///
/// Valid while its store lives (the store is kept by whoever runs the parse). Setters write
/// through to the record, so a handle held in a `let` changes its block.
struct BlockNode: Equatable {
    enum Kind {
        case document, frontMatter, blockQuote, list, listItem, footnoteDefinition
        case paragraph, heading, thematicBreak, fencedCode, indentedCode, htmlBlock
        case table, linkReferenceDefinition
        case blockDirective
        // GitHub and MkDocs.
        case mathBlock, admonition, contentTab, definitionList, definitionTerm, definitionDescription, snippet
    }

    unowned(unsafe) let store: BlockStore
    let id: Int32

    /// The same block (handles of one store are compared).
    static func == (lhs: BlockNode, rhs: BlockNode) -> Bool { lhs.id == rhs.id }

    private var record: UnsafeMutablePointer<BlockRecord> { store.records + Int(id) }

    var kind: Kind {
        get { record.pointee.kind }
        nonmutating set { record.pointee.kind = newValue }
    }

    var isOpen: Bool {
        get { record.pointee.isOpen }
        nonmutating set { record.pointee.isOpen = newValue }
    }

    var lastLineBlank: Bool {
        get { record.pointee.lastLineBlank }
        nonmutating set { record.pointee.lastLineBlank = newValue }
    }

    /// Lists: whether no blank line separates items or their children.
    var isTight: Bool {
        get { record.pointee.isTight }
        nonmutating set { record.pointee.isTight = newValue }
    }

    var headingStyle: HeadingStyle {
        get { record.pointee.headingStyle }
        nonmutating set { record.pointee.headingStyle = newValue }
    }

    /// Byte range in the source; `end` grows as lines are added.
    var start: Int {
        get { Int(record.pointee.start) }
        nonmutating set { record.pointee.start = Int32(truncatingIfNeeded: newValue) }
    }

    var end: Int {
        get { Int(record.pointee.end) }
        nonmutating set { record.pointee.end = Int32(truncatingIfNeeded: newValue) }
    }

    /// Container nesting level (a list and its items count once).
    var nesting: Int { Int(record.pointee.nesting) }

    // Headings: level, and the byte range of the closing sequence or underline.
    var headingLevel: Int {
        get { Int(record.pointee.headingLevel) }
        nonmutating set { record.pointee.headingLevel = UInt8(truncatingIfNeeded: newValue) }
    }

    var closingSequence: Range<Int>? {
        get {
            guard let extra, extra.pointee.closingStart >= 0 else { return nil }
            return Int(extra.pointee.closingStart)..<Int(extra.pointee.closingEnd)
        }
        nonmutating set {
            guard let newValue else {
                extra?.pointee.closingStart = -1
                return
            }
            let extra = writableExtra
            extra.pointee.closingStart = Int32(truncatingIfNeeded: newValue.lowerBound)
            extra.pointee.closingEnd = Int32(truncatingIfNeeded: newValue.upperBound)
        }
    }

    /// Lists and list items.
    var listMarker: ListMarker {
        get { extra?.pointee.listMarker ?? ListMarker() }
        nonmutating set { writableExtra.pointee.listMarker = newValue }
    }

    private var extra: UnsafeMutablePointer<BlockExtra>? {
        let index = record.pointee.extra
        return index < 0 ? nil : store.extras + Int(index)
    }

    /// The block's extra fields, made when first written.
    private var writableExtra: UnsafeMutablePointer<BlockExtra> {
        if record.pointee.extra < 0 { record.pointee.extra = store.addExtra() }
        return store.extras + Int(record.pointee.extra)
    }

    /// Content lines of a leaf block, in the store's buffer of lines: valid until a line is
    /// added to any block. A line can be changed in place (`lines[0].start = …`).
    var lines: LineSpans {
        LineSpans(base: store.lines + Int(record.pointee.firstLine), count: Int(record.pointee.lineCount))
    }

    /// Adds a line after the block's last. The open leaf's lines are the last in the store,
    /// so they grow in place; another block's are first moved after them.
    func appendLine(_ line: LineSpan) {
        let first = Int(record.pointee.firstLine), count = Int(record.pointee.lineCount)
        if count == 0 {
            record.pointee.firstLine = Int32(truncatingIfNeeded: store.lineCount)
        } else if first + count != store.lineCount {
            record.pointee.firstLine = Int32(truncatingIfNeeded: store.lineCount)
            for index in first..<first + count { store.appendLine(store.lines[index]) }
        }
        store.appendLine(line)
        record.pointee.lineCount += 1
    }

    /// Replaces the block's lines (not with a view of the store's own: adding may move them).
    func setLines(_ lines: some Sequence<LineSpan>) {
        record.pointee.firstLine = Int32(truncatingIfNeeded: store.lineCount)
        record.pointee.lineCount = 0
        for line in lines { appendLine(line) }
    }

    /// Drops the block's first `count` lines.
    func removeFirstLines(_ count: Int = 1) {
        record.pointee.firstLine += Int32(truncatingIfNeeded: count)
        record.pointee.lineCount -= Int32(truncatingIfNeeded: count)
    }

    /// Drops the block's last line.
    func removeLastLine() {
        record.pointee.lineCount -= 1
    }

    /// The fields only some kinds of block carry, for reading: the shared defaults when the
    /// block has none. Written through `ownDetails`.
    var details: BlockDetails { record.pointee.details ?? BlockDetails.none }

    /// This block's own details, made on first use: for writing.
    var ownDetails: BlockDetails {
        if let details = record.pointee.details { return details }
        let made = BlockDetails()
        record.pointee.details = made
        return made
    }

    /// Frees the block's details once it is converted (nothing reads them after): the
    /// records outlive the conversion.
    func releaseDetails() {
        record.pointee.details = nil
    }

    // MARK: Children

    /// The child blocks, first to last.
    var children: BlockChildren { BlockChildren(store: store, next: record.pointee.firstChild) }
    /// Counted along the children (records do not keep the count: it is rarely asked).
    var childCount: Int { children.reduce(0) { count, _ in count + 1 } }
    var hasChildren: Bool { record.pointee.firstChild >= 0 }
    var firstChild: BlockNode? { node(record.pointee.firstChild) }
    var lastChild: BlockNode? { node(record.pointee.lastChild) }
    var parent: BlockNode? { node(record.pointee.parent) }

    private func node(_ id: Int32) -> BlockNode? {
        id < 0 ? nil : BlockNode(store: store, id: id)
    }

    /// Adds `child` (a block without a parent) as the last child.
    func append(_ child: BlockNode) {
        insert(child, before: nil)
    }

    /// Adds `child` (a block without a parent) right before `sibling`, a child of this
    /// block; at the end for nil.
    func insert(_ child: BlockNode, before sibling: BlockNode?) {
        let previous = sibling.map { $0.record.pointee.previous } ?? record.pointee.lastChild
        child.record.pointee.parent = id
        child.record.pointee.previous = previous
        child.record.pointee.next = sibling?.id ?? -1
        if previous >= 0 { (store.records + Int(previous)).pointee.next = child.id } else { record.pointee.firstChild = child.id }
        if let sibling { sibling.record.pointee.previous = child.id } else { record.pointee.lastChild = child.id }
    }

    /// Takes the last child out of this block.
    @discardableResult
    func removeLastChild() -> BlockNode {
        let last = lastChild!
        let previous = last.record.pointee.previous
        record.pointee.lastChild = previous
        if previous >= 0 { (store.records + Int(previous)).pointee.next = -1 } else { record.pointee.firstChild = -1 }
        last.record.pointee.parent = -1
        last.record.pointee.previous = -1
        return last
    }

    /// Takes every child out of this block, in order.
    func removeChildren() -> [BlockNode] {
        var taken: [BlockNode] = []
        var next = record.pointee.firstChild
        while next >= 0 {
            let child = BlockNode(store: store, id: next)
            next = child.record.pointee.next
            child.record.pointee.parent = -1
            child.record.pointee.previous = -1
            child.record.pointee.next = -1
            taken.append(child)
        }
        record.pointee.firstChild = -1
        record.pointee.lastChild = -1
        return taken
    }
}

/// A block's lines: a run of the store's buffer of lines.
struct LineSpans: RandomAccessCollection {
    let base: UnsafeMutablePointer<LineSpan>
    let count: Int

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(index: Int) -> LineSpan {
        get {
            precondition(index >= 0 && index < count, "line index out of range")
            return base[index]
        }
        nonmutating set {
            precondition(index >= 0 && index < count, "line index out of range")
            base[index] = newValue
        }
    }
}

/// A block's children, following the sibling links.
struct BlockChildren: Sequence, IteratorProtocol {
    unowned(unsafe) let store: BlockStore
    var following: Int32

    init(store: BlockStore, next: Int32) {
        self.store = store
        following = next
    }

    mutating func next() -> BlockNode? {
        guard following >= 0 else { return nil }
        let node = BlockNode(store: store, id: following)
        following = store.records[Int(following)].next
        return node
    }
}

/// The fields of the blocks that need more than a range, lines, a list marker or a heading's
/// level. A class, so that reading a field loads only that field.
final class BlockDetails {
    /// Every field at its default: what a block without details reads. Never written:
    /// blocks write their own (`BlockNode.ownDetails`).
    nonisolated(unsafe) static let none = BlockDetails()

    // Fenced code.
    @exclusivity(unchecked) var fence = FenceState()
    // HTML blocks: start condition 1–7.
    @exclusivity(unchecked) var htmlKind = 0
    // Tables: the alignment of each column; `lines[0]` is the header row.
    @exclusivity(unchecked) var alignments: [TableAlignment?] = []
    @exclusivity(unchecked) var delimiterRow: Range<Int> = 0..<0
    @exclusivity(unchecked) var autocompletedCells = 0
    // Footnote definitions: the label as written.
    @exclusivity(unchecked) var label = ""
    // Link reference definitions found at the start of a paragraph.
    @exclusivity(unchecked) var definition: LinkDefinitionInfo?
    @exclusivity(unchecked) var frontMatterFormat = FrontMatterFormat.yaml
    // Block directives: how far the opening, arguments and body have been read.
    @exclusivity(unchecked) var directive: PendingDirective?
    // MkDocs containers: the opening line's parts; definitions: a blank line before the `:`.
    @exclusivity(unchecked) var admonition: AdmonitionInfo?
    @exclusivity(unchecked) var contentTab: ContentTabInfo?
    @exclusivity(unchecked) var isLooseDescription = false
    // Python-Markdown raw HTML (`htmlKind` 8): the element and how many are open.
    @exclusivity(unchecked) var rawElement = ""
    @exclusivity(unchecked) var rawDepth = 0
}

/// One line of a leaf block's content: `bytes[start..<end]` preceded by `leadingSpaces`
/// spaces that stand for the unconsumed part of a tab. Kept in 32 bits (documents are
/// limited to 2 GiB): an array of two spans then fits the smallest allocation that holds
/// one of three words, and most paragraphs are a line or two.
struct LineSpan {
    @Narrow var start: Int
    @Narrow var end: Int
    @Narrow var leadingSpaces: Int = 0
}

/// Numbers and offsets in 32 bits, as in `BlockNode` (a start number has at most 9 digits).
struct ListMarker {
    var isOrdered = false
    /// `-`, `+` or `*` for bullets; `.` or `)` for ordered lists.
    var character: UInt8 = 0
    @Narrow var startNumber = 0
    /// Columns of indentation before the marker, relative to the enclosing container.
    @Narrow var markerOffset = 0
    /// Columns from the marker's start to the item's content.
    @Narrow var padding = 0
    private var markerStart: Int32 = 0
    private var markerEnd: Int32 = 0

    var markerRange: Range<Int> {
        get { Int(markerStart)..<Int(markerEnd) }
        set {
            markerStart = Int32(truncatingIfNeeded: newValue.lowerBound)
            markerEnd = Int32(truncatingIfNeeded: newValue.upperBound)
        }
    }

    func continuesList(_ other: ListMarker) -> Bool {
        isOrdered == other.isOrdered && character == other.character
    }
}

struct FenceState {
    var character: UInt8 = 0
    var length = 0
    var indentation = 0
    var infoRange = 0..<0
    var isClosed = false
}
