import MarkdownSyntax
import MarkdownLinks

/// Where a link's or image's parts are written in the source (MD039, MD045, MD051, MD054,
/// MD059, custom rules). The byte scanning is MarkdownTransforms' `LinkCollector`, which
/// the link checker uses too.
enum LinkSource {
    /// The bytes between the brackets of a link's text (`[text]` of `[text](url)`,
    /// `[text][label]`, `[label][]`, `[label]`). Nil for autolinks and nodes without a
    /// source range.
    static func textRange(of link: Link, in context: LintContext) -> Range<Int>? {
        let form = link.form
        if form.isAutolink { return nil }
        return bracketedTextRange(link.raw, opening: 1, in: context)
    }

    /// The bytes between the brackets of an image's description (after `![`).
    static func textRange(of image: Image, in context: LintContext) -> Range<Int>? {
        bracketedTextRange(image.raw, opening: 2, in: context)
    }

    private static func bracketedTextRange(_ raw: RawMarkup, opening: Int, in context: LintContext) -> Range<Int>? {
        guard let range = raw.range else { return nil }
        let start = range.lowerBound + opening
        guard start <= range.upperBound else { return nil }
        var end = max(start, raw.children.last?.range?.upperBound ?? start)
        // The text ends at the next `]` (after trailing blanks the children may not cover).
        let bytes = context.bytes
        while end < range.upperBound && bytes[end] != UInt8(ascii: "]") {
            if bytes[end] == UInt8(ascii: "\\") { end += 1 }
            end += 1
        }
        return start..<min(end, range.upperBound)
    }

    /// Where a link destination is written, starting at `start` (just past the `(` of an
    /// inline link or the `:` of a definition); see `LinkCollector.destinationRange`.
    static func destinationRange(from start: Int, limit: Int, in context: LintContext) -> Range<Int>? {
        LinkCollector.destinationRange(from: start, limit: limit, bytes: context.bytes)
    }

    /// Just past the `:` after the label of a link reference definition spanning `range`.
    static func definitionLabelEnd(in range: Range<Int>, in context: LintContext) -> Int? {
        LinkCollector.labelEnd(in: range, bytes: context.bytes)
    }
}
