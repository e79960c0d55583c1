import MarkdownSyntax

/// A position inside a line in bytes and visual columns (tabs advance to the next stop of
/// four, as CommonMark measures indentation). A tab can be partly behind the cursor:
/// `consumedInTab` columns of the tab at `index` are already consumed.
struct LineCursor: Equatable {
    var index: Int
    var column: Int
    var consumedInTab = 0
}
