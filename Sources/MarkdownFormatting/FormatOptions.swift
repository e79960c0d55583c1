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

    /// How headings are marked.
    public enum HeadingStyle: String, Sendable, Hashable, CaseIterable {
        /// `#` signs before the text, for every level.
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

    /// How code blocks are written (markdownlint's MD046 `style`).
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
        /// After bullets, in lists whose items are all one line.
        public var bulletSingle = 1
        /// After numbers, in lists whose items are all one line.
        public var orderedSingle = 1
        /// After bullets, in other lists.
        public var bulletMulti = 1
        /// After numbers, in other lists.
        public var orderedMulti = 1

        /// One space after every marker.
        public init() {}

        var isUniform: Bool { Set([bulletSingle, orderedSingle, bulletMulti, orderedMulti]).count == 1 }
    }

    /// How a hard line break is written.
    public enum HardBreakStyle: String, Sendable, Hashable, CaseIterable {
        /// A backslash at the end of the line, visible in the source.
        case backslash
        /// Two spaces at the end of the line, invisible in most editors.
        case spaces
    }

    /// Where the content of a list item starts, which decides the indentation of its nested blocks.
    public enum ListIndent: String, Sendable, Hashable, CaseIterable {
        /// Item content starts right after the marker and one space (`- `, `1. `, `10. `).
        case marker
        /// Content indented four spaces, as MkDocs (Python-Markdown) needs.
        case four
    }

    /// The list indentation a dialect's renderer needs: four spaces for MkDocs, whose
    /// Python-Markdown nests nothing indented less; the marker's width elsewhere.
    public static func defaultListIndent(for dialect: Dialect) -> ListIndent {
        dialect == .mkdocs ? .four : .marker
    }

    /// Whether and where paragraph lines are broken.
    public enum Wrap: Sendable, Hashable {
        /// Keep line breaks as written.
        case keep
        /// Join each paragraph onto one line.
        case never
        /// Fill paragraph lines up to this many columns, breaking at spaces in text and in
        /// link text; code spans, inline HTML, math, images and link destinations stay whole,
        /// and no line starts with a word that would start a block there.
        case width(Int)
    }

    /// How table cells are padded.
    public enum TableLayout: String, Sendable, Hashable, CaseIterable {
        /// Cells padded so the pipes line up (by display width).
        case aligned
        /// One space around each cell's content.
        case compact
    }

    /// The line ending written between lines.
    public enum LineEnding: String, Sendable, Hashable, CaseIterable {
        /// `\n`, as on Unix.
        case lf
        /// `\r\n`, as on Windows.
        case crlf
        /// The line ending the input uses.
        case keep
    }

    /// The marker of every bullet list item (`-` by default).
    public var bulletMarker: UnorderedListMarker = .dash
    /// Each nesting level of lists uses the bullet after its parent level's (`-`, `*`, `+`,
    /// then `-` again), starting from `bulletMarker` (markdownlint's MD004 `sublist`).
    public var alternatesBulletsByLevel = false
    /// How ordered list items are numbered.
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
    /// The fence character: a backtick or a tilde (`~`).
    public var codeFence: Character = "`"
    /// How headings are marked; setext only applies to levels 1 and 2.
    public var headingStyle: HeadingStyle = .atx
    /// How code blocks are written: fenced, indented where possible, or as the first one.
    public var codeBlockStyle: CodeBlockStyle = .fenced
    /// The exact text of every thematic break, such as `---` or `***`.
    public var thematicBreak: String = "---"
    /// How hard line breaks are written. Python-Markdown knows no backslash breaks: in
    /// MkDocs files hard breaks stay spaces.
    public var hardBreak: HardBreakStyle = .backslash
    /// Where list item content starts (after the marker, or four spaces in); nil lets the
    /// document's dialect decide (`defaultListIndent(for:)`).
    public var listIndent: ListIndent?
    /// Spaces after list markers, where `listIndent` is `marker`.
    public var markerSpacing = MarkerSpacing()
    /// Columns each level of bullet lists nested in bullet lists is indented by, counted from
    /// the parent's marker (markdownlint's MD007 `indent`); nil puts a nested list where its
    /// parent's content starts. A list cannot start left of that, so a smaller value
    /// changes nothing.
    public var bulletListIndent: Int?
    /// Whether paragraph lines are kept, joined or filled to a width.
    public var wrap: Wrap = .keep
    /// Whether table pipes are lined up.
    public var tableLayout: TableLayout = .aligned
    /// A line width tables keep to (MD013's `line_length` when that rule checks tables): a
    /// table whose padding would take a row past it, where the compact layout would not, is
    /// printed compact, and a row written without its trailing pipe keeps it off where the
    /// pipe would take the row past it. nil: no limit.
    public var alignedTableWidth: Int?
    /// A line width paragraph lines keep to (MD013's `line_length` when that rule is on): a
    /// continuation line that its container's indentation would take past it, and that
    /// fits with less, gets as much of that indentation as fits (a lazy continuation line,
    /// which CommonMark and Python-Markdown read as the same paragraph). nil: no limit.
    public var continuationLineWidth: Int?
    /// The line ending of the output.
    public var lineEnding: LineEnding = .keep

    /// The default style: `-` bullets, consecutive numbers, `*` emphasis, backtick fences, ATX headings, `---` breaks, backslash hard breaks, lines as written, aligned tables.
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
