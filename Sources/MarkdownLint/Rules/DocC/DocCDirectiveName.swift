import MarkdownSyntax

/// Where a directive's `@Name` is written, which the DocC rules mark.
enum DocCDirectiveName {
    /// From the `@` to the end of the name; nil for a directive without source positions.
    static func range(of directive: BlockDirective) -> Range<Int>? {
        guard let opening = directive.openingByteRange else { return nil }
        return opening.lowerBound..<min(opening.upperBound, opening.lowerBound + 1 + directive.name.utf8.count)
    }
}
