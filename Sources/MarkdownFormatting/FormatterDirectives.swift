import MarkdownSyntax

/// Top-level regions the formatter copies verbatim: between `<!-- mdtool-fmt-off -->` and
/// `<!-- mdtool-fmt-on -->`, between Prettier's `<!-- prettier-ignore-start -->` and
/// `<!-- prettier-ignore-end -->`, and the block after `<!-- prettier-ignore -->`.
enum FormatterDirectives {
    /// The comments that open a region, each with the one that closes it.
    private static let regions: [(off: StaticString, on: StaticString)] = [
        ("mdtool-fmt-off", "mdtool-fmt-on"), ("prettier-ignore-start", "prettier-ignore-end"),
    ]
    /// A comment that keeps only the next block as written.
    private static let nextBlock = "prettier-ignore"

    /// When `blocks[start]` is an HTML block that turns formatting off, the index of the
    /// last block of the region (the one that turns it back on, the block after
    /// `prettier-ignore`, or the last block); otherwise nil.
    static func ignoredRegionEnd(_ blocks: some RawNodes, from start: Int) -> Int? {
        guard case .htmlBlock(let html, _) = blocks[start].kind, blocks[start].range != nil else { return nil }
        // Every directive names `fmt` or `prettier`: other HTML is passed over at once.
        guard ByteSearch.firstOffset(of: "fmt-", in: html) != nil || ByteSearch.firstOffset(of: "prettier-", in: html) != nil
        else { return nil }
        if isComment(html, saying: nextBlock) {
            return start + 1 < blocks.count && blocks[start + 1].range != nil ? start + 1 : start
        }
        for (off, on) in regions {
            guard let offOffset = ByteSearch.firstOffset(of: off, in: html) else { continue }
            // On and off in the same block: the region is that block.
            if let onOffset = ByteSearch.firstOffset(of: on, in: html), onOffset > offOffset { return start }
            var index = start + 1
            while index < blocks.count {
                guard blocks[index].range != nil else { return index - 1 }
                if case .htmlBlock(let html, _) = blocks[index].kind, ByteSearch.firstOffset(of: on, in: html) != nil {
                    return index
                }
                index += 1
            }
            return blocks.count - 1
        }
        return nil
    }

    /// Whether `html` is one comment whose text is `word` (`<!-- prettier-ignore -->`),
    /// with white space around the comment and around the word (not line breaks there).
    private static func isComment(_ html: String, saying word: String) -> Bool {
        let trimmed = html.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed()
        let text = String(trimmed)
        guard text.hasPrefix("<!--"), text.hasSuffix("-->") else { return false }
        let isSpace = { (character: Character) in character.isWhitespace && !character.isNewline }
        let inner = text.dropFirst(4).dropLast(3)
        return String(inner.drop(while: isSpace).reversed().drop(while: isSpace).reversed()) == word
    }
}
