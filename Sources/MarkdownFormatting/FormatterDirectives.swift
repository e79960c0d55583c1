import Foundation
import MarkdownSyntax

/// Top-level regions the formatter copies verbatim: between `<!-- mdtool-fmt-off -->` and
/// `<!-- mdtool-fmt-on -->`, between Prettier's `<!-- prettier-ignore-start -->` and
/// `<!-- prettier-ignore-end -->`, and the block after `<!-- prettier-ignore -->`.
enum FormatterDirectives {
    /// The comments that open a region, each with the one that closes it.
    private static let regions = [("mdtool-fmt-off", "mdtool-fmt-on"), ("prettier-ignore-start", "prettier-ignore-end")]
    /// A comment that keeps only the next block as written.
    private static let nextBlock = "prettier-ignore"

    /// When `blocks[start]` is an HTML block that turns formatting off, the index of the
    /// last block of the region (the one that turns it back on, the block after
    /// `prettier-ignore`, or the last block); otherwise nil.
    static func ignoredRegionEnd(_ blocks: [RawMarkup], from start: Int) -> Int? {
        guard case .htmlBlock(let html, _) = blocks[start].kind, blocks[start].range != nil else { return nil }
        if isComment(html, saying: nextBlock) {
            return start + 1 < blocks.count && blocks[start + 1].range != nil ? start + 1 : start
        }
        for (off, on) in regions {
            guard let offRange = html.range(of: off) else { continue }
            // On and off in the same block: the region is that block.
            if let onRange = html.range(of: on), onRange.lowerBound > offRange.lowerBound { return start }
            var index = start + 1
            while index < blocks.count {
                guard blocks[index].range != nil else { return index - 1 }
                if case .htmlBlock(let html, _) = blocks[index].kind, html.contains(on) { return index }
                index += 1
            }
            return blocks.count - 1
        }
        return nil
    }

    /// Whether `html` is one comment whose text is `word` (`<!-- prettier-ignore -->`).
    private static func isComment(_ html: String, saying word: String) -> Bool {
        let trimmed = html.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.hasPrefix("<!--"), trimmed.hasSuffix("-->") else { return false }
        return trimmed.dropFirst(4).dropLast(3).trimmingCharacters(in: .whitespaces) == word
    }
}
