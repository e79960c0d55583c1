import MarkdownSyntax

/// How `MarkdownFormatter` prints Markdown. Every choice keeps the document's meaning;
/// where a choice cannot be expressed safely at some spot (an underscore inside a word, a
/// setext heading over several lines), the formatter keeps what was written there.
public struct FormatOptions: Sendable, Hashable {
    /// How list items are numbered.
    public enum Numbering: String, Sendable, Hashable, CaseIterable {
        /// Consecutive from the list's own start (`3. 4. 5.`).
        case ordered
        /// Every item gets the list's start number (`1. 1. 1.`).
        case one
        /// Numbers as written.
        case preserve
    }

    public enum HeadingStyle: String, Sendable, Hashable, CaseIterable {
        case atx
        /// ATX with closing hashes: `## Title ##`.
        case atxClosed = "atx_closed"
        /// Underlined headings for levels 1 and 2 (ATX for deeper levels).
        case setext
        /// Underlined headings for levels 1 and 2, closed ATX for deeper levels.
        case setextWithATXClosed = "setext_with_atx_closed"

        var isSetext: Bool { self == .setext || self == .setextWithATXClosed }
        var closesATX: Bool { self == .atxClosed || self == .setextWithATXClosed }
    }

    public enum CodeBlockStyle: String, Sendable, Hashable, CaseIterable {
        /// Every code block fenced.
        case fenced
        /// Indented where an indented block can say the same (no info string, no blank first
        /// or last line, not right under paragraph text); fenced elsewhere.
        case indented
        /// As the document's first code block.
        case consistent
    }

    /// Spaces after list markers (markdownlint's MD030): lists whose items are all one line,
    /// and other lists, bullet and ordered.
    public struct MarkerSpacing: Sendable, Hashable {
        public var bulletSingle = 1
        public var orderedSingle = 1
        public var bulletMulti = 1
        public var orderedMulti = 1

        public init() {}

        var isUniform: Bool { Set([bulletSingle, orderedSingle, bulletMulti, orderedMulti]).count == 1 }
    }

    public enum HardBreakStyle: String, Sendable, Hashable, CaseIterable {
        case backslash
        case spaces
    }

    public enum ListIndent: String, Sendable, Hashable, CaseIterable {
        /// Item content starts right after the marker and one space (`- `, `1. `, `10. `).
        case marker
        /// Content indented four spaces, as MkDocs (Python-Markdown) needs.
        case four
    }

    public enum Wrap: Sendable, Hashable {
        /// Keep line breaks as written.
        case keep
        /// Join each paragraph onto one line.
        case never
        /// Fill paragraph lines up to this many columns.
        case width(Int)
    }

    public enum TableLayout: String, Sendable, Hashable, CaseIterable {
        /// Cells padded so the pipes line up (by display width).
        case aligned
        /// One space around each cell's content.
        case compact
    }

    public enum LineEnding: String, Sendable, Hashable, CaseIterable {
        case lf
        case crlf
        /// The line ending the input uses.
        case keep
    }

    public var bulletMarker: UnorderedListMarker = .dash
    /// Each nesting level of lists uses the bullet after its parent level's (`-`, `*`, `+`,
    /// then `-` again), starting from `bulletMarker` (markdownlint's MD004 `sublist`).
    public var alternatesBulletsByLevel = false
    public var numbering: Numbering = .ordered
    /// `*` or `_`; nil keeps each emphasis as written.
    public var emphasisMarker: Character? = "*"
    /// `*` or `_` (doubled); nil keeps each as written.
    public var strongMarker: Character? = "*"
    /// Where some emphasis must keep the other marker (`_`, as in `_**x**_`), the whole
    /// document uses that marker when every emphasis can take it: one marker per document,
    /// as markdownlint's MD049 `consistent` asks.
    public var oneEmphasisMarkerPerDocument = false
    /// The same for strong emphasis (markdownlint's MD050 `consistent`).
    public var oneStrongMarkerPerDocument = false
    /// `` ` `` or `~`.
    public var codeFence: Character = "`"
    public var headingStyle: HeadingStyle = .atx
    public var codeBlockStyle: CodeBlockStyle = .fenced
    public var thematicBreak: String = "---"
    public var hardBreak: HardBreakStyle = .backslash
    public var listIndent: ListIndent = .marker
    /// Spaces after list markers, where `listIndent` is `marker`.
    public var markerSpacing = MarkerSpacing()
    /// Columns each level of bullet lists nested in bullet lists is indented by, counted from
    /// the parent's marker (markdownlint's MD007 `indent`); nil puts a nested list where its
    /// parent's content starts. A list cannot start left of that, so a smaller value
    /// changes nothing.
    public var bulletListIndent: Int?
    public var wrap: Wrap = .keep
    public var tableLayout: TableLayout = .aligned
    public var lineEnding: LineEnding = .keep

    public init() {}

    /// Options that change as little as possible: for a second attempt when a canonical
    /// choice would have changed how a document renders.
    public var conservative: FormatOptions {
        var options = self
        options.emphasisMarker = nil
        options.strongMarker = nil
        options.wrap = .keep
        return options
    }
}
