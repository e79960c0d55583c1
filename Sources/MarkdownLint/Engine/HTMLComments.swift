import MarkdownSyntax

/// The HTML comments in a document's raw HTML (HTML blocks and inline HTML), so that their
/// text is not linted and their directives (`<!-- markdownlint-disable -->`) are read.
struct HTMLComments {
    /// Each comment, from `<!--` to past `-->`, in document order.
    let ranges: [Range<Int>]
    /// The range of each HTML block or inline HTML that holds comments, in document order.
    let holders: [Range<Int>]

    init(in context: LintContext) {
        (ranges, holders) = Self.find(in: context)
    }

    private static func find(in context: LintContext) -> (ranges: [Range<Int>], holders: [Range<Int>]) {
        let nodes = context.nodes
        guard !nodes.htmlBlocks.isEmpty || !nodes.inlineHTML.isEmpty else { return ([], []) }
        var ranges: [Range<Int>] = []
        var holders: [Range<Int>] = []
        let bytes = context.bytes
        var spans: [Range<Int>] = nodes.htmlBlocks.compactMap { $0.byteRange }
        spans += nodes.inlineHTML.compactMap { $0.rawHTML.hasPrefix("<!--") ? $0.byteRange : nil }
        spans.sort { $0.lowerBound < $1.lowerBound }
        for span in spans {
            let found = ranges.count
            defer { if ranges.count > found { holders.append(span) } }
            var index = span.lowerBound
            while index + 4 <= span.upperBound {
                guard bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "!"),
                      bytes[index + 2] == UInt8(ascii: "-"), bytes[index + 3] == UInt8(ascii: "-") else {
                    index += 1
                    continue
                }
                guard let end = commentEnd(bytes, from: index + 4, limit: span.upperBound) else { break }
                ranges.append(index..<end)
                index = end
            }
        }
        return (ranges, holders)
    }

    /// Just past the `-->` closing a comment whose text starts at `start` (after `<!--`);
    /// `<!-->` and `<!--->` are complete comments.
    private static func commentEnd(_ bytes: [UInt8], from start: Int, limit: Int) -> Int? {
        if start < limit && bytes[start] == UInt8(ascii: ">") { return start + 1 }
        if start + 1 < limit && bytes[start] == UInt8(ascii: "-") && bytes[start + 1] == UInt8(ascii: ">") {
            return start + 2
        }
        var index = start
        while index + 3 <= limit {
            if bytes[index] == UInt8(ascii: "-") && bytes[index + 1] == UInt8(ascii: "-")
                && bytes[index + 2] == UInt8(ascii: ">") {
                return index + 3
            }
            index += 1
        }
        return nil
    }
}
