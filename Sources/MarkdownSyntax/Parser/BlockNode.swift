/// A block while the block phase builds the document: mutable, open or closed.
/// Converted into immutable `RawMarkup` once all blocks are known.
final class BlockNode {
    enum Kind {
        case document, frontMatter, blockQuote, list, listItem, footnoteDefinition
        case paragraph, heading, thematicBreak, fencedCode, indentedCode, htmlBlock
        case table, linkReferenceDefinition
        case blockDirective
        // GitHub and MkDocs.
        case mathBlock, admonition, contentTab, definitionList, definitionTerm, definitionDescription, snippet
    }

    var kind: Kind
    var children: [BlockNode] = []
    /// Byte range in the source; `end` grows as lines are added.
    var start: Int
    var end: Int
    /// Container nesting level (a list and its items count once).
    let nesting: Int
    var isOpen = true
    var lastLineBlank = false
    /// Content lines of a leaf block.
    var lines: [LineSpan] = []

    // Lists and list items.
    var listMarker = ListMarker()
    var isTight = true
    // Fenced code.
    var fence = FenceState()
    // Headings: level, style and the byte range of the closing sequence or underline.
    var headingLevel = 0
    var headingStyle = HeadingStyle.atx
    var closingSequence: Range<Int>?
    // HTML blocks: start condition 1–7.
    var htmlKind = 0
    // Tables: the alignment of each column; `lines[0]` is the header row.
    var alignments: [TableAlignment?] = []
    var delimiterRow: Range<Int> = 0..<0
    // Footnote definitions: the label as written.
    var label = ""
    // Link reference definitions found at the start of a paragraph.
    var definition: LinkDefinitionInfo?
    var frontMatterFormat = FrontMatterFormat.yaml
    // Block directives: how far the opening, arguments and body have been read.
    var directive: PendingDirective?
    // MkDocs containers: the opening line's parts; definitions: a blank line before the `:`.
    var admonition: AdmonitionInfo?
    var contentTab: ContentTabInfo?
    var isLooseDescription = false
    // Python-Markdown raw HTML (`htmlKind` 8): the element and how many are open.
    var rawElement = ""
    var rawDepth = 0

    init(_ kind: Kind, start: Int, nesting: Int) {
        self.kind = kind
        self.start = start
        self.end = start
        self.nesting = nesting
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

/// One line of a leaf block's content: `bytes[start..<end]` preceded by `leadingSpaces`
/// spaces that stand for the unconsumed part of a tab.
struct LineSpan {
    var start: Int
    var end: Int
    var leadingSpaces: Int = 0
}

struct ListMarker {
    var isOrdered = false
    /// `-`, `+` or `*` for bullets; `.` or `)` for ordered lists.
    var character: UInt8 = 0
    var startNumber = 0
    /// Columns of indentation before the marker, relative to the enclosing container.
    var markerOffset = 0
    /// Columns from the marker's start to the item's content.
    var padding = 0
    var markerRange = 0..<0

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
