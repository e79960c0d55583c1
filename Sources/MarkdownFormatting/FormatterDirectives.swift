import Foundation
import MarkdownSyntax

/// `<!-- mdtool-fmt-off -->` … `<!-- mdtool-fmt-on -->`: top-level regions copied verbatim.
enum FormatterDirectives {
    static let off = "mdtool-fmt-off"
    static let on = "mdtool-fmt-on"

    /// When `blocks[start]` is an HTML block that turns formatting off, the index of the
    /// block that turns it back on (or of the last block); otherwise nil.
    static func ignoredRegionEnd(_ blocks: [RawMarkup], from start: Int) -> Int? {
        guard case .htmlBlock(let html, _) = blocks[start].kind, let offRange = html.range(of: off),
              blocks[start].range != nil else { return nil }
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
}
