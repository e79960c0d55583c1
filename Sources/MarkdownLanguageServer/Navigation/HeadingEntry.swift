/// One heading of a document, as navigation sees it.
struct HeadingEntry: Sendable, Hashable {
    var level: Int
    /// The rendered text (what the slug is made from, what outlines show).
    var title: String
    /// GitHub's anchor, numbered among the document's headings; empty for an empty heading.
    var slug: String
    /// The whole heading, markers included.
    var range: Range<Int>
    /// The heading's inline content (what a rename replaces); nil for an empty heading.
    var titleRange: Range<Int>?
    /// From the heading to the next heading of the same or a higher level (or the end).
    var sectionRange: Range<Int>
}
