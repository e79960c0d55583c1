import MarkdownSyntax

/// Where a list item's marker and the whitespace after it are, as markdownlint sees them
/// (MD005, MD007, MD029, MD030).
struct ListItemPrefix {
    /// The marker bytes (`-`, `1.`, `07)`).
    var marker: Range<Int>
    /// The whitespace between the marker and the content that markdownlint counts:
    /// 1–4 columns before content, a single character when five or more columns
    /// (the content is then indented code), empty when nothing follows the marker.
    var whitespace: Range<Int>
    /// The first line of the item: marker and whitespace.
    var range: Range<Int> { marker.lowerBound..<max(marker.upperBound, whitespace.upperBound) }

    /// The prefix of `item`; nil for items built in code.
    init?(of item: ListItem, in context: LintContext) {
        guard let marker = item.markerByteRange else { return nil }
        self.marker = marker
        let lineEnd = context.line(at: marker.lowerBound).range.upperBound
        whitespace = context.bytes.withUnsafeBufferPointer { buffer in
            var index = marker.upperBound
            var column = context.source.visualColumn(at: marker.upperBound)
            let startColumn = column
            while index < lineEnd, ByteClass.isSpaceOrTab(buffer[index]) {
                column += buffer[index] == ByteClass.tab ? 4 - column % 4 : 1
                index += 1
            }
            // Nothing after the marker on its line.
            if index == lineEnd { return marker.upperBound..<marker.upperBound }
            if column - startColumn <= 4 { return marker.upperBound..<index }
            return marker.upperBound..<(marker.upperBound + 1)
        }
    }
}
