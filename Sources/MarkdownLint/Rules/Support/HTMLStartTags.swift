import MarkdownSyntax
import MarkdownLinks

/// The start tags of a document's raw HTML (MD045's `<img>` without `alt`, MD051's `id`
/// and `name` anchors).
enum HTMLStartTags {
    /// The start tags (`<img src="…">`, `<a id=x>`) of the document's raw HTML, in HTML
    /// blocks and inline HTML, in document order. Comments, closing tags, declarations and
    /// processing instructions are not tags here; text inside comments is never scanned.
    static func all(in context: LintContext) -> [HTMLTag] {
        let nodes = context.nodes
        guard !nodes.htmlBlocks.isEmpty || !nodes.inlineHTML.isEmpty else { return [] }
        var spans: [(range: Range<Int>, isBlock: Bool)] = []
        spans.reserveCapacity(nodes.htmlBlocks.count + nodes.inlineHTML.count)
        for block in nodes.htmlBlocks { if let range = block.byteRange { spans.append((range, true)) } }
        for html in nodes.inlineHTML { if let range = html.byteRange { spans.append((range, false)) } }
        spans.sort { $0.range.lowerBound < $1.range.lowerBound }
        var tags: [HTMLTag] = []
        context.withLintedBytes { linted in
            for span in spans {
                let bytes = linted.buffer(for: span.range)
                if !span.isBlock {
                    if bytes[span.range.lowerBound] == UInt8(ascii: "<"),
                       let tag = HTMLTag.scanTag(bytes, at: span.range.lowerBound, limit: span.range.upperBound) {
                        tags.append(tag)
                    }
                    continue
                }
                var index = span.range.lowerBound
                while index < span.range.upperBound {
                    if bytes[index] == UInt8(ascii: "<"),
                       let tag = HTMLTag.scanTag(bytes, at: index, limit: span.range.upperBound) {
                        tags.append(tag)
                        index = tag.range.upperBound
                    } else {
                        index += 1
                    }
                }
            }
        }
        return tags
    }
}
