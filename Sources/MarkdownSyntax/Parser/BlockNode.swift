/// A block while the block phase builds the document: mutable, open or closed.
/// Converted into immutable `RawMarkup` once all blocks are known.
///
/// Its properties are read and written for every line, by one parser on one thread and
/// never while another access to the same property is under way: runtime exclusivity
/// checks, which Swift adds to every class property, cost about 4% of a parse here.
final class BlockNode {
    enum Kind {
        case document, frontMatter, blockQuote, list, listItem, footnoteDefinition
        case paragraph, heading, thematicBreak, fencedCode, indentedCode, htmlBlock
        case table, linkReferenceDefinition
        case blockDirective
        // GitHub and MkDocs.
        case mathBlock, admonition, contentTab, definitionList, definitionTerm, definitionDescription, snippet
    }

    // Declared in an order that leaves little padding: one byte fields first. Offsets and
    // counts are kept in 32 bits (documents are limited to 2 GiB, as nodes' ranges are):
    // a block of a dense document takes 96 bytes instead of 152.
    @exclusivity(unchecked) var kind: Kind
    @exclusivity(unchecked) var isOpen = true
    @exclusivity(unchecked) var lastLineBlank = false
    /// Lists: whether no blank line separates items or their children.
    @exclusivity(unchecked) var isTight = true
    @exclusivity(unchecked) var headingStyle = HeadingStyle.atx
    @exclusivity(unchecked) private var storedHeadingLevel: UInt8 = 0
    @exclusivity(unchecked) private var storedStart: Int32
    @exclusivity(unchecked) private var storedEnd: Int32
    private let storedNesting: Int32
    @exclusivity(unchecked) private var closingStart: Int32 = -1
    @exclusivity(unchecked) private var closingEnd: Int32 = -1
    /// Lists and list items.
    @exclusivity(unchecked) var listMarker = ListMarker()
    @exclusivity(unchecked) var children: [BlockNode] = []
    /// Content lines of a leaf block.
    @exclusivity(unchecked) var lines: [LineSpan] = []
    /// Storage for `details`, allocated when first written: most blocks are paragraphs,
    /// lists, items and quotes, and carrying every kind's fields made each block about twice
    /// its size.
    @exclusivity(unchecked) private var detailsStorage: BlockDetails?

    init(_ kind: Kind, start: Int, nesting: Int) {
        self.kind = kind
        storedStart = Int32(truncatingIfNeeded: start)
        storedEnd = storedStart
        storedNesting = Int32(truncatingIfNeeded: nesting)
    }

    /// Byte range in the source; `end` grows as lines are added.
    var start: Int {
        get { Int(storedStart) }
        set { storedStart = Int32(truncatingIfNeeded: newValue) }
    }

    var end: Int {
        get { Int(storedEnd) }
        set { storedEnd = Int32(truncatingIfNeeded: newValue) }
    }

    /// Container nesting level (a list and its items count once).
    var nesting: Int { Int(storedNesting) }

    // Headings (many, so not among the details): level, and the byte range of the closing
    // sequence or underline.
    var headingLevel: Int {
        get { Int(storedHeadingLevel) }
        set { storedHeadingLevel = UInt8(truncatingIfNeeded: newValue) }
    }

    var closingSequence: Range<Int>? {
        get { closingStart < 0 ? nil : Int(closingStart)..<Int(closingEnd) }
        set {
            closingStart = newValue.map { Int32(truncatingIfNeeded: $0.lowerBound) } ?? -1
            closingEnd = newValue.map { Int32(truncatingIfNeeded: $0.upperBound) } ?? -1
        }
    }

    /// The fields only some kinds of block carry, for reading: the shared defaults when the
    /// block has none. Written through `ownDetails`.
    var details: BlockDetails { detailsStorage ?? BlockDetails.none }

    /// This block's own details, made on first use: for writing.
    var ownDetails: BlockDetails {
        if let detailsStorage { return detailsStorage }
        let made = BlockDetails()
        detailsStorage = made
        return made
    }

    var isContainer: Bool {
        switch kind {
        case .document, .blockQuote, .list, .listItem, .footnoteDefinition, .blockDirective, .admonition, .contentTab,
             .definitionList, .definitionDescription: return true
        default: return false
        }
    }

    var acceptsLines: Bool {
        switch kind {
        case .paragraph, .fencedCode, .indentedCode, .htmlBlock, .table, .mathBlock, .snippet: return true
        default: return false
        }
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

/// An `Int` kept in 32 bits, for values of the block phase's many blocks. (`BlockNode`'s own
/// fields spell this out: a class's wrapped property cannot drop the runtime's exclusivity
/// checks, which cost about 4% of a parse.)
@propertyWrapper
struct Narrow {
    private var value: Int32

    init(wrappedValue: Int) {
        value = Int32(truncatingIfNeeded: wrappedValue)
    }

    var wrappedValue: Int {
        get { Int(value) }
        set { value = Int32(truncatingIfNeeded: newValue) }
    }
}
