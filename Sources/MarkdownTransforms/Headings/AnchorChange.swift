import MarkdownSyntax

/// A heading whose anchor (the `#fragment` GitHub gives it, see `HeadingSlugger`) is not
/// the same after a transform: links to `#old` no longer reach it.
public struct AnchorChange: Hashable, Sendable, CustomStringConvertible {
    /// The anchor before, without `#`.
    public var old: String
    /// The anchor after, without `#`.
    public var new: String
    /// The heading's 1-based line in the original source, when known.
    public var line: Int?

    /// Makes a change record from the anchors without `#` and the heading's 1-based line.
    public init(old: String, new: String, line: Int?) {
        self.old = old
        self.new = new
        self.line = line
    }

    /// `#old → #new`, as `mdtool transform` reports it.
    public var description: String { "#\(old) → #\(new)" }

    /// The anchors that differ between a document and its rewritten version. Headings are
    /// paired in document order: untouched ones by identity, changed ones by position.
    public static func changes(from original: Document, to rewritten: Document) -> [AnchorChange] {
        let before = original.descendants(ofType: Heading.self)
        let after = rewritten.descendants(ofType: Heading.self)
        var slugger = HeadingSlugger()
        let oldSlugs = before.map { slugger.slug(for: $0) }
        slugger = HeadingSlugger()
        let newSlugs = after.map { slugger.slug(for: $0) }
        var pairs: [(Int, Int)] = []
        var previous = (-1, -1)
        let anchors = ChildAlignment.identityMatches(before.map(\.raw), after.map(\.raw)) + [(before.count, after.count)]
        for anchor in anchors {
            let oldGap = (previous.0 + 1)..<anchor.0
            let newGap = (previous.1 + 1)..<anchor.1
            pairs += zip(oldGap, newGap).map { ($0, $1) }
            if anchor.0 < before.count { pairs.append(anchor) }
            previous = anchor
        }
        return pairs.compactMap { oldIndex, newIndex in
            guard oldSlugs[oldIndex] != newSlugs[newIndex] else { return nil }
            return AnchorChange(old: oldSlugs[oldIndex], new: newSlugs[newIndex], line: before[oldIndex].range?.lowerBound.line)
        }
    }
}
