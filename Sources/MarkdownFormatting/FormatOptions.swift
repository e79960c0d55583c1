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
        /// Underlined headings for levels 1 and 2 (ATX for deeper levels).
        case setext
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

    /// The list indentation a dialect's renderer needs: four spaces for MkDocs, whose
    /// Python-Markdown nests nothing indented less; the marker's width elsewhere.
    public static func defaultListIndent(for dialect: Dialect) -> ListIndent {
        dialect == .mkdocs ? .four : .marker
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
    public var numbering: Numbering = .ordered
    /// `*` or `_`; nil keeps each emphasis as written.
    public var emphasisMarker: Character? = "*"
    /// `*` or `_` (doubled); nil keeps each as written.
    public var strongMarker: Character? = "*"
    /// `` ` `` or `~`.
    public var codeFence: Character = "`"
    public var headingStyle: HeadingStyle = .atx
    public var thematicBreak: String = "---"
    /// Python-Markdown knows no backslash breaks: in MkDocs files hard breaks stay spaces.
    public var hardBreak: HardBreakStyle = .backslash
    /// Nil: the document's dialect decides (`defaultListIndent(for:)`).
    public var listIndent: ListIndent?
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
