import MarkdownSyntax

/// Reference-like text no definition resolves: bracketed text written like a reference link
/// or image that did not become one (MD052, and `mdtool links`).
public struct UnresolvedReference: Sendable, Hashable {
    /// Which reference form the bracketed text has.
    public enum Kind: Sendable, Hashable {
        /// `[text][label]`
        case full
        /// `[label][]`
        case collapsed
        /// `[label]`
        case shortcut
    }

    /// From the opening `[` (or `!`) to the last `]`.
    public var range: Range<Int>
    /// The label as written (for collapsed and shortcut forms, the bracketed text).
    public var label: String
    /// The reference form written.
    public var kind: Kind
    /// Whether it is written as an image (`![…]`).
    public var isImage: Bool

    /// The document's bracketed text written like a reference link or image that did not
    /// become one because no definition has its label: `[text][label]`, `[label][]` and
    /// `[label]` (and `![…]` forms), found with CommonMark's bracket matching over the text
    /// of each paragraph, heading and table cell. Footnote-style `[^label]` appears as a shortcut
    /// with the label `^label`.
    /// With `includingShortcuts` false, only full and collapsed forms are looked for
    /// (shortcuts are still matched, as they affect the brackets around them, but text
    /// without `][` is skipped, which makes the common case cheap).
    public static func find(in context: LintContext, includingShortcuts: Bool = true) -> [UnresolvedReference] {
        let bytes = context.bytes
        var containers: [any Markup] = []
        var seen: Set<ObjectIdentifier> = []
        func add(_ text: Text) {
            var container: any Markup = text
            while let parent = container.parent {
                container = parent
                if !(parent is Emphasis || parent is Strong || parent is Strikethrough) { break }
            }
            if seen.insert(ObjectIdentifier(container.raw)).inserted { containers.append(container) }
        }
        let texts = context.nodes.texts
        bytes.withUnsafeBufferPointer { buffer in
            if includingShortcuts {
                // Any text holding a `]` may close something.
                for text in texts {
                    guard let range = text.byteRange,
                          ByteSearch.firstIndex(of: UInt8(ascii: "]"), in: buffer, from: range.lowerBound,
                                                to: range.upperBound) != nil else { continue }
                    add(text)
                }
                return
            }
            // Full and collapsed forms need a `][` inside one text: find those in the source
            // (few; resolved links have theirs outside any text) and look up their texts.
            var from = 0
            var lastAdded = -1
            while let close = ByteSearch.firstIndex(of: UInt8(ascii: "]"), in: buffer, from: from) {
                from = close + 1
                guard close + 1 < buffer.count, buffer[close + 1] == UInt8(ascii: "[") else { continue }
                var low = 0
                var high = texts.count
                while low < high {
                    let middle = (low + high) / 2
                    if (texts[middle].byteRange?.lowerBound ?? 0) <= close { low = middle + 1 } else { high = middle }
                }
                let index = low - 1
                guard index >= 0, index != lastAdded, let range = texts[index].byteRange,
                      range.contains(close), range.contains(close + 1) else { continue }
                lastAdded = index
                add(texts[index])
            }
        }
        guard !containers.isEmpty else { return [] }
        var scanner = ReferenceScanner(bytes: bytes)
        for container in containers { scanner.scan(container) }
        return scanner.results.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }
}
