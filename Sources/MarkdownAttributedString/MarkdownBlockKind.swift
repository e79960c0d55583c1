import MarkdownSyntax

/// What a block is: one component of a run's `MarkdownBlockIntent`.
public enum MarkdownBlockKind: Hashable, Sendable {
    case paragraph
    /// An ATX or setext heading, level 1 to 6.
    case heading(level: Int)
    case orderedList
    case unorderedList
    /// A list item; `ordinal` counts from an ordered list's start number, from 1 in an
    /// unordered list.
    case listItem(ordinal: Int)
    /// A GFM task list item (`- [x] done`), counted as `listItem` is.
    case taskItem(ordinal: Int, isChecked: Bool)
    case blockQuote
    /// A GitHub alert (`> [!NOTE]`); its marker line is not part of the text.
    case alert(AlertKind)
    /// A fenced or indented code block; `language` is the first word of the info string.
    case codeBlock(language: String?)
    /// Raw HTML, its text kept verbatim.
    case htmlBlock
    /// A GFM table with one alignment per column (nil where the delimiter row sets none).
    case table(columnAlignments: [TableAlignment?])
    case tableHeaderRow
    /// A body row; `index` counts from 1 (the header row is row 0).
    case tableRow(index: Int)
    /// A cell; `column` counts from 0.
    case tableCell(column: Int, alignment: TableAlignment?)
    case thematicBreak
    /// A GFM footnote definition, with its label as written.
    case footnoteDefinition(label: String)
    // DocC block directives become `directive(name)` here once the DocC dialect lands.
}
